import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import * as queries from '@/lib/content/queries';
import { schemaTypes } from '@/schemas';
import { seedDocuments } from '@/seed';

// A picture is set once, on the English document, for every language.

type Doc = { _id: string; _type: string; language?: string; [field: string]: unknown };
/** The parts of a schema type or field definition read here. */
type Node = { name?: string; type?: string; fields?: Node[]; of?: Node[]; options?: { documentInternationalization?: { exclude?: boolean } }; hidden?: unknown };

const PICTURE_TYPES = new Set(['image', 'file']);
const named = new Map((schemaTypes as unknown as Node[]).map((type) => [type.name, type]));

/** Every image or file field under `node`, with its path (`[]` for array members), through nested and named object types. */
function pictureFields(node: Node, path: string[] = [], seen = new Set<string>()): { path: string[]; field: Node }[] {
  const found: { path: string[]; field: Node }[] = [];
  const visit = (field: Node, at: string[]) => {
    if (field.type && PICTURE_TYPES.has(field.type)) return found.push({ path: at, field });
    const type = field.type ? named.get(field.type) : undefined;
    if (type && field.type && !seen.has(field.type)) found.push(...pictureFields(type, at, new Set([...seen, field.type])));
    for (const inner of field.fields ?? []) visit(inner, [...at, inner.name ?? '?']);
    for (const member of field.of ?? []) visit(member, [...at, '[]']);
  };
  for (const field of node.fields ?? []) visit(field, [...path, field.name ?? '?']);
  return found;
}

const documentTypes = (schemaTypes as unknown as Node[]).filter((type) => type.type === 'document');
const pictures = documentTypes.flatMap((type) => pictureFields(type).map((found) => ({ type: type.name ?? '?', ...found })));

describe('every picture field is set in English only', () => {
  it('finds the pictures the schemas have today', () => {
    expect(pictures.map((p) => `${p.type}.${p.path.join('.')}`)).toEqual(expect.arrayContaining(['heroSlide.image', 'jurisdiction.seo.image', 'homePage.seo.image']));
  });

  it.each(pictures.map((p) => [`${p.type}.${p.path.join('.')}`, p.field] as const))('%s is hidden in translations and not copied into a new one', (_name, field) => {
    expect(field.options?.documentInternationalization?.exclude).toBe(true);
    expect(typeof field.hidden).toBe('function');
    const hidden = field.hidden as (context: { document: { language: string } }) => boolean;
    expect(hidden({ document: { language: 'da' } })).toBe(true);
    expect(hidden({ document: { language: 'en' } })).toBe(false);
  });

  it("the seed's translations carry no picture", () => {
    const withAsset = (value: unknown): boolean =>
      Array.isArray(value) ? value.some(withAsset) : !!value && typeof value === 'object' && ('asset' in value || Object.values(value).some(withAsset));
    const copies = (seedDocuments as Doc[]).filter((doc) => doc.language && doc.language !== 'en' && withAsset(doc)).map((doc) => doc._id);
    expect(copies).toEqual([]);
  });
});

describe('every query reads pictures from the English document', () => {
  const POISON = { _id: 'image-0000000000000000000000000000000000000bad-10x10-png', _type: 'sanity.imageAsset', url: 'https://cdn.sanity.io/images/p/d/0000000000000000000000000000000000000bad-10x10.png' };
  /** Figures no real crop or hotspot has, to find in a query's result. */
  const POISON_CROP = 0.0123456;
  const POISON_HOTSPOT = 0.0654321;
  const marks = [POISON.url, String(POISON_CROP), String(POISON_HOTSPOT)];
  /** `doc` with a picture, of the poison asset with its crop and hotspot, in each of its type's picture fields outside arrays. */
  const poisoned = (doc: Doc): Doc => {
    const copy = structuredClone(doc);
    for (const { path } of pictures.filter((p) => p.type === doc._type && !p.path.includes('[]'))) {
      let at = copy as Record<string, unknown>;
      for (const segment of path.slice(0, -1)) at = (at[segment] ??= {}) as Record<string, unknown>;
      at[path.at(-1) ?? '?'] = {
        _type: 'image',
        asset: { _type: 'reference', _ref: POISON._id },
        crop: { _type: 'sanity.imageCrop', top: POISON_CROP, bottom: 0, left: 0, right: 0 },
        hotspot: { _type: 'sanity.imageHotspot', x: POISON_HOTSPOT, y: 0.5, width: 0.1, height: 0.1 },
      };
    }
    return copy;
  };
  const queryList = (Object.entries(queries) as [string, unknown][]).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].endsWith('Query'));
  const PARAMS = [
    { locale: 'da', slug: 'denmark', slugs: ['denmark', 'cyprus'] },
    { locale: 'de', slug: 'europe', slugs: ['denmark', 'cyprus'] },
    { locale: 'fr', slug: 'banking', slugs: ['denmark', 'cyprus'] },
  ];
  const run = async (dataset: Doc[]) => {
    const source = createEmbeddedSource([...dataset, POISON]);
    const results: string[] = [];
    for (const [, query] of queryList) for (const params of PARAMS) results.push(JSON.stringify(await source.fetch(query as never, params as never)));
    return results.join('\n');
  };
  const seed = seedDocuments as Doc[];

  it(`of all ${14} queries, none shows a picture a translation holds`, async () => {
    expect(queryList).toHaveLength(14);
    const output = await run(seed.map((doc) => (doc.language && doc.language !== 'en' ? poisoned(doc) : doc)));
    for (const mark of marks) expect(output).not.toContain(mark);
  });

  it('and the check can fail: pictures put on the English documents do show', async () => {
    const output = await run(seed.map((doc) => (doc.language === 'en' ? poisoned(doc) : doc)));
    for (const mark of marks) expect(output).toContain(mark);
  });
});
