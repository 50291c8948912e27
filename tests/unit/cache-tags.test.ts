import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import {
  companyFactsQuery,
  comparePageQuery,
  homePageQuery,
  jurisdictionPageQuery,
  pageSlugsQuery,
  pricingPageQuery,
  privacyPolicyQuery,
  regionPageQuery,
  regionSlugsQuery,
  searchPageQuery,
  servicePageQuery,
  siteSettingsQuery,
  sitemapQuery,
} from '@/lib/content/queries';
import { CHANGE_FLAGS, missingFlags, tagsForChange, webhookChange, type FreshQuery, type WebhookChange } from '@/lib/content/revalidation';
import { queryTags } from '@/lib/content/tags';
import { WEBHOOK_FILTER, WEBHOOK_PROJECTION } from '@/lib/content/webhook-config.mjs';
import { seedDocuments } from '@/seed';

type Doc = { _id: string; _type: string; [field: string]: unknown };
type Params = Record<string, string | string[]>;

/** Each loader's query, with parameters that reach its references (links, FAQs, regions, facts), and the tags its loader gives it. */
const CASES: { name: string; query: string; params: Params; tags: string[] }[] = [
  { name: 'siteSettings', query: siteSettingsQuery, params: { locale: 'da' }, tags: queryTags.siteSettings() },
  { name: 'companyFacts', query: companyFactsQuery, params: {}, tags: queryTags.companyFacts() },
  { name: 'homePage', query: homePageQuery, params: { locale: 'da' }, tags: queryTags.homePage() },
  { name: 'servicePage', query: servicePageQuery, params: { locale: 'de', slug: 'legal-services' }, tags: queryTags.servicePage('legal-services') },
  { name: 'servicePage', query: servicePageQuery, params: { locale: 'en', slug: 'global-company-registration' }, tags: queryTags.servicePage('global-company-registration') },
  { name: 'jurisdictionPage', query: jurisdictionPageQuery, params: { locale: 'da', slug: 'denmark' }, tags: queryTags.jurisdictionPage('denmark') },
  { name: 'jurisdictionPage', query: jurisdictionPageQuery, params: { locale: 'en', slug: 'luxembourg' }, tags: queryTags.jurisdictionPage('luxembourg') },
  { name: 'regionPage', query: regionPageQuery, params: { locale: 'da', slug: 'europe' }, tags: queryTags.regionPage('europe') },
  { name: 'regionPage', query: regionPageQuery, params: { locale: 'en', slug: 'asia-pacific' }, tags: queryTags.regionPage('asia-pacific') },
  { name: 'pricingPage', query: pricingPageQuery, params: { locale: 'da' }, tags: queryTags.pricingPage() },
  { name: 'privacyPolicy', query: privacyPolicyQuery, params: { locale: 'de' }, tags: queryTags.privacyPolicy() },
  { name: 'comparePage', query: comparePageQuery, params: { locale: 'da', slugs: ['denmark', 'cyprus'] }, tags: queryTags.comparePage(['denmark', 'cyprus']) },
  { name: 'searchPage', query: searchPageQuery, params: { locale: 'da' }, tags: queryTags.searchPage() },
  { name: 'sitemap', query: sitemapQuery, params: {}, tags: queryTags.sitemap() },
  { name: 'pageSlugs', query: pageSlugsQuery, params: {}, tags: queryTags.pageSlugs() },
  { name: 'regionSlugs', query: regionSlugsQuery, params: {}, tags: queryTags.regionSlugs() },
];

/** Image assets never change under an id (a new image is a new asset); publishing the document that uses one is what counts. */
const assets = (seedDocuments as Doc[]).filter((doc) => doc._type === 'sanity.imageAsset');
/**
 * The documents in the languages the cases read, and those without a language (translation
 * metadata): what a publish expires does not depend on how many languages exist, and three of
 * seven make the search for dependencies take a third of the time.
 */
const LANGUAGES = new Set(['en', 'da', 'de', undefined]);
const documents = (seedDocuments as Doc[]).filter((doc) => doc._type !== 'sanity.imageAsset' && LANGUAGES.has(doc.language as string | undefined));
const baseSource = createEmbeddedSource([...documents, ...assets]);

const result = async (query: string, params: Params, dataset: readonly Doc[]) =>
  JSON.stringify(await createEmbeddedSource([...dataset, ...assets]).fetch(query, params));

/**
 * The documents whose removal changes the query's result, found by removing groups (one type,
 * then halves) and looking inside a group only when removing it changes something: about 150
 * evaluations a query instead of 800. A dependency could hide only behind another whose removal
 * cancels its effect, which no query here allows (each document adds to or decides the result).
 */
