import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { createSourceFromConfig, getConfigContextFromSource, type CurrentUser, type Source } from 'sanity';
import {
  createStructureBuilder,
  type ChildResolver,
  type DocumentList,
  type List,
  type ListBuilder,
  type ListItem,
  type StructureResolverContext,
} from 'sanity/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/locales';
import { regions, seedDocuments } from '@/seed';
import { createStudioConfig } from '@/studio/config';
import config from '@/studio/sanity.config';
import { TranslateFromEnglishAction } from '@/studio/translate-action';
import { locations } from '@/studio/presentation';
import { REGIONS_QUERY, structure } from '@/studio/structure';

/*
 * The Studio cannot sign in offline, so its navigation is checked through the structure
 * builder's output: a real StructureBuilder made from the Studio's own config (schema,
 * templates, i18n) by Sanity's `createSourceFromConfig`, with a real `@sanity/client` whose
 * Content Lake is a loopback server answering queries from the seed with groq-js.
 */

const editor: CurrentUser = { id: 'editor', name: 'Editor', email: 'editor@example.com', role: 'editor', roles: [] };

let server: Server;
const queries: URL[] = [];
let root: List;
let source: Source;
let context: StructureResolverContext;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.includes('/data/query/')) {
      // The Studio also asks for the editor's grants (permissions): none needed here.
      res.setHeader('content-type', 'application/json');
      res.end('[]');
      return;
    }
    queries.push(url);
    const params = Object.fromEntries(
      [...url.searchParams].filter(([key]) => key.startsWith('$')).map(([key, value]) => [key.slice(1), JSON.parse(value)]),
    );
    const query = url.searchParams.get('query') ?? '';
    const value = await evaluate(parse(query, { params }), { dataset: seedDocuments as object[], params });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ms: 1, query, result: await value.get() }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-10-01', apiHost, useProjectHostname: false, useCdn: false });

  source = await createSourceFromConfig({ ...config, currentUser: editor, getClient: (options) => client.withConfig(options) });
  const S = createStructureBuilder({ source, perspectiveStack: [] });
  context = { ...getConfigContextFromSource(source), documentStore: undefined as never, perspectiveStack: [], selectedVariantName: undefined };
  root = ((await structure(S, context)) as ListBuilder).serialize();
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

/** The list items of a list, dividers left out. */
const items = (list: List): ListItem[] => list.items.filter((item): item is ListItem => item.type === 'listItem');

function item(list: List, id: string): ListItem {
  const found = items(list).find((i) => i.id === id);
  if (!found) throw new Error(`No item ${id} in ${list.id}: ${items(list).map((i) => i.id).join(', ')}`);
  return found;
}

/** Opens an item's pane as the Studio would: a serialized child, or the child resolver's answer. */
async function open<T>(listItem: ListItem): Promise<T> {
  const child = listItem.child as unknown;
  if (typeof child !== 'function') return child as T;
  const resolved = (await (child as ChildResolver)(listItem.id, { index: 0, splitIndex: 0, path: [], parent: null } as never)) as
    | { serialize: () => T }
    | T;
  return resolved && typeof resolved === 'object' && 'serialize' in resolved ? resolved.serialize() : (resolved as T);
}

describe('Studio schema', () => {
  // What `sanity schema validate --level warning` reports: the compiled schema's own validation
  // groups, of the same config. A schema with errors throws when the source is made.
  it('has no schema errors or warnings', () => {
    const groups = (source.schema as unknown as { _validation?: { path: { name?: string }[]; problems: { severity: string; message: string }[] }[] })._validation;
    expect(groups, 'the compiled schema carries its validation').toBeDefined();
    const problems = (groups ?? []).flatMap(({ path, problems: found }) => found.map(({ severity, message }) => `${path.map((p) => p.name).join('.')}: ${severity}: ${message}`));
    expect(problems).toEqual([]);
  });
});

