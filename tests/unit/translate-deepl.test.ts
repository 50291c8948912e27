import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateDocument } from '../../lib/translate/deepl';
import { glossaryName } from '../../lib/translate/glossary';
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

/** A key of its own, so glossaries and requests of one test are apart from another's. */
const newKey = () => `test-${randomUUID()}`;
/** The translate requests sent with `key`. */
const translateRequests = (key: string) => deepl.requests.filter((request) => request.path === '/v2/translate' && request.authorization === `DeepL-Auth-Key ${key}`);

/** Every `_key` in a value, in order. */
const keysOf = (value: unknown): string[] => JSON.stringify(value).match(/"_key":"[^"]*"/g) ?? [];

describe('machine translation through DeepL', () => {
  it('translates a Norway-like document into Swedish keeping keys, marks, links and placeholders', async () => {
    deepl.requests.length = 0;
    const config = readDeeplConfig({ DEEPL_API_KEY: 'loopback-key', DEEPL_SERVER_URL: deepl.url });
    if (!config) throw new Error('expected a configuration');
    const swedish = await translateDocument(norwayLikeDocument, 'sv', { config });

    const translations = translateRequests('loopback-key');
    const [request] = translations;
    expect(translations).toHaveLength(1);
    expect(request?.authorization).toBe('DeepL-Auth-Key loopback-key');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.params.tag_handling).toEqual(['xml']);
    expect(request?.params.ignore_tags).toEqual(['x']);
    expect(request?.params.source_lang).toEqual(['en']);
    expect(request?.params.target_lang).toEqual(['sv']);
    expect(request?.params.text).toHaveLength(7);
    // The glossary keeps company types and the brand; it needs the source language, sent above.
    expect(request?.params.glossary_id).toHaveLength(1);
    expect(request?.glossary).toBe(glossaryName('sv'));

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

  it('maps Norwegian to DeepL\'s nb, for the translation and its glossary', async () => {
    const key = newKey();
    await translateDocument({ title: 'Hello' }, 'no', { config: { apiKey: key, serverUrl: deepl.url } });
    expect(translateRequests(key)[0]?.params.target_lang).toEqual(['nb']);
    expect(translateRequests(key)[0]?.glossary).toBe(glossaryName('nb'));
  });

  it('asks DeepL nothing for a document without words to translate', async () => {
    const key = newKey();
    const document = { _id: 'x', language: 'en', slug: { current: 'x' }, rate: '22%' };
    expect(await translateDocument(document, 'da', { config: { apiKey: key, serverUrl: deepl.url } })).toEqual({ ...document, language: 'da' });
    expect(deepl.requests.filter((request) => request.authorization === `DeepL-Auth-Key ${key}`)).toEqual([]);
  });

  it('throws naming the cause and returns nothing when DeepL refuses', async () => {
    deepl.failNext(456);
    await expect(translateDocument(norwayLikeDocument, 'sv', { config: { apiKey: 'k', serverUrl: deepl.url } })).rejects.toThrow(/Machine translation into sv \(DeepL sv\) failed: .*[Qq]uota/);
  });

  it('tries a request that failed with a 5xx once more, and no more', async () => {
    const key = newKey();
    deepl.failNext(503, 2);
    await expect(translateDocument({ title: 'Hello' }, 'sv', { config: { apiKey: key, serverUrl: deepl.url } })).rejects.toThrow(/failed: Service unavailable/);
    expect(translateRequests(key)).toHaveLength(2);
  });

  it('gives up when DeepL does not answer within the time limit, saying so', async () => {
    const key = newKey();
    deepl.delayNext(2_000, 1);
    const started = Date.now();
    await expect(translateDocument({ title: 'Hello' }, 'sv', { config: { apiKey: key, serverUrl: deepl.url }, timeoutMs: 200 })).rejects.toThrow(
      'Machine translation into sv (DeepL sv) failed: DeepL did not answer within 0.2 s',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses a time limit that is not a positive number of milliseconds', async () => {
    await expect(translateDocument({ title: 'Hello' }, 'sv', { config: { apiKey: 'k', serverUrl: deepl.url }, timeoutMs: 0 })).rejects.toThrow(/timeoutMs/);
  });

  it('is off without DEEPL_API_KEY and refuses a malformed DEEPL_SERVER_URL, naming it without its password', () => {
    expect(readDeeplConfig({})).toBeNull();
    expect(() => readDeeplConfig({ DEEPL_API_KEY: 'k', DEEPL_SERVER_URL: 'deepl//user:hunter2@host' })).toThrow(/DEEPL_SERVER_URL.*user:\*\*\*@host/);
    expect(() => readDeeplConfig({ DEEPL_SERVER_URL: 'ftp://host' })).toThrow(/DEEPL_SERVER_URL/);
  });
});