async function dependencies(query: string, params: Params, base: string): Promise<Doc[]> {
  const found: Doc[] = [];
  const search = async (group: Doc[]): Promise<void> => {
    const removed = new Set(group);
    if ((await result(query, params, documents.filter((doc) => !removed.has(doc)))) === base) return;
    if (group.length === 1) {
      found.push(group[0]!);
      return;
    }
    const half = Math.ceil(group.length / 2);
    await search(group.slice(0, half));
    await search(group.slice(half));
  };
  const byType = Map.groupBy(documents, (doc) => doc._type);
  for (const group of byType.values()) await search(group);
  return found;
}

/** The webhook's body for a change of one document, projected as Sanity (and the loopback lake) does. */
const MATCH = parse(`*[_id == $id && (${WEBHOOK_FILTER})][0]${WEBHOOK_PROJECTION}`, { mode: 'delta' });
async function webhookBody(before: Doc | null, after: Doc | null) {
  const doc = (after ?? before)!;
  const body: unknown = await (await evaluate(MATCH, { dataset: [doc], params: { id: doc._id }, before, after })).get();
  expect(body, `${doc._id} (${doc._type}) is not in the webhook's filter`).not.toBeNull();
  return webhookChange.parse(body);
}

/**
 * The tags the webhook route expires for a change, its lookup run on the content after it
 * (`datasetAfter`; omitted for a change that keeps every id, slug and reference, whose lookup
 * answers as on the unchanged content). Kept per change: the queries share documents.
 */
const expiredByChange = new Map<string, Promise<string[]>>();
function expired(change: string, before: Doc | null, after: Doc | null, datasetAfter?: readonly Doc[]): Promise<string[]> {
  const key = `${change} ${(after ?? before)!._id}`;
  let tags = expiredByChange.get(key);
  if (!tags) {
    const source = datasetAfter ? createEmbeddedSource([...datasetAfter, ...assets]) : baseSource;
    tags = webhookBody(before, after).then((body) => tagsForChange(body, (query, params) => source.fetch(query, params)));
    expiredByChange.set(key, tags);
  }
  return tags;
}

/** Fields that lists show; the webhook's `listed` says when one of them changed. */
const LISTED = new Set(['slug', 'name', 'title', 'order', 'region', 'countryCode', 'language']);
const PAGE_TYPES = new Set(['jurisdiction', 'region', 'servicePage']);

/** Every word, number and flag of a document changed, keeping ids, references, keys, types and (for pages) the listed fields. */
function editWords(doc: Doc): Doc {
  const edit = (value: unknown, key: string, top: boolean): unknown => {
    if (key === '_id' || key === '_type' || key === '_ref' || key === '_key' || key === '_weak') return value;
    if (top && PAGE_TYPES.has(doc._type) && LISTED.has(key)) return value;
    if (typeof value === 'string') return `${value} (edited)`;
    if (typeof value === 'number') return value + 1;
    if (typeof value === 'boolean') return !value;
    if (Array.isArray(value)) return value.map((item) => edit(item, '', false));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, edit(v, k, false)]));
    return value;
  };
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, edit(value, key, true)])) as Doc;
}

/** A page document renamed, moved in its lists and given a new slug. */
function editListed(doc: Doc): Doc {
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  return {
    ...doc,
    ...(typeof doc.name === 'string' ? { name: `${doc.name} (renamed)` } : {}),
    ...(typeof doc.title === 'string' ? { title: `${doc.title} (renamed)` } : {}),
    ...(typeof doc.order === 'number' ? { order: doc.order + 100 } : {}),
    ...(slug ? { slug: { _type: 'slug', current: `${slug}-moved` } } : {}),
  };
}

const overlaps = (tags: string[], wanted: string[]) => tags.some((tag) => wanted.includes(tag));

