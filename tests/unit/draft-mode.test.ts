import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SanityClient } from '@sanity/client';
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsQuery } from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity-source';
import { seedDocuments } from '@/seed';
import { locations } from '@/studio/presentation';

/** `draftMode()` of next/headers: the real one unless a test replaces it. */
const draftMode = vi.hoisted(() => ({ impl: null as null | (() => Promise<{ isEnabled: boolean; disable: () => void }>) }));
vi.mock('next/headers', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next/headers')>();
  return { ...actual, draftMode: () => (draftMode.impl ? draftMode.impl() : actual.draftMode()) };
});

/*
 * next-sanity's handler, recorded. Its ESM build imports `next/headers` without a file
 * extension, which Next's bundler resolves but Node's loader (vitest runs node_modules there)
 * does not. Adding `server: { deps: { inline: ['next-sanity'] } }` to vitest.config.ts lets the
 * real handler run here (checked: it answers 401 without a secret); until then the test checks
 * that the route hands next-sanity a token client and the request, and returns its answer.
 */
const nextSanity = vi.hoisted(() => ({ clients: [] as SanityClient[], requests: [] as Request[] }));
vi.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: ({ client }: { client: SanityClient }) => ({
    GET: async (request: Request) => {
      nextSanity.clients.push(client);
      nextSanity.requests.push(request);
      return new Response('Invalid secret', { status: 401 });
    },
  }),
}));

afterEach(() => {
  draftMode.impl = null;
  nextSanity.clients.length = 0;
  nextSanity.requests.length = 0;
  vi.unstubAllEnvs();
});

/** Runs a location resolver of the Studio's Presentation tool on a selection of fields. */
function resolve(type: string, doc: Record<string, unknown> | null): DocumentLocationsState | null | undefined | void {
  const resolver = locations[type];
  if (!resolver) throw new Error(`No locations for ${type}`);
  return 'resolve' in resolver ? (resolver as DocumentLocationResolverObject).resolve(doc) : resolver;
}

const hrefs = (state: DocumentLocationsState | null | undefined | void) => state?.locations?.map((l) => l.href);

describe('Presentation tool locations', () => {
  it('opens a jurisdiction, region and service page at their site paths', () => {
    expect(resolve('jurisdiction', { name: 'Denmark', slug: 'denmark', language: 'en' })).toEqual({
      locations: [{ title: 'Denmark', href: '/denmark' }],
    });
    expect(hrefs(resolve('region', { name: 'Europe', slug: 'europe', language: 'en' }))).toEqual(['/global-registration/europe']);
    expect(hrefs(resolve('servicePage', { title: 'Banking', slug: 'banking', language: 'en' }))).toEqual(['/banking']);
    for (const slug of ['contact', 'pricing', 'company-formation']) {
      expect(hrefs(resolve('servicePage', { title: slug, slug, language: 'en' }))).toEqual([`/${slug}`]);
    }
  });

  it('opens pricing items on /pricing and home page, hero slides and services on /', () => {
    expect(hrefs(resolve('pricingItem', { language: 'en' }))).toEqual(['/pricing']);
    for (const type of ['homePage', 'heroSlide', 'service']) expect(hrefs(resolve(type, { language: 'en' }))).toEqual(['/']);
  });

  it('opens a translated document on its language page', () => {
    expect(resolve('jurisdiction', { name: 'Danmark', slug: 'denmark', language: 'da' })).toEqual({
      locations: [{ title: 'Danmark (Dansk)', href: '/da/denmark' }],
    });
    expect(hrefs(resolve('homePage', { language: 'de' }))).toEqual(['/de']);
    expect(hrefs(resolve('pricingItem', { language: 'sv' }))).toEqual(['/sv/pricing']);
  });

  it('explains instead of linking when a page has no web address yet', () => {
    const state = resolve('jurisdiction', { name: 'New country', language: 'en' });
    expect(state).toMatchObject({ tone: 'caution', message: expect.stringContaining('web address') });
    expect(state?.locations).toBeUndefined();
    expect(resolve('region', null)).toMatchObject({ tone: 'caution' });
  });

  it('gives every seeded page document a location', () => {
    const pages = seedDocuments.filter((d) => ['jurisdiction', 'region', 'servicePage'].includes(d._type)) as {
      _type: string;
      slug: { current: string };
      language: string;
    }[];
    expect(pages.length).toBeGreaterThan(30);
    for (const doc of pages) {
      const [href] = hrefs(resolve(doc._type, { slug: doc.slug.current, language: doc.language, name: 'x', title: 'x' })) ?? [];
      expect(href).toMatch(doc._type === 'region' ? /^\/global-registration\/[a-z0-9-]+$/ : /^\/[a-z0-9-]+$/);
    }
  });
});