describe('Studio structure', () => {
  it('lists the editor groups in working order with plain titles', () => {
    expect(items(root).map((i) => [i.id, i.title])).toEqual([
      ['siteSettings', 'Site settings'],
      ['homePage', 'Home page'],
      ['privacyPolicy', 'Privacy policy'],
      ['jurisdiction', 'Jurisdictions'],
      ['pricingItem', 'Pricing items'],
      ['service', 'Services'],
      ['servicePage', 'Service pages'],
      ['region', 'Regions'],
      ['faq', 'FAQs'],
      ['heroSlide', 'Hero slides'],
      ['redirect', 'Redirects'],
      ['missing-translations', 'Missing translations'],
      ['behind-english', 'Behind English'],
      ['machine-translated', 'Machine translated, to review'],
    ]);
    expect(root.items[3]?.type).toBe('divider');
    expect(root.items.at(-4)?.type).toBe('divider');
  });

  it('pins Site settings, Home page and Privacy policy as singletons: the English document by id, then the translations', async () => {
    for (const [id, title, type] of [
      ['siteSettings', 'Site settings', 'siteSettings'],
      ['homePage', 'Home page', 'homePage'],
      ['privacyPolicy', 'Privacy policy', 'privacyPolicy'],
    ] as const) {
      const list = await open<List>(item(root, id));
      expect(items(list).map((i) => i.title)).toEqual([`${title} (English)`, 'Translations']);
      const english = await open<{ type: string; options: { id: string; type: string } }>(items(list)[0]!);
      expect(english).toMatchObject({ type: 'document', options: { id, type } });
      const translations = await open<DocumentList>(items(list)[1]!);
      expect(translations.type).toBe('documentList');
      expect(translations.options.filter).toBe(`_type == "${type}" && language != "en"`);
    }
  });

  it('groups Jurisdictions by region: All jurisdictions, then one list per region from the documents', async () => {
    const list = await open<List>(item(root, 'jurisdiction'));
    const englishRegions = [...regions].filter((r) => r.language === 'en').sort((a, b) => a.order - b.order);
    expect(items(list).map((i) => [i.id, i.title])).toEqual([
      ['all-jurisdictions', 'All jurisdictions'],
      ...englishRegions.map((r) => [r._id, r.name]),
      ['jurisdictions-by-language', 'By language'],
    ]);
    const lastQuery = queries.at(-1);
    expect(lastQuery?.searchParams.get('query')).toBe(REGIONS_QUERY);
    expect(lastQuery?.searchParams.get('perspective')).toBe('drafts');

    const europe = englishRegions.find((r) => r.slug.current === 'europe') ?? englishRegions[0]!;
    const inRegion = await open<DocumentList>(item(list, europe._id));
    expect(inRegion.type).toBe('documentList');
    expect(inRegion.schemaTypeName).toBe('jurisdiction');
    // English only: translations are reached from their English document.
    expect(inRegion.options.filter).toBe('_type == "jurisdiction" && language == "en" && region._ref == $regionId');
    expect(inRegion.options.params).toEqual({ regionId: europe._id });
    // In the order of the region page's country cards (`order` of each jurisdiction).
    expect(inRegion.options.defaultOrdering).toEqual([{ field: 'order', direction: 'asc' }]);
    expect(inRegion.initialValueTemplates?.map((t) => [t.templateId, t.parameters])).toEqual([
      ['jurisdiction-in-region', { regionId: europe._id }],
    ]);

    const all = await open<DocumentList>(item(list, 'all-jurisdictions'));
    expect(all.options.filter).toBe('_type == "jurisdiction" && language == "en"');
    const byLanguage = await open<List>(item(list, 'jurisdictions-by-language'));
    expect(items(byLanguage).map((i) => i.id)).toEqual(LANGUAGES.map(({ code }) => `jurisdiction-${code}`));
  });

  it('every seeded jurisdiction is in the list of its region', async () => {
    const list = await open<List>(item(root, 'jurisdiction'));
    const regionIds = new Set(items(list).map((i) => i.id));
    const jurisdictions = seedDocuments.filter((d) => d._type === 'jurisdiction') as { region: { _ref: string } }[];
    expect(jurisdictions.length).toBeGreaterThan(0);
    for (const j of jurisdictions) expect(regionIds).toContain(j.region._ref);
  });

  it('groups Pricing items by customer type, then category in page order, sorted by order', async () => {
    const pricing = await open<List>(item(root, 'pricingItem'));
    expect(items(pricing).map((i) => [i.id, i.title])).toEqual([
      ['business', 'Business customers'],
      ['private', 'Private customers'],
    ]);
    const business = await open<List>(item(pricing, 'business'));
    expect(items(business).map((i) => i.title)).toEqual(['Company Formation', 'Employment', 'Corporate Governance', 'Contracts']);
    const privateList = await open<List>(item(pricing, 'private'));
    expect(items(privateList).map((i) => i.title)).toEqual(['Housing', 'Family', 'Everyday Legal']);

    for (const categoryItem of items(business)) {
      const documents = await open<DocumentList>(categoryItem);
      expect(documents.schemaTypeName).toBe('pricingItem');
      expect(documents.options.filter).toBe('_type == "pricingItem" && audience == $audience && category == $category');
      expect(documents.options.params).toEqual({ audience: 'business', category: categoryItem.title });
      expect(documents.options.defaultOrdering).toEqual([{ field: 'order', direction: 'asc' }]);
      expect(documents.initialValueTemplates?.[0]).toMatchObject({
        templateId: 'pricingItem-in-category',
        parameters: { audience: 'business', category: categoryItem.title },
      });
    }
  });

  it('every seeded pricing item falls into exactly one category list', async () => {
    const pricing = await open<List>(item(root, 'pricingItem'));
    const lists: DocumentList[] = [];
    for (const audience of items(pricing)) for (const c of items(await open<List>(audience))) lists.push(await open<DocumentList>(c));
    const pricingItems = seedDocuments.filter((d) => d._type === 'pricingItem') as { audience: string; category: string }[];
    expect(pricingItems.length).toBeGreaterThan(0);
    for (const p of pricingItems) {
      expect(lists.filter((l) => l.options.params?.audience === p.audience && l.options.params?.category === p.category)).toHaveLength(1);
    }
  });

  it('groups FAQs by topic with plain topic names, and shows hero slides and services per language in order', async () => {
    const faqs = await open<List>(item(root, 'faq'));
    expect(items(faqs).map((i) => i.title)).toEqual(['Legal services', 'Virtual office', 'General', 'All FAQs']);

    for (const type of ['heroSlide', 'service']) {
      const byLanguage = await open<List>(item(root, type));
      expect(items(byLanguage)[0]?.title).toBe('🇬🇧 English');
      expect(items(byLanguage)).toHaveLength(7);
      const english = await open<DocumentList>(items(byLanguage)[0]!);
      expect(english.options).toMatchObject({
        filter: '_type == $type && language == $language',
        params: { type, language: 'en' },
        defaultOrdering: [{ field: 'order', direction: 'asc' }],
      });
    }

    const regionList = await open<DocumentList>(item(root, 'region'));
    expect(regionList.options.defaultOrdering).toEqual([{ field: 'order', direction: 'asc' }]);
  });

  it('offers the list templates only inside their lists, not in the global Create menu', () => {
    const global = source.document.resolveNewDocumentOptions({ type: 'global' }).map((o) => o.templateId);
    expect(global).not.toContain('pricingItem-in-category');
    expect(global).not.toContain('jurisdiction-in-region');
    expect(global).not.toContain('siteSettings');
    expect(global).toContain('pricingItem');
    expect(global).not.toContain('redirect');
  });
});


