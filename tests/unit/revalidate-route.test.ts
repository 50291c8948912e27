import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs, LEVEL } from './log-capture';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
// Next runs `after` callbacks once the answer is sent; here the test runs them.
const afterResponse: (() => Promise<void>)[] = [];
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: (callback: () => Promise<void>) => afterResponse.push(callback) }));

// The search records are written from the content; here only which pages the route asks for.
const indexPublish = vi.fn<(tags: readonly string[]) => Promise<{ records: number; written: number; deleted: number; ms: number }>>(async () => ({ records: 7, written: 1, deleted: 0, ms: 1 }));
const reindexSearch = vi.fn(async () => ({ records: 150, written: 0, deleted: 0, ms: 1 }));
vi.mock('@/lib/search/index-pages', () => ({ indexPublish: (tags: readonly string[]) => indexPublish(tags), reindexSearch: () => reindexSearch() }));

const SECRET = 'test-webhook-secret';

async function post(body: string | ReadableStream<Uint8Array>, signature?: string, extraHeaders: Record<string, string> = {}) {
  const { POST } = await import('@/app/api/revalidate/route');
  const headers = new Headers({ 'content-type': 'application/json', ...extraHeaders });
  if (signature) headers.set(SIGNATURE_HEADER_NAME, signature);
  // `duplex` lets a stream be a request body (Node's fetch); NextRequest's types omit it.
  const init = { method: 'POST', body, headers, duplex: 'half' };
  return POST(new NextRequest('http://localhost/api/revalidate', init as ConstructorParameters<typeof NextRequest>[1]));
}

const sign = async (body: string, secret = SECRET, at = Date.now()) => encodeSignatureHeader(body, at, secret);
const MINUTE = 60_000;

let logs: ReturnType<typeof captureLogs>;

