import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { URLPattern } from 'node:url';
import { createClient, type ContentSourceMap, type SanityClient } from '@sanity/client';
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega';
// The stega encoder @sanity/client itself uses: to make encoded strings and read their edit links.
import { vercelStegaCombine, vercelStegaDecode } from '@vercel/stega';
import { createElement, isValidElement, type ComponentProps, type FunctionComponent, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshPreview } from '@/components/preview/actions';
import { PricingCategorySection } from '@/components/pricing/PricingCategorySection';
import { DRAFT_MODE_DISABLE_PATH, PreviewMode } from '@/components/preview/PreviewMode';
import { JsonLd } from '@/components/seo/JsonLd';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import type { PricingItemData } from '@/lib/content/pricing';
import { siteSettingsQuery } from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity-source';
import { PREVIEW_STEGA, stegaFilter } from '@/lib/content/stega';
import { LOCALES } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import da from '@/messages/da.json';
import en from '@/messages/en.json';
import { seedDocuments } from '@/seed';
import { locations, mainDocuments } from '@/studio/presentation';

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

/*
 * next-intl's server functions need the Next plugin's request config; the layout test only needs
 * `getTranslations` to answer and `setRequestLocale` to exist.
 */
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  setRequestLocale: () => {},
}));

/* The layout's footer imports next-intl's navigation, whose ESM build Node cannot load (as above). */
vi.mock('@/lib/i18n/navigation', () => ({ getPathname: ({ href }: { href: string }) => href }));

/* next-sanity's server `VisualEditing` (its ESM build does not load in Node, see above), recorded. */
const visualEditing = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock('next-sanity/visual-editing', () => ({
  VisualEditing: (props: Record<string, unknown>) => {
    visualEditing.props.push(props);
    return null;
  },
}));

afterEach(() => {
  draftMode.impl = null;
  visualEditing.props.length = 0;
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

  it("lists a jurisdiction's region page, which shows it as a card, after its own page", () => {
    expect(resolve('jurisdiction', { name: 'Denmark', slug: 'denmark', language: 'da', regionName: 'Europe', regionSlug: 'europe' })).toEqual({
      locations: [
        { title: 'Denmark (Dansk)', href: '/da/denmark' },
        { title: 'Europe (region page)', href: '/da/global-registration/europe' },
      ],
    });
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
    const pages = PAGE_DOCUMENTS.filter((d) => d._type !== 'homePage') as {
      _type: string;
      slug: { current: string };
      language: string;
    }[];
    expect(pages.length).toBeGreaterThan(30);
    for (const doc of pages) {
      const [href] = hrefs(resolve(doc._type, { slug: doc.slug.current, language: doc.language, name: 'x', title: 'x' })) ?? [];
      const prefix = doc.language === 'en' ? '' : `/${doc.language}`;
      const path = doc._type === 'region' ? `/global-registration/${doc.slug.current}` : `/${doc.slug.current}`;
      expect(href).toBe(`${prefix}${path}`);
    }
  });
});

/**
 * What the Presentation tool does with `resolve.mainDocuments` for the path in its preview
 * (sanity/presentation, `useMainDocument`): the first resolver with a matching route gives a GROQ
 * filter and parameters. Routes are path-to-regexp patterns, which Sanity matches with URLPattern,
 * ignoring case and a trailing slash (`{/}?`), as here.
 * @returns the resolver's `{ filter, params }`, or `undefined` when no route matches
 */
function resolveMainDocument(path: string): { filter: string; params?: Record<string, string> } | undefined {
  for (const resolver of mainDocuments) {
    for (const route of Array.isArray(resolver.route) ? resolver.route : [resolver.route]) {
      const match = new URLPattern({ pathname: `${route}{/}?` }, { ignoreCase: true }).exec({ pathname: path });
      if (!match) continue;
      const params = Object.fromEntries(Object.entries(match.pathname.groups).filter((e): e is [string, string] => e[1] !== undefined));
      if (!resolver.resolve) throw new Error(`Resolver for ${String(resolver.route)} has no resolve()`);
      return resolver.resolve({ origin: 'http://localhost:3000', params, path });
    }
  }
  return undefined;
}