/** A document's preview as the Studio lists it: the type's `select` paths, then `prepare`. */
function preview(doc: Record<string, unknown>): { title?: string; subtitle?: string } {
  const type = source.schema.get(doc._type as string) as { preview?: { select?: Record<string, string>; prepare?: (v: object) => object } };
  const get = (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);
  const selection = Object.fromEntries(Object.entries(type.preview?.select ?? {}).map(([key, path]) => [key, get(path)]));
  return (type.preview?.prepare ? type.preview.prepare(selection) : selection) as { title?: string; subtitle?: string };
}

const seedDoc = (id: string) => {
  const doc = seedDocuments.find((d) => d._id === id);
  if (!doc) throw new Error(`No seed document ${id}`);
  return doc as unknown as Record<string, unknown>;
};

describe('Studio previews', () => {
  it('show a country with its corporate tax and web address', () => {
    const denmark = seedDoc('jurisdiction-denmark');
    expect(preview(denmark)).toEqual({ title: 'Denmark', subtitle: 'Corporate tax 22% · /denmark' });
    expect(preview(seedDoc('jurisdiction-switzerland'))).toEqual({ title: 'Switzerland', subtitle: 'Corporate tax 11.9-21.6% · /switzerland' });
  });

  it('show a price in DKK with its VAT basis and category', () => {
    const business = seedDocuments.find((d) => d._type === 'pricingItem' && (d as { audience?: string }).audience === 'business' && !(d as { isFree?: boolean }).isFree);
    const privateItem = seedDocuments.find((d) => d._type === 'pricingItem' && (d as { audience?: string }).audience === 'private' && !(d as { isFree?: boolean }).isFree);
    expect(preview(business as never).subtitle).toMatch(/^(from )?DKK\s\d{1,3}(,\d{3})* excl\. VAT · (Company Formation|Employment|Corporate Governance|Contracts)$/);
    expect(preview(privateItem as never).subtitle).toMatch(/^(from )?DKK\s\d{1,3}(,\d{3})* incl\. VAT · (Housing|Family|Everyday Legal)$/);
    expect(preview({ _type: 'pricingItem', name: 'Will', isFree: true, category: 'Family', audience: 'private' }).subtitle).toBe('Free · Family');
  });

  it('name languages and FAQ topics in words', () => {
    expect(preview({ _type: 'siteSettings', companyName: 'Acme', language: 'da' }).subtitle).toBe('Site settings · Dansk');
    expect(preview({ _type: 'faq', question: 'What is a virtual office?', topic: 'virtual-office', language: 'en' }).subtitle).toBe('Virtual office');
    expect(preview({ _type: 'servicePage', title: 'Bank', slug: { current: 'banking' }, language: 'de' }).subtitle).toBe('/banking · Deutsch');
  });
});

