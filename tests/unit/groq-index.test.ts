import { evaluate, evaluateSync, parse, toJS } from 'groq-js';
import { describe, expect, it, vi } from 'vitest';
import { createGroqIndex } from '@/lib/content/groq-index';
import * as queries from '@/lib/content/queries';

// The embedded source's index gives groq-js's own answers, faster.

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

/** groq-js alone as its documentation shows it (`evaluate`, then `get()`): the answer the index must give. */
async function reference(dataset: unknown[], query: string, params: Params) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

function indexed(dataset: unknown[]) {
  const index = createGroqIndex(dataset);
  return (query: string, params: Params) => toJS(evaluateSync(index.optimize(parse(query, { params })), { dataset, params, dereference: index.dereference }));
}

describe('the embedded source’s index', () => {
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

describe('the index answers exactly as groq-js, on unusual valid input too', () => {
  // groq-js binds each `$param` into the parsed tree as `{ type: 'Value', value }`, so a
  // parameter's value sits among the syntax nodes the index rewrites.
  it('keeps parameter values as data, even when they look like a GROQ syntax tree', async () => {
    const dataset = [
      { _id: 'a', _type: 't', language: 'da' },
      { _id: 'b', _type: 't', language: 'en' },
    ];
    const filter = parse('*[_type == "t" && language == "da"]');
    const run = indexed(dataset);
    for (const value of [filter, { type: 'Filter' }, { type: 'Filter', base: { type: 'Everything' } }, [filter], { nested: { deeper: filter } }]) {
      for (const query of ['$v', '*[_type == "t"]{ _id, "v": $v }', '{ "v": $v, "ids": *[_type == "t" && language == "da"]._id }']) {
        const params = { v: value };
        expect(run(query, params), `${query} ${JSON.stringify(value)}`).toEqual(await reference(dataset, query, params));
      }
    }
  });

  it('answers a `_ref` that spells one of its own lookups as groq-js does: by `_id`, finding nothing', async () => {
    // The index's first lookup is `_id`'s (`*[_id == "d"]`); this is how its `_ref` for "a" was spelled.
    const forged = '\u0000lookup\u00000\u0000a';
    const dataset = [
      { _id: 'a', _type: 't' },
      { _id: 'd', _type: 'holder', ref: { _ref: forged } },
    ];
    const run = indexed(dataset);
    for (const [query, params] of [
      ['*[_id == "d"][0].ref->', {}],
      ['*[_id == "d"][0]{ "fromDocument": ref->, "fromParameter": { "_ref": $r }-> }', { r: forged }],
    ] as const) {
      expect(run(query, params), query).toEqual(await reference(dataset, query, params));
    }
  });

  it('skips a dataset entry that is not a document (null, a number, a string) as groq-js does', async () => {
    const dataset = [null, { _id: 'a', _type: 't', ref: { _ref: 'b' }, language: 'da' }, 1, 'b', { _id: 'b', _type: 't', language: 'da' }, [{ _id: 'c' }], true];
    const run = indexed(dataset);
    for (const query of ['*', 'count(*)', '*[_type == "t" && language == "da"]._id', '*[_id == "a"][0].ref->_id', '*[@ == "b"]', '{ "_ref": "c" }->', '*[_type == "t"]{ _id, "same": *[language == ^.language && _id != ^._id]._id }']) {
      expect(run(query, {}), query).toEqual(await reference(dataset, query, {}));
    }
  });
});