describe('GET /api/draft-mode/enable', () => {
  const enable = async (query = '') => {
    const { GET } = await import('@/app/api/draft-mode/enable/route');
    return GET(new Request(`http://localhost/api/draft-mode/enable${query}`));
  };

  it('answers 404 with what to set when no Sanity project is configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
    vi.stubEnv('SANITY_API_READ_TOKEN', '');
    const response = await enable('?sanity-preview-secret=abc');
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain('NEXT_PUBLIC_SANITY_PROJECT_ID');
    expect(text).toContain('SANITY_API_READ_TOKEN');
  });

  it('answers 404 naming the read token when only the token is missing', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123');
    vi.stubEnv('SANITY_API_READ_TOKEN', ' ');
    const response = await enable('?sanity-preview-secret=abc');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/^Preview is not available: set SANITY_API_READ_TOKEN /);
  });

  it('hands the request to next-sanity with an uncached client holding the read token', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123');
    vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'staging');
    vi.stubEnv('SANITY_API_READ_TOKEN', 'read-token');
    const response = await enable('?sanity-preview-pathname=/denmark');
    expect(response.status).toBe(401);
    expect(nextSanity.requests[0]?.url).toBe('http://localhost/api/draft-mode/enable?sanity-preview-pathname=/denmark');
    expect(nextSanity.clients[0]?.config()).toMatchObject({ projectId: 'abc123', dataset: 'staging', token: 'read-token', useCdn: false });
  });
});

describe('GET /api/draft-mode/disable', () => {
  it('turns draft mode off and redirects to the home page', async () => {
    const disable = vi.fn();
    draftMode.impl = async () => ({ isEnabled: true, disable });
    const { GET } = await import('@/app/api/draft-mode/disable/route');
    const response = await GET(new Request('http://localhost/api/draft-mode/disable'));
    expect(disable).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost/');
  });
});

describe('isPreview()', () => {
  it('is true in draft mode and false otherwise', async () => {
    const { isPreview } = await import('@/lib/content/preview');
    draftMode.impl = async () => ({ isEnabled: true, disable: () => {} });
    expect(await isPreview()).toBe(true);
    draftMode.impl = async () => ({ isEnabled: false, disable: () => {} });
    expect(await isPreview()).toBe(false);
  });

  it('is false outside a request, where next/headers throws', async () => {
    const { isPreview } = await import('@/lib/content/preview');
    const { draftMode: real } = await vi.importActual<typeof import('next/headers')>('next/headers');
    await expect(Promise.resolve().then(() => real())).rejects.toThrow(/outside a request scope/);
    expect(await isPreview()).toBe(false);
  });
});

describe('Sanity source in preview', () => {
  const config = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-10-01' };

  /** A client that records the options of each fetch. */
  function recordingClient() {
    const calls: unknown[][] = [];
    const client = { fetch: async (...args: unknown[]) => (calls.push(args), null) } as unknown as SanityClient;
    return { client, calls };
  }

  it('reads drafts from the API with the read token and no caching when asked for preview', async () => {
    const { client, calls } = recordingClient();
    const source = createSanitySource(config, client, { readToken: 'read-token' });
    await source.fetch(siteSettingsQuery, { locale: 'en' }, { tags: ['siteSettings'], preview: true });
    expect(calls[0]?.[2]).toEqual({ perspective: 'drafts', useCdn: false, token: 'read-token', cache: 'no-store' });
  });

  it('reads published, cached content otherwise, and when there is no read token', async () => {
    const { client, calls } = recordingClient();
    await createSanitySource(config, client, { readToken: 'read-token' }).fetch(siteSettingsQuery, {}, { tags: ['siteSettings'] });
    await createSanitySource(config, client, { readToken: undefined }).fetch(siteSettingsQuery, {}, { tags: ['siteSettings'], preview: true });
    for (const call of calls) expect(call[2]).toEqual({ next: { revalidate: false, tags: ['siteSettings'] } });
  });

  describe('against a loopback Content Lake', () => {
    const requests: { url: URL; headers: IncomingMessage['headers'] }[] = [];
    let server: Server;
    let apiHost: string;

    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push({ url: new URL(req.url ?? '/', 'http://x'), headers: req.headers });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ ms: 1, query: 'q', result: { companyName: 'Draft name' } }));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    beforeEach(() => void (requests.length = 0));
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('sends perspective=drafts with the token as a bearer header', async () => {
      const client = createClient({ ...config, apiHost, useProjectHostname: false, useCdn: true, perspective: 'published' });
      const source = createSanitySource(config, client, { readToken: 'read-token' });
      expect(await source.fetch(siteSettingsQuery, { locale: 'en' }, { preview: true })).toEqual({ companyName: 'Draft name' });
      expect(requests[0]?.url.searchParams.get('perspective')).toBe('drafts');
      expect(requests[0]?.headers.authorization).toBe('Bearer read-token');
    });
  });
});