describe('Studio tools', () => {
  it('include the Presentation tool, which enables draft mode and knows the pages of each document', () => {
    const presentation = source.tools.find((tool) => tool.name === 'presentation');
    expect(presentation?.options).toMatchObject({
      previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } },
      resolve: { locations },
    });
    expect(source.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['structure', 'presentation', 'vision']));
  });

  it('offer Translate from English on localized documents only when the site has a DeepL key, and sign in with a token the site can check', () => {
    const actionsOf = (machineTranslation: boolean, schemaType: string) => {
      const made = createStudioConfig({ projectId: 'p', dataset: 'd', machineTranslation });
      const resolve = made.document?.actions as unknown as (previous: never[], context: { schemaType: string }) => unknown[];
      return resolve([], { schemaType });
    };
    expect(actionsOf(true, 'jurisdiction')).toContain(TranslateFromEnglishAction);
    expect(actionsOf(true, 'faq')).toContain(TranslateFromEnglishAction);
    expect(actionsOf(true, 'redirect')).not.toContain(TranslateFromEnglishAction);
    expect(actionsOf(false, 'jurisdiction')).not.toContain(TranslateFromEnglishAction);
    expect(createStudioConfig({ projectId: 'p', dataset: 'd' }).auth).toEqual({ loginMethod: 'token' });
  });

  it('leave out the Releases tool: this project publishes without content releases or scheduled drafts', () => {
    // The tool's name whether it is titled "Releases" or "Scheduled Drafts".
    expect(source.tools.map((tool) => tool.name)).not.toContain('releases');
    expect(source.releases?.enabled).toBe(false);
  });

  it('lists, per language, the documents that lack a translation', async () => {
    const list = await open<List>(item(root, 'missing-translations'));
    expect(items(list).map((i) => i.id)).toEqual(['missing-da', 'missing-no', 'missing-sv', 'missing-de', 'missing-fr', 'missing-es']);
    const swedish = await open<DocumentList>(item(list, 'missing-sv'));
    expect(swedish.options.params).toMatchObject({ language: 'sv' });
    const missing = async (dataset: readonly object[]) => {
      const params = swedish.options.params as Record<string, unknown>;
      const value = await evaluate(parse(`*[${swedish.options.filter}]._id`, { params }), { dataset: dataset as object[], params });
      return value.get();
    };
    // A part of the seed, with the metadata documents (their ids name the English document):
    // groq-js evaluates the filter's subquery for every document, slow on all 800.
    const part = seedDocuments.filter((d) => /malta|denmark|virtual-office-1|company-formation/.test(d._id));
    expect(part.length).toBeGreaterThan(20);
    expect(await missing(part)).toEqual([]);
    // Take away a Swedish country and a Swedish FAQ: they are listed, the Danish ones are not.
    const dropped = part.filter((d) => !['jurisdiction-malta-sv', 'faq-virtual-office-1-sv', 'jurisdiction-denmark-da'].includes(d._id));
    expect(await missing(dropped)).toEqual(['jurisdiction-malta', 'faq-virtual-office-1']);
  });

  it('lists, per language, the translations whose English words changed since they were last edited', async () => {
    const list = await open<List>(item(root, 'behind-english'));
    expect(items(list).map((i) => i.id)).toEqual(['behind-da', 'behind-no', 'behind-sv', 'behind-de', 'behind-fr', 'behind-es']);
    const danish = await open<DocumentList>(item(list, 'behind-da'));
    const behind = async (dataset: readonly object[]) => {
      const params = danish.options.params as Record<string, unknown>;
      const value = await evaluate(parse(`*[${danish.options.filter}]._id`, { params }), { dataset: dataset as object[], params });
      return value.get();
    };
    const edited = (id: string, at: string) => (d: { _id: string }) => (d._id === id ? { ...d, _updatedAt: at } : d);
    const part = seedDocuments
      .filter((d) => /malta|denmark/.test(d._id))
      .map(edited('jurisdiction-denmark-da', '2026-11-20T10:00:00Z'))
      .map(edited('jurisdiction-malta-da', '2026-11-20T10:00:00Z'));
    expect(await behind(part)).toEqual([]);
    // English Denmark's words change on the 22nd: the Danish Denmark, edited on the 20th, is behind; Malta is not.
    const changed = part.map((d) => (d._id === 'jurisdiction-denmark' ? { ...d, wordsChangedAt: '2026-11-22T09:00:00Z' } : d));
    expect(await behind(changed)).toEqual(['jurisdiction-denmark-da']);
    // The translator brings it up to date on the 23rd.
    expect(await behind(changed.map(edited('jurisdiction-denmark-da', '2026-11-23T08:00:00Z')))).toEqual([]);
    // It opens as what it is, not as the metadata type its filter names first, and the list creates nothing.
    expect(danish.initialValueTemplates).toEqual([]);
    const opened = await (danish.child as ChildResolver)('jurisdiction-denmark-da', { index: 0, splitIndex: 0, path: [], parent: danish } as never);
    expect((opened as { serialize: () => { options: { id: string; type: string } } }).serialize().options).toMatchObject({ id: 'jurisdiction-denmark-da', type: 'jurisdiction' });
  });
});

