import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { processSlot } from '../../lib/process/singleton';
import { handleTranslateRequest } from '../../lib/translate/translate-request';
import { startContentLake, type ContentLake } from '../../scripts/loopback/content-lake.mjs';
import { startLoopbackDeepl, type LoopbackDeepl } from '../../scripts/loopback/deepl';
import { norwayLikeDocument } from '../fixtures/translate-document';

const TOKEN = 'translate-editor-token';
let lake: ContentLake;
let deepl: LoopbackDeepl;

beforeAll(async () => {
  lake = await startContentLake({ token: TOKEN, projectId: 'translate', dataset: 'production', documents: [norwayLikeDocument, { ...norwayLikeDocument, _id: 'drafts.jurisdiction-sweden', slug: { _type: 'slug', current: 'sweden' } }] });
  deepl = await startLoopbackDeepl();
});
afterAll(async () => {
  await Promise.all([lake.close(), deepl.close()]);
});

/** The site's environment for these requests: the loopback lake and DeepL, a budget of `limit` a minute. */
function configure(limit = 20, env: Record<string, string> = {}) {
  processSlot('translate-rate-limit').clear();
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'translate');
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', lake.url);
  vi.stubEnv('DEEPL_API_KEY', 'loopback-key:fx');
  vi.stubEnv('DEEPL_SERVER_URL', deepl.url);
  vi.stubEnv('TRANSLATE_RATE_LIMIT', String(limit));
  vi.stubEnv('ENQUIRY_CLIENT_IP_HEADER', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}
afterEach(() => {
  vi.unstubAllEnvs();
});

const ask = (body: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
  handleTranslateRequest(
    new Request('http://localhost/api/translate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-connection-address': '192.0.2.7', ...(authorization ? { authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const translateCalls = () => deepl.requests.filter((request) => request.path === '/v2/translate').length;

describe('POST /api/translate', () => {
  it('translates the published English document for a member of the project, keeping every figure', async () => {
    configure();
    const before = translateCalls();
    const response = await ask({ documentId: 'jurisdiction-norway', language: 'sv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const { document } = (await response.json()) as { document: typeof norwayLikeDocument };
    expect(document.language).toBe('sv');
    expect(document.regionCardSummary).toContain('{incorporationFastest}');
    expect(document.regionCardSummary).toContain('Meridian Corporate');
    expect(document.regionCardSummary).toMatch(/^\[sv\] /);
    expect(document.slug).toEqual(norwayLikeDocument.slug);
    expect(document.body[0]?.children.map((child) => child.marks)).toEqual(norwayLikeDocument.body[0]?.children.map((child) => child.marks));
    expect(translateCalls()).toBeGreaterThan(before);
    const sent = deepl.requests.at(-1);
    expect(sent?.params.target_lang).toEqual(['sv']);
    expect(sent?.params.tag_handling).toEqual(['xml']);
  });

  it('answers 401 without a token, or with one Sanity refuses, and spends none of the DeepL quota', async () => {
    configure();
    const before = deepl.requests.length;
    for (const authorization of [null, 'Bearer not-the-editors-token', 'Basic abc', `Bearer ${TOKEN} extra`]) {
      const response = await ask({ documentId: 'jurisdiction-norway', language: 'sv' }, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(/Sign in/);
    }
    expect(deepl.requests.length).toBe(before);
  });

  it('answers 400 naming a bad body, and 404 for an English document that is not published', async () => {
    configure();
    const before = deepl.requests.length;
    const cases: [unknown, number, RegExp][] = [
      ['{not json', 400, /must be JSON/],
      [{ documentId: 'jurisdiction-norway', language: 'en' }, 400, /^language must be one of da, no, sv, de, fr, es/],
      [{ documentId: 'drafts.jurisdiction-norway', language: 'sv' }, 400, /^documentId must be the published id/],
      [{ documentId: 'jurisdiction-sweden', language: 'sv' }, 404, /publish the English version first/],
    ];
    for (const [body, status, error] of cases) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
    expect(deepl.requests.length).toBe(before);
  });

  it('answers 502 naming DeepL\u2019s refusal in an editor\u2019s words', async () => {
    configure();
    deepl.failNext(456, 5);
    const response = await ask({ documentId: 'jurisdiction-norway', language: 'de' });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toMatch(/^DeepL’s quota of characters for this billing period is used up/);
    deepl.failNext(403, 1);
    const keyRefused = await ask({ documentId: 'jurisdiction-norway', language: 'de' });
    expect(keyRefused.status).toBe(502);
    expect(((await keyRefused.json()) as { error: string }).error).toBe('DeepL refused the site’s key (DEEPL_API_KEY): ask a developer to check it.');
    deepl.failNext(200, 0);
  });

  it('answers 429 with Retry-After past TRANSLATE_RATE_LIMIT a minute from one address, before asking Sanity or DeepL', async () => {
    configure(2);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask({ documentId: 'jurisdiction-norway', language: 'fr' }, null)).status);
    expect(statuses).toEqual([401, 401, 429]);
    const limited = await ask({ documentId: 'jurisdiction-norway', language: 'fr' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503, never stored, when the English document cannot be read, and asks DeepL nothing', async () => {
    configure();
    const before = deepl.requests.length;
    lake.setFaultRate(1);
    try {
      const response = await ask({ documentId: 'jurisdiction-norway', language: 'sv' });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
      expect(((await response.json()) as { error: string }).error).toMatch(/could not be read from Sanity/);
    } finally {
      lake.setFaultRate(0);
    }
    expect(deepl.requests.length).toBe(before);
  });

  it('answers 404 when machine translation is off', async () => {
    configure(20, { DEEPL_API_KEY: '' });
    const response = await ask({ documentId: 'jurisdiction-norway', language: 'sv' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/DEEPL_API_KEY/);
  });
});