/** The seed's page documents: the filters select nothing else, and groq-js runs their fallback subquery once per document. */
const PAGE_DOCUMENTS = seedDocuments.filter((d) => ['homePage', 'jurisdiction', 'region', 'servicePage'].includes(d._type));

/** The document the tool opens for `path`: `*[filter][0]` run on `dataset` (default: the seed's pages). */
async function mainDocumentOf(path: string, dataset: readonly object[] = PAGE_DOCUMENTS) {
  const resolved = resolveMainDocument(path);
  if (!resolved) return undefined;
  // A query made here, unknown to typegen: its shape is stated.
  return (await createEmbeddedSource(dataset).fetch(`*[${resolved.filter}][0]{ _id, _type, language }`, resolved.params ?? {})) as {
    _id: string;
    _type: string;
    language: string;
  } | null;
}

const PAGE_FALLBACK = (match: string) =>
  `${match} && (language == $language || (language == "en" && count(*[${match} && language == $language]) == 0))`;

describe('Presentation tool main documents', () => {
  it('resolves each route to its document filter, with language and slug as GROQ parameters', () => {
    const home = PAGE_FALLBACK('_type == "homePage"');
    const page = PAGE_FALLBACK('_type in ["jurisdiction", "servicePage"] && slug.current == $slug');
    const region = PAGE_FALLBACK('_type == "region" && slug.current == $slug');
    const servicePage = PAGE_FALLBACK('_type == "servicePage" && slug.current == $slug');
    expect(resolveMainDocument('/')).toEqual({ filter: home, params: { language: 'en' } });
    expect(resolveMainDocument('/da')).toEqual({ filter: home, params: { language: 'da' } });
    expect(resolveMainDocument('/denmark')).toEqual({ filter: page, params: { language: 'en', slug: 'denmark' } });
    expect(resolveMainDocument('/da/denmark')).toEqual({ filter: page, params: { language: 'da', slug: 'denmark' } });
    expect(resolveMainDocument('/global-registration/europe')).toEqual({ filter: region, params: { language: 'en', slug: 'europe' } });
    expect(resolveMainDocument('/de/global-registration/europe')).toEqual({ filter: region, params: { language: 'de', slug: 'europe' } });
    expect(resolveMainDocument('/pricing')).toEqual({ filter: servicePage, params: { language: 'en', slug: 'pricing' } });
    expect(resolveMainDocument('/sv/contact/')).toEqual({ filter: servicePage, params: { language: 'sv', slug: 'contact' } });
    expect(resolveMainDocument('/company-formation')).toEqual({ filter: servicePage, params: { language: 'en', slug: 'company-formation' } });
  });

  it('takes a locale segment for a language, never for a page slug', () => {
    for (const locale of LOCALES) expect(resolveMainDocument(`/${locale}`)?.params).toEqual({ language: locale });
    expect(resolveMainDocument('/norway')?.params).toEqual({ language: 'en', slug: 'norway' });
    expect(resolveMainDocument('/a/b/c')).toBeUndefined();
  });

  it('opens the document each seeded page shows, in every language', async () => {
    const pages = seedDocuments.filter((d) => ['jurisdiction', 'region', 'servicePage'].includes(d._type)) as {
      _id: string;
      _type: string;
      slug: { current: string };
      language: string;
    }[];
    for (const doc of pages.filter((d) => d.language === 'en')) {
      const path = doc._type === 'region' ? `/global-registration/${doc.slug.current}` : `/${doc.slug.current}`;
      for (const locale of ['en', 'da', 'fr'] as const) {
        // Every page is seeded in every language but the Danish-only company formation page,
        // which every language shows (and opens) in its one version.
        const localized = locale === 'en' ? path : `/${locale}${path}`;
        const translated = pages.find((d) => d._type === doc._type && d.slug.current === doc.slug.current && d.language === locale);
        // Only the documents with this slug: groq-js evaluates the filter's subquery for every
        // document (the Content Lake does not), which on the whole seed takes seconds per path.
        const sameSlug = PAGE_DOCUMENTS.filter((d) => 'slug' in d && d.slug?.current === doc.slug.current);
        expect(await mainDocumentOf(localized, sameSlug), localized).toMatchObject({ _id: (translated ?? doc)._id, _type: doc._type });
      }
    }
    for (const locale of LOCALES) {
      expect(await mainDocumentOf(locale === 'en' ? '/' : `/${locale}`, PAGE_DOCUMENTS.filter((d) => d._type === 'homePage'))).toMatchObject({ _type: 'homePage', language: locale });
    }
  }, 30_000);

  it('opens the translation when the language has one, the English document otherwise', async () => {
    // The seed without the Swedish Denmark, as before an editor translates it.
    const dataset = PAGE_DOCUMENTS.filter((d) => d._id.startsWith('jurisdiction-denmark') && d._id !== 'jurisdiction-denmark-sv');
    expect(await mainDocumentOf('/da/denmark', dataset)).toMatchObject({ _id: 'jurisdiction-denmark-da', language: 'da' });
    expect(await mainDocumentOf('/denmark', dataset)).toMatchObject({ _type: 'jurisdiction', language: 'en' });
    expect(await mainDocumentOf('/sv/denmark', dataset)).toMatchObject({ _type: 'jurisdiction', language: 'en' });
  });

  it('finds no document for a path no page has', async () => {
    expect(await mainDocumentOf('/da/no-such-page')).toBeNull();
    expect(await mainDocumentOf('/global-registration/atlantis')).toBeNull();
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
    expect(calls[0]?.[2]).toEqual({
      // Each attempt's own signal (lib/content/lake-requests.ts).
      signal: expect.any(AbortSignal),
      perspective: 'drafts',
      useCdn: false,
      token: 'read-token',
      cache: 'no-store',
      stega: { enabled: true, studioUrl: '/studio', filter: stegaFilter },
    });
  });

  it('reads published, cached content without stega otherwise, and when there is no read token', async () => {
    const { client, calls } = recordingClient();
    await createSanitySource(config, client, { readToken: 'read-token' }).fetch(siteSettingsQuery, {}, { tags: ['siteSettings'] });
    await createSanitySource(config, client, { readToken: undefined }).fetch(siteSettingsQuery, {}, { tags: ['siteSettings'], preview: true });
    for (const call of calls) expect(call[2]).toEqual({ signal: expect.any(AbortSignal), stega: false, next: { revalidate: false, tags: ['siteSettings'] } });
  });

  describe('against a loopback Content Lake', () => {
    const requests: { url: URL; headers: IncomingMessage['headers'] }[] = [];
    let server: Server;
    let apiHost: string;

    beforeAll(async () => {
      server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        requests.push({ url, headers: req.headers });
        res.setHeader('content-type', 'application/json');
        // As the Content Lake: a Content Source Map only when the request asks for one.
        const resultSourceMap: ContentSourceMap | undefined = url.searchParams.has('resultSourceMap')
          ? {
              documents: [{ _id: 'drafts.siteSettings', _type: 'siteSettings' }],
              paths: ["$['companyName']", "$['language']"],
              mappings: {
                "$['companyName']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
                "$['language']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
              },
            }
          : undefined;
        res.end(JSON.stringify({ ms: 1, query: 'q', result: { companyName: 'Draft name', language: 'en' }, resultSourceMap }));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    beforeEach(() => void (requests.length = 0));
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('sends perspective=drafts with the token as a bearer header', async () => {
      const client = createClient({ ...config, apiHost, useProjectHostname: false, useCdn: true, perspective: 'published' });
      const source = createSanitySource(config, client, { readToken: 'read-token' });
      expect(stegaClean(await source.fetch(siteSettingsQuery, { locale: 'en' }, { preview: true }))).toEqual({
        companyName: 'Draft name',
        language: 'en',
      });
      expect(requests[0]?.url.searchParams.get('perspective')).toBe('drafts');
      expect(requests[0]?.headers.authorization).toBe('Bearer read-token');
    });

    it('encodes edit links to the Studio into preview strings, and never into published ones', async () => {
      const client = createClient({ ...config, apiHost, useProjectHostname: false, useCdn: false, perspective: 'published' });
      const source = createSanitySource(config, client, { readToken: 'read-token' });

      const draft = await source.fetch(siteSettingsQuery, { locale: 'en' }, { preview: true });
      expect(requests[0]?.url.searchParams.get('resultSourceMap')).toBe('withKeyArraySelector');
      expect(draft?.companyName).not.toBe('Draft name');
      expect(stegaClean(draft?.companyName)).toBe('Draft name');
      expect(vercelStegaDecode(draft?.companyName ?? '')).toMatchObject({
        origin: 'sanity.io',
        href: expect.stringMatching(/^\/studio\/intent\/edit\/mode=presentation;id=siteSettings;type=siteSettings;path=companyName\b/),
      });
      // The loopback lake answers `language` too, which this query does not project, to show a
      // field used as logic stays as stored: read past the query's type.
      expect((draft as { language?: string } | null)?.language).toBe('en');

      const published = await source.fetch(siteSettingsQuery, { locale: 'en' }, { tags: ['siteSettings'] });
      expect(requests[1]?.url.searchParams.has('resultSourceMap')).toBe(false);
      expect(published?.companyName).toBe('Draft name');
    });
  });
});

describe('Stega filter of preview fetches', () => {
  /** A page-like result and its source map: each top-level part maps onto one whole document. */
  const result = {
    page: {
      title: 'Banking',
      slug: 'banking',
      seo: { title: 'Banking abroad' },
      hero: { actions: [{ _key: 'a1', label: 'Contact us', style: 'accent', href: '/contact' }] },
      sections: [
        { _type: 'cardGridSection', _key: 's1', heading: 'Why us', variant: 'compact', cards: [{ _key: 'c1', icon: 'Globe', title: 'Global' }] },
        { _type: 'officePackagesSection', _key: 's2', packages: [{ _key: 'p1', name: 'Virtual office', period: 'year' }] },
      ],
    },
    items: [{ _id: 'price-1', language: 'en', name: 'ApS', audience: 'business', category: 'Company Formation' }],
    country: { name: 'Denmark', countryCode: 'DK', companyTypes: [{ _key: 't1', name: 'ApS', description: 'Private limited company' }] },
  };
  const csm: ContentSourceMap = {
    documents: [
      { _id: 'drafts.servicePage-banking', _type: 'servicePage' },
      { _id: 'drafts.price-1', _type: 'pricingItem' },
      { _id: 'jurisdiction-denmark', _type: 'jurisdiction' },
    ],
    paths: ['$', "$['slug']['current']"],
    mappings: {
      "$['page']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
      "$['page']['slug']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
      "$['items'][0]": { type: 'value', source: { type: 'documentValue', document: 1, path: 0 } },
      "$['country']": { type: 'value', source: { type: 'documentValue', document: 2, path: 0 } },
    },
  };
  const encoded = stegaEncodeSourceMap(result, csm, { ...PREVIEW_STEGA, enabled: true });
  const isEncoded = (value: string, original: string) => value !== original && stegaClean(value) === original;

  it('leaves strings used as logic exactly as stored', () => {
    const { page, items, country } = encoded;
    const [cards, packages] = page.sections;
    expect({
      slug: page.slug,
      seoTitle: page.seo.title,
      style: page.hero.actions[0]?.style,
      href: page.hero.actions[0]?.href,
      types: page.sections.map((s) => s._type),
      keys: [page.hero.actions[0]?._key, country.companyTypes[0]?._key],
      variant: cards?.variant,
      icon: cards?.cards?.[0]?.icon,
      period: packages?.packages?.[0]?.period,
      countryCode: country.countryCode,
      item: items[0] && { _id: items[0]._id, language: items[0].language, audience: items[0].audience, category: items[0].category },
    }).toEqual({
      slug: 'banking',
      seoTitle: 'Banking abroad',
      style: 'accent',
      href: '/contact',
      types: ['cardGridSection', 'officePackagesSection'],
      keys: ['a1', 't1'],
      variant: 'compact',
      icon: 'Globe',
      period: 'year',
      countryCode: 'DK',
      item: { _id: 'price-1', language: 'en', audience: 'business', category: 'Company Formation' },
    });
  });

  it('encodes the texts editors click, company types included', () => {
    const { page, items, country } = encoded;
    const [cards, packages] = page.sections;
    expect(isEncoded(page.title, 'Banking')).toBe(true);
    expect(isEncoded(page.hero.actions[0]?.label ?? '', 'Contact us')).toBe(true);
    expect(isEncoded(cards?.heading ?? '', 'Why us')).toBe(true);
    expect(isEncoded(cards?.cards?.[0]?.title ?? '', 'Global')).toBe(true);
    expect(isEncoded(packages?.packages?.[0]?.name ?? '', 'Virtual office')).toBe(true);
    expect(isEncoded(items[0]?.name ?? '', 'ApS')).toBe(true);
    expect(isEncoded(country.name, 'Denmark')).toBe(true);
    expect(isEncoded(country.companyTypes[0]?.name ?? '', 'ApS')).toBe(true);
    expect(isEncoded(country.companyTypes[0]?.description ?? '', 'Private limited company')).toBe(true);
    expect(vercelStegaDecode(country.companyTypes[0]?.name ?? '')).toMatchObject({
      href: expect.stringContaining(`;type=jurisdiction;path=${encodeURIComponent('companyTypes[_key=="t1"]')}.name`),
    });
  });
});

/** `node` rendered to HTML inside next-intl's provider (this is a `.ts` file: no JSX). */
function renderWithIntl(locale: 'en' | 'da', messages: AbstractIntlMessages, node: ReactElement): string {
  const Provider = NextIntlClientProvider as FunctionComponent<Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'>>;
  return renderToStaticMarkup(createElement(Provider, { locale, messages, timeZone: 'Europe/Copenhagen' }, node));
}

describe('Preview in the locale layout', () => {
  /** Every element of a rendered tree, depth first. */
  function elements(node: ReactNode): ReactElement[] {
    if (Array.isArray(node)) return node.flatMap(elements);
    if (!isValidElement(node)) return [];
    return [node, ...elements((node.props as { children?: ReactNode }).children)];
  }

  const renderLayout = async (isEnabled: boolean) => {
    draftMode.impl = async () => ({ isEnabled, disable: () => {} });
    const { default: LocaleLayout } = await import('@/app/[locale]/layout');
    return LocaleLayout({ children: null, params: Promise.resolve({ locale: 'da' }) } as Parameters<typeof LocaleLayout>[0]);
  };

  it('adds the preview notice and Visual Editing in draft mode only', async () => {
    expect(elements(await renderLayout(false)).some((e) => e.type === PreviewMode)).toBe(false);
    expect(elements(await renderLayout(true)).some((e) => e.type === PreviewMode)).toBe(true);
  });

  it('renders a translated notice linking out of preview, and the overlays with a server refresh', () => {
    const html = renderWithIntl('da', da, createElement(PreviewMode));
    expect(html).toContain(`<aside aria-label="${da.preview.title}"`);
    expect(html).toContain(da.preview.notice);
    expect(html).toContain(`<a href="${DRAFT_MODE_DISABLE_PATH}"`);
    expect(html).toContain(`${da.preview.exit}</a>`);
    expect(DRAFT_MODE_DISABLE_PATH).toBe('/api/draft-mode/disable');
    expect(visualEditing.props).toEqual([{ refresh: refreshPreview }]);
  });
});

describe('Stega characters are removed where a shown text is also used as data', () => {
  const stega = (text: string) => vercelStegaCombine(text, { origin: 'sanity.io', href: '/studio/intent/edit/id=x;type=y;path=z' });
  const hasStega = (text: string) => stegaClean(text) !== text;

  it('page metadata', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/banking', title: stega('Banking'), description: stega('Accounts abroad'), siteName: stega('Meridian') });
    expect(JSON.stringify(metadata)).toBe(JSON.stringify(stegaClean(metadata)));
    expect(metadata.title).toBe('Banking');
  });

  it('JSON-LD', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { '@type': 'Organization', name: stega('Meridian') } }));
    expect(hasStega(html)).toBe(false);
    expect(html).toContain('"name":"Meridian"');
  });

  it("a pricing item's Learn More link, while its name stays clickable", () => {
    const name = stega('Limited company');
    const item: PricingItemData = {
      _id: 'p1',
      language: 'en',
      name,
      audience: 'business',
      category: 'Company Formation',
      isFree: false,
      priceDkk: 1000,
      priceFrom: false,
      savingsDkk: 500,
      minutes: 15,
    };
    const section = createElement(PricingCategorySection, { category: { name: 'Company Formation', anchorId: 'company-formation', items: [item] } });
    const html = renderWithIntl('en', en, section);
    expect(html).toContain('href="/contact?subject=Limited%20company"');
    expect(html).toContain(`>${name}</h3>`);
  });
});
