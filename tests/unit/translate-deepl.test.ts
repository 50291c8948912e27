import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateDocument } from '../../lib/translate/deepl';
import { readDeeplConfig } from '../../lib/translate/env';
import { startLoopbackDeepl, type LoopbackDeepl } from '../../scripts/loopback/deepl';
import { norwayLikeDocument } from '../fixtures/translate-document';

let deepl: LoopbackDeepl;
beforeAll(async () => {
  deepl = await startLoopbackDeepl();
});
afterAll(async () => {
  await deepl.close();
});

/** Every `_key` in a value, in order. */
const keysOf = (value: unknown): string[] => JSON.stringify(value).match(/"_key":"[^"]*"/g) ?? [];

describe('machine translation through DeepL', () => {
  it('translates a Norway-like document into Swedish keeping keys, marks, links and placeholders', async () => {
    deepl.requests.length = 0;
    const config = readDeeplConfig({ DEEPL_API_KEY: 'loopback-key', DEEPL_SERVER_URL: deepl.url });
    if (!config) throw new Error('expected a configuration');
    const swedish = await translateDocument(norwayLikeDocument, 'sv', { config });

    const [request] = deepl.requests;
    expect(deepl.requests).toHaveLength(1);
    expect(request?.path).toBe('/v2/translate');
    expect(request?.authorization).toBe('DeepL-Auth-Key loopback-key');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.params.tag_handling).toEqual(['xml']);
    expect(request?.params.ignore_tags).toEqual(['x']);
    expect(request?.params.source_lang).toEqual(['en']);
    expect(request?.params.target_lang).toEqual(['sv']);
    expect(request?.params.text).toHaveLength(7);

    expect(swedish.language).toBe('sv');
    expect(swedish.name).toBe('[sv] Norway');
    expect(swedish.regionCardSummary).toBe('[sv] Form an AS[sv]  in {incorporationFastest}[sv]  with Meridian Corporate[sv] ; tax is 22%[sv] .');
    expect(keysOf(swedish)).toEqual(keysOf(norwayLikeDocument));
    expect(swedish.slug).toEqual(norwayLikeDocument.slug);
    expect(swedish.heroImage).toEqual(norwayLikeDocument.heroImage);
    expect(swedish.website).toBe(norwayLikeDocument.website);
    const [b1] = swedish.body;
    expect(b1?.markDefs).toEqual([{ _type: 'link', _key: 'l1', href: 'https://www.altinn.no/en/' }]);
    expect(b1?.children.map((span) => span.marks)).toEqual([[], ['strong'], ['l1'], []]);
    expect(b1?.children[2]?.text).toBe('[sv]  at Altinn in {incorporationFastest}[sv]  & pay 5,000[sv]  NOK');
  });

  it('maps Norwegian to DeepL\'s nb', async () => {
    deepl.requests.length = 0;
    await translateDocument({ title: 'Hello' }, 'no', { config: { apiKey: 'k', serverUrl: deepl.url } });
    expect(deepl.requests[0]?.params.target_lang).toEqual(['nb']);
  });

  it('throws naming the cause and returns nothing when DeepL refuses', async () => {
    deepl.failNext(456);
    await expect(translateDocument(norwayLikeDocument, 'sv', { config: { apiKey: 'k', serverUrl: deepl.url } })).rejects.toThrow(/Machine translation into sv \(DeepL sv\) failed: .*[Qq]uota/);
  });

  it('is off without DEEPL_API_KEY and refuses a malformed DEEPL_SERVER_URL, naming it without its password', () => {
    expect(readDeeplConfig({})).toBeNull();
    expect(() => readDeeplConfig({ DEEPL_API_KEY: 'k', DEEPL_SERVER_URL: 'deepl//user:hunter2@host' })).toThrow(/DEEPL_SERVER_URL.*user:\*\*\*@host/);
    expect(() => readDeeplConfig({ DEEPL_SERVER_URL: 'ftp://host' })).toThrow(/DEEPL_SERVER_URL/);
  });
});