describe('a publish expires every query whose result it changes', () => {
  for (const { name, query, params, tags } of CASES) {
    it(`${name} ${JSON.stringify(params)}`, async () => {
      const base = await result(query, params, documents);
      const found = await dependencies(query, params, base);
      // The check itself must see something: every query reads at least one document.
      expect(found.length).toBeGreaterThan(0);
      const missed: string[] = [];
      for (const doc of found) {
        if (!overlaps(await expired('delete', doc, null, documents.filter((other) => other !== doc)), tags)) missed.push(`delete ${doc._id}`);
        if (!overlaps(await expired('create', null, doc), tags)) missed.push(`create ${doc._id}`);
        for (const [kind, edited, changesLookup] of [
          ['edit words of', editWords(doc), false],
          ['rename, reorder, move', editListed(doc), true],
        ] as const) {
          const after = documents.map((other) => (other === doc ? edited : other));
          // Evaluated only when the change's tags miss the query's: whether the result changes then decides.
          if (overlaps(await expired(kind, doc, edited, changesLookup ? after : undefined), tags)) continue;
          if ((await result(query, params, after)) !== base) missed.push(`${kind} ${doc._id}`);
        }
      }
      expect(missed, `documents read: ${found.map((doc) => doc._id).join(', ')}`).toEqual([]);
    }, 120_000);
  }

  it('a country moved to another region expires both regions', async () => {
    const denmark = documents.find((doc) => doc._id === 'jurisdiction-denmark')!;
    const asia = documents.find((doc) => doc._type === 'region' && (doc.slug as { current: string }).current === 'asia-pacific')!;
    const moved = { ...denmark, region: { _type: 'reference', _ref: asia._id } };
    const tags = await expired('move', denmark, moved, documents.map((doc) => (doc === denmark ? moved : doc)));
    expect(tags).toEqual(expect.arrayContaining(['jurisdiction:denmark', 'region:europe', 'region:asia-pacific', 'list:jurisdiction']));
  });

  it('a change to a country\'s heading expires its pages only, not its region, the lists or other countries', async () => {
    const denmark = documents.find((doc) => doc._id === 'jurisdiction-denmark')!;
    const edited = { ...denmark, hero: { ...(denmark.hero as object), heading: 'A new heading' } };
    const tags = await expired('new heading', denmark, edited);
    expect(tags).toContain('jurisdiction:denmark');
    expect(tags.filter((tag) => tag.startsWith('region:') || tag.startsWith('list:') || tag === 'siteSettings' || tag.startsWith('jurisdiction:norway'))).toEqual([]);
    const summary = await expired('new card summary', denmark, { ...denmark, regionCardSummary: 'A new summary' });
    expect(summary).toContain('region:europe');
  });

  it('a change to any one field of a country expires its region whenever the region page shows it', async () => {
    const countries = documents.filter((doc) => doc._type === 'jurisdiction' && (doc.slug as { current: string }).current === 'denmark');
    expect(countries.map((doc) => doc.language).sort()).toEqual(['da', 'de', 'en']);
    const europe = [
      { locale: 'da', tags: queryTags.regionPage('europe') },
      { locale: 'en', tags: queryTags.regionPage('europe') },
    ];
    const missed: string[] = [];
    const spared: string[] = [];
    for (const doc of countries) {
      for (const field of Object.keys(doc)) {
        if (field.startsWith('_') || LISTED.has(field)) continue;
        const edited = { ...doc, [field]: editWords({ _id: doc._id, _type: 'edit', [field]: doc[field] })[field] };
        const tags = await expired(`edit ${field} of`, doc, edited);
        for (const { locale, tags: wanted } of europe) {
          if (overlaps(tags, wanted)) continue;
          spared.push(`${doc._id} ${field}`);
          const after = documents.map((other) => (other === doc ? edited : other));
          if ((await result(regionPageQuery, { locale, slug: 'europe' }, after)) !== (await result(regionPageQuery, { locale, slug: 'europe' }, documents))) missed.push(`${doc._id} ${field} (${locale})`);
        }
      }
    }
    expect(missed).toEqual([]);
    // The check must spare something: a heading or FAQ change leaves the region's pages alone.
    expect(spared.some((edit) => edit.endsWith(' hero'))).toBe(true);
  }, 120_000);
});

describe('webhook flags fail closed', () => {
  const change = (flags: Partial<Record<(typeof CHANGE_FLAGS)[number], boolean>>, type = 'jurisdiction'): WebhookChange => ({
    _type: type,
    _id: type === 'jurisdiction' ? 'jurisdiction-norway' : type === 'servicePage' ? 'servicePage-banking' : 'siteSettings',
    slug: type === 'jurisdiction' ? 'norway' : type === 'servicePage' ? 'banking' : null,
    regions: ['region-europe'],
    ...flags,
  });
  // The lookup as the content answers it: a country in Europe, referenced by the home page.
  const lookup: FreshQuery = async () => ({
    documents: [{ _type: 'jurisdiction', slug: 'norway', region: 'europe' }],
    referencers: [{ _type: 'homePage', slug: null }],
    regions: ['europe'],
  });
  const allFalse = { listed: false, facts: false, card: false, companyFacts: false };
  const withoutFlag = (flag: (typeof CHANGE_FLAGS)[number]) => Object.fromEntries(Object.entries(allFalse).filter(([key]) => key !== flag));

  for (const flag of CHANGE_FLAGS) {
    for (const type of ['jurisdiction', 'servicePage', 'siteSettings']) {
      it(`a ${type} body without ${flag} expires at least what one with ${flag}: true does`, async () => {
        const others = withoutFlag(flag);
        const without = await tagsForChange(change(others, type), lookup);
        const withTrue = await tagsForChange(change({ ...allFalse, [flag]: true }, type), lookup);
        expect(without).toEqual(expect.arrayContaining(withTrue));
        expect(missingFlags(change(others, type))).toEqual([flag]);
      });
    }
  }

  it('a new country sent without listed reaches the lists (the sitemap), as the projection would send it', async () => {
    const others = withoutFlag('listed');
    expect(await tagsForChange(change(others), lookup)).toContain('list:jurisdiction');
    expect(await tagsForChange(change(allFalse), lookup)).not.toContain('list:jurisdiction');
  });
});