describe('POST /api/revalidate (Sanity webhook)', () => {
  beforeEach(() => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET);
    revalidateTag.mockClear();
    indexPublish.mockClear();
    reindexSearch.mockClear();
    afterResponse.length = 0;
    logs = captureLogs();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    logs.restore();
  });

  it("expires the pages that show the document for a correctly signed call: Denmark's and its region's, not every page", async () => {
    const body = JSON.stringify({ _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark', previousSlug: 'denmark', regions: ['region-europe', 'region-europe'], listed: false, companyFacts: false });
    const response = await post(body, await sign(body));
    expect(response.status).toBe(200);
    const { revalidated } = (await response.json()) as { revalidated: string[] };
    expect(revalidated).toEqual(expect.arrayContaining(['jurisdiction:denmark', 'region:europe']));
    expect(revalidated).not.toContain('siteSettings');
    expect(revalidated).not.toContain('list:jurisdiction');
    expect(revalidateTag).toHaveBeenCalledWith('jurisdiction:denmark', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledTimes(revalidated.length);
    // Once more a second later, for renders that began before the publish and ended after the first expiry.
    expect(afterResponse).toHaveLength(1);
    const started = Date.now();
    await afterResponse[0]!();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(revalidateTag).toHaveBeenCalledTimes(2 * revalidated.length);
    // Meanwhile, the search records of the same pages, from the content.
    expect(indexPublish).toHaveBeenCalledExactlyOnceWith(revalidated);
  });

  it('logs one line per publish: what it expired and how long that took, with the request id', async () => {
    const body = JSON.stringify({ _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark', previousSlug: 'denmark', regions: ['region-europe'], listed: false, facts: false, card: false, companyFacts: false });
    const response = await post(body, await sign(body), { 'x-request-id': 'nginx-0f3a9c1e' });
    const { revalidated } = (await response.json()) as { revalidated: string[] };
    // Written once the second expiry and the search records are done.
    expect(logs.lines).toEqual([]);
    await afterResponse[0]!();
    expect(logs.lines).toHaveLength(1);
    const [line] = logs.lines;
    expect(line).toMatchObject({
      level: LEVEL.info,
      event: 'publish',
      requestId: 'nginx-0f3a9c1e',
      documentType: 'jurisdiction',
      documentId: 'jurisdiction-denmark',
      tags: revalidated,
      tagCount: revalidated.length,
      search: { records: 7, written: 1, deleted: 0, ms: 1 },
    });
    expect(line?.expiredMs).toEqual(expect.any(Number));
    expect(line?.ms).toBeGreaterThanOrEqual(950);
    expect(line?.msg).toMatch(new RegExp(`^publish: jurisdiction expired ${revalidated.length} cache tags? in \\d+ ms; search: 7 records read`));
  });

  it('logs the publish at level error, with a request id of its own, when the search records were not written', async () => {
    indexPublish.mockRejectedValueOnce(new Error('search database down'));
    const body = JSON.stringify({ _type: 'faq', _id: 'faq-1' });
    await post(body, await sign(body));
    // A body without the projection's flags: counted as changed, and said so first.
    expect(logs.lines).toMatchObject([{ level: LEVEL.warn, event: 'webhook-flags-missing', flags: ['listed', 'facts', 'card', 'companyFacts'], documentType: 'faq' }]);
    await afterResponse[0]!();
    expect(logs.lines.slice(1)).toMatchObject([{ level: LEVEL.error, event: 'publish', documentType: 'faq', err: { message: 'search database down' } }]);
    expect(logs.lines[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the search records once more a few seconds later when the lake did not answer the first try', async () => {
    indexPublish.mockRejectedValueOnce(Object.assign(new Error('Service Unavailable'), { statusCode: 503 }));
    const body = JSON.stringify({ _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark', previousSlug: 'denmark', regions: ['region-europe'], listed: false, facts: false, card: false, companyFacts: false });
    await post(body, await sign(body));
    await afterResponse[0]!();
    expect(indexPublish).toHaveBeenCalledTimes(2);
    expect(logs.lines).toMatchObject([{ level: LEVEL.info, event: 'publish', search: { records: 7 } }]);
    expect(logs.lines[0]?.ms).toBeGreaterThanOrEqual(2900);
  }, 10_000);

  it('expires every page for a body from the older projection without `_id`, and says to update it', async () => {
    const body = JSON.stringify({ _type: 'jurisdiction', slug: 'denmark' });
    const response = await post(body, await sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['siteSettings'] });
    expect(logs.lines).toMatchObject([{ level: LEVEL.error, event: 'webhook-old-projection', msg: expect.stringContaining('update the webhook projection') }]);
    // What changed is unknown, so every page's search record is made again, not only those that show the site settings.
    await afterResponse[0]!();
    expect(reindexSearch).toHaveBeenCalledOnce();
    expect(indexPublish).not.toHaveBeenCalled();
  });

  it('answers 401 without a signature or with a wrong one, and revalidates nothing', async () => {
    const body = JSON.stringify({ _type: 'jurisdiction' });
    expect((await post(body)).status).toBe(401);
    expect((await post(body, await sign(body, 'another-secret'))).status).toBe(401);
    expect((await post(JSON.stringify({ _type: 'pricingItem' }), await sign(body))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a signed but malformed body', async () => {
    for (const body of ['not json', JSON.stringify({ slug: 'x' }), JSON.stringify({ _type: 42 })]) {
      const response = await post(body, await sign(body));
      expect(response.status, body).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 503 when no secret is configured, without naming internals', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '');
    const body = JSON.stringify({ _type: 'faq' });
    const response = await post(body, await sign(body));
    expect(response.status).toBe(503);
    expect(await response.text()).not.toMatch(/SANITY|SECRET|env/i);
    expect(logs.lines).toMatchObject([{ level: LEVEL.error, event: 'webhook-unconfigured', msg: expect.stringContaining('SANITY_REVALIDATE_SECRET') }]);
    // The secret's value never reaches a line (here it is unset; the signature is not logged either).
    expect(logs.raw.join('')).not.toContain(SECRET);
  });

  it('answers 401 to a correctly signed call replayed more than 5 minutes later (or signed in the future)', async () => {
    const body = JSON.stringify({ _type: 'privacyPolicy', _id: 'privacyPolicy' });
    expect((await post(body, await sign(body, SECRET, Date.now() - 4 * MINUTE))).status).toBe(200);
    expect((await post(body, await sign(body, SECRET, Date.now() - 6 * MINUTE))).status).toBe(401);
    expect((await post(body, await sign(body, SECRET, Date.now() + 6 * MINUTE))).status).toBe(401);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith('privacy', { expire: 0 });
  });

  it('answers 413 to a body over 256 KB, declared or streamed, and revalidates nothing', async () => {
    const big = JSON.stringify({ _type: 'jurisdiction', padding: 'x'.repeat(300 * 1024) });
    expect((await post(big, await sign(big))).status).toBe(413);
    // Without a Content-Length: cut off while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(big.slice(i * 32 * 1024, (i + 1) * 32 * 1024)));
        controller.close();
      },
    });
    expect((await post(stream, await sign(big))).status).toBe(413);
    // A declared length over the limit is refused before anything is read.
    const small = JSON.stringify({ _type: 'faq' });
    expect((await post(small, await sign(small), { 'content-length': String(300 * 1024) })).status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to a malformed signature header', async () => {
    const body = JSON.stringify({ _type: 'faq' });
    for (const header of ['t=abc,v1=x', 'v1=only', `t=${Date.now()}`]) expect((await post(body, header)).status, header).toBe(401);
  });
});
