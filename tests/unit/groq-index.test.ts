import { evaluateSync, parse, toJS } from 'groq-js';
import { describe, expect, it, vi } from 'vitest';
import { createGroqIndex } from '@/lib/content/groq-index';
import * as queries from '@/lib/content/queries';

// Issue 26, part 2: the embedded source's index gives groq-js's own answers, faster.

type Params = Record<string, unknown>;

/** Every page query with the parameters the routes give it. */
const CASES: [keyof typeof queries, Params][] = [
  ['siteSettingsQuery', { locale: 'da' }],
  ['homePageQuery', { locale: 'de' }],
  ['pageSlugsQuery', {}],
  ['regionSlugsQuery', {}],
  ['servicePageQuery', { locale: 'sv', slug: 'company-registration' }],
  ['servicePageQuery', { locale: 'fr', slug: 'virtual-office' }],
  ['jurisdictionPageQuery', { locale: 'da', slug: 'denmark' }],
  ['jurisdictionPageQuery', { locale: 'es', slug: 'no-such-country' }],
  ['regionPageQuery', { locale: 'da', slug: 'europe' }],
  ['regionPageQuery', { locale: 'no', slug: 'financial-companies' }],
  ['pricingPageQuery', { locale: 'da' }],
  ['privacyPolicyQuery', { locale: 'fr' }],
  ['comparePageQuery', { locale: 'de', slugs: ['cyprus', 'denmark'] }],
  ['searchPageQuery', { locale: 'sv' }],
  ['sitemapQuery', {}],
  ['companyFactsQuery', { locale: 'en' }],
];

/** groq-js alone, scanning. */
const plain = (dataset: object[], query: string, params: Params) => toJS(evaluateSync(parse(query, { params }), { dataset, params }));

function indexed(dataset: object[]) {
  const index = createGroqIndex(dataset);
  return (query: string, params: Params) => toJS(evaluateSync(index.optimize(parse(query, { params })), { dataset, params, dereference: index.dereference }));
}

describe('the embedded source’s index (issue 26, part 2)', () => {
  it('answers every page query as groq-js does without it, on the seed', async () => {
    const { seedDocuments } = await import('@/seed');
    const dataset = seedDocuments as object[];
    const run = indexed(dataset);
    for (const [name, params] of CASES) {
      const query = queries[name] as string;
      expect(run(query, params), `${name} ${JSON.stringify(params)}`).toEqual(plain(dataset, query, params));
    }
  });

  it('answers them alike at 200 jurisdictions too, where the scans took up to 1.7 s', async () => {
    vi.resetModules();
    vi.stubEnv('SEED_JURISDICTIONS', '200');
    const { seedDocuments } = await import('@/seed');
    vi.unstubAllEnvs();
    const dataset = seedDocuments as object[];
    expect(dataset.length).toBeGreaterThan(2000);
    const run = indexed(dataset);
    for (const [name, params] of CASES.filter(([name]) => ['regionPageQuery', 'comparePageQuery', 'jurisdictionPageQuery'].includes(name))) {
      const query = queries[name] as string;
      expect(run(query, params), `${name} ${JSON.stringify(params)}`).toEqual(plain(dataset, query, params));
    }
  }, 60_000);

  it('keeps GROQ’s equality at the edges: non-string keys scan, `in` reads each array value, order is the dataset’s', () => {
    const dataset = [
      { _id: 'a', _type: 't', n: 1, tags: ['x', 'y'], slug: { current: 's' } },
      { _id: 'b', _type: 't', n: '1', tags: ['y'] },
      { _id: 'c', _type: 'u', tags: 'y' },
      { _id: 'd', _type: 't', slug: { current: 's' } },
    ];
    const run = indexed(dataset);
    for (const [query, params] of [
      ['*[_type == "t" && n == $n]._id', { n: 1 }],
      ['*[_type == "t" && n == $n]._id', { n: '1' }],
      ['*["y" in tags]._id', {}],
      ['*[_type == "t" && slug.current == $s]._id', { s: 's' }],
      ['*[_type == "t" && slug.current == $s]._id', { s: null }],
      ['*[_type == "t"]{ "same": *[_type == "t" && slug.current == ^.slug.current && _id != ^._id]._id }', {}],
      ['*[_id == "b"][0]{ "r": *[_type == $t][0]._id }', { t: 'u' }],
    ] as const) {
      expect(run(query, params), query).toEqual(plain(dataset, query, params));
    }
    expect(run('*[_type == "t" && slug.current == $s]._id', { s: 's' })).toEqual(['a', 'd']);
  });

  it('leaves the parsed tree it is given as it was', () => {
    const index = createGroqIndex([]);
    const tree = parse('*[_type == "t" && language == $l]', { params: { l: 'da' } });
    const before = JSON.stringify(tree);
    expect(JSON.stringify(index.optimize(tree))).not.toBe(before);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
