import { GlossaryEntries, Translator } from 'deepl-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackDeepl, type LoopbackDeepl } from '../../scripts/loopback/deepl';

let deepl: LoopbackDeepl;
beforeAll(async () => {
  deepl = await startLoopbackDeepl();
});
afterAll(async () => {
  await deepl.close();
});

const translator = (key: string) => new Translator(key, { serverUrl: deepl.url, sendPlatformInfo: false, maxRetries: 1 });
/** A request to the loopback as deepl-node would send it, or without a key. */
const send = (method: string, path: string, form?: Record<string, string>, key: string | null = 'loopback-key') =>
  fetch(`${deepl.url}${path}`, {
    method,
    headers: { ...(key ? { authorization: `DeepL-Auth-Key ${key}` } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });

describe('the loopback DeepL', () => {
  it('keeps glossaries per key as DeepL keeps them per account: create, list, get, entries, delete', async () => {
    const mine = translator('glossary-owner');
    const made = await mine.createGlossary('test-glossary', 'en', 'sv', new GlossaryEntries({ tsv: 'Hello\tHej\nA/S\tA/S' }));
    expect(made).toMatchObject({ name: 'test-glossary', ready: true, sourceLang: 'en', targetLang: 'sv', entryCount: 2 });
    expect(made.glossaryId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await mine.listGlossaries()).map((info) => info.glossaryId)).toEqual([made.glossaryId]);
    expect((await mine.getGlossary(made.glossaryId)).name).toBe('test-glossary');
    expect((await mine.getGlossaryEntries(made.glossaryId)).entries()).toEqual({ Hello: 'Hej', 'A/S': 'A/S' });

    const other = translator('someone-else');
    expect(await other.listGlossaries()).toEqual([]);
    await expect(other.getGlossary(made.glossaryId)).rejects.toThrow(/Glossary not found/);

    await mine.deleteGlossary(made.glossaryId);
    expect(await mine.listGlossaries()).toEqual([]);
    await expect(mine.getGlossary(made.glossaryId)).rejects.toThrow(/Glossary not found/);
  });

  it('refuses glossaries DeepL refuses: entries without one tab, a source term twice, a pair it does not support', async () => {
    const create = (entries: string, target = 'sv') => send('POST', '/v2/glossaries', { name: 'g', source_lang: 'en', target_lang: target, entries_format: 'tsv', entries });
    expect((await create('Hello')).status).toBe(400);
    expect((await create('a\tb\tc')).status).toBe(400);
    expect((await create('Hello\tHej\nHello\tHallå')).status).toBe(400);
    expect((await create(' Hello\tHej')).status).toBe(400);
    expect((await create('Hello\tHello', 'th')).status).toBe(400);
    const created = await create('Hello\tHej\n\n');
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'g', ready: true, source_lang: 'en', target_lang: 'sv', entry_count: 1 });
  });

  it('translates with a glossary as DeepL does, recording it, and refuses an unknown one or one without source_lang', async () => {
    const key = 'glossary-user';
    const made = await translator(key).createGlossary('greetings', 'en', 'sv', new GlossaryEntries({ tsv: 'Hello\tHej' }));
    deepl.requests.length = 0;
    const [result] = await translator(key).translateText(['Hello <x>Hello</x> Othello'], 'en', 'sv', { tagHandling: 'xml', ignoreTags: ['x'], glossary: made.glossaryId });
    expect(result?.text).toBe('[sv] Hej <x>Hello</x>[sv]  Othello');
    expect(deepl.requests[0]?.glossary).toBe('greetings');

    const translate = (form: Record<string, string>) => send('POST', '/v2/translate', { text: 'Hello', target_lang: 'sv', ...form }, key);
    expect((await translate({ glossary_id: made.glossaryId })).status).toBe(400);
    expect((await translate({ glossary_id: made.glossaryId, source_lang: 'en', target_lang: 'da' })).status).toBe(400);
    expect((await translate({ glossary_id: '00000000-0000-4000-8000-000000000000', source_lang: 'en' })).status).toBe(404);
    expect((await send('POST', '/v2/translate', { text: 'Hello', target_lang: 'sv', source_lang: 'en', glossary_id: made.glossaryId }, 'another-key')).status).toBe(404);
  });

  it('lets another process read the requests without the key, and fail or delay the next ones', async () => {
    await send('DELETE', '/__loopback/requests', undefined, null);
    await send('POST', '/v2/translate', { text: 'Hello', target_lang: 'da' }, 'secret-key');
    await send('GET', '/v2/glossaries', undefined, null);
    const read = await send('GET', '/__loopback/requests', undefined, null);
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(text).not.toContain('secret-key');
    expect(JSON.parse(text)).toEqual({
      requests: [
        { method: 'POST', path: '/v2/translate', hasAuthorization: true, contentType: 'application/x-www-form-urlencoded', params: { text: ['Hello'], target_lang: ['da'] } },
        { method: 'GET', path: '/v2/glossaries', hasAuthorization: false, params: {} },
      ],
    });

    expect((await send('POST', '/__loopback/fail?status=456&count=1', undefined, null)).status).toBe(200);
    await expect(translator('k').translateText('Hello', 'en', 'da')).rejects.toThrow(/Quota/);
    expect((await translator('k').translateText('Hello', 'en', 'da')).text).toBe('[da] Hello');
    expect((await send('POST', '/__loopback/fail?status=503&count=1&path=/v2/glossaries&method=GET', undefined, null)).status).toBe(200);
    await expect(translator('k').listGlossaries()).rejects.toThrow(/Service unavailable/);

    expect((await send('POST', '/__loopback/delay?ms=150&count=1', undefined, null)).status).toBe(200);
    const started = Date.now();
    await translator('k').translateText('Hello', 'en', 'da');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    expect((await send('POST', '/__loopback/fail?status=99', undefined, null)).status).toBe(400);
    expect((await send('POST', '/__loopback/delay?ms=soon', undefined, null)).status).toBe(400);
    expect((await send('GET', '/__loopback/fail', undefined, null)).status).toBe(404);
    // Its own routes are not among the requests.
    const paths = ((await (await send('GET', '/__loopback/requests', undefined, null)).json()) as { requests: { path: string }[] }).requests.map((request) => request.path);
    expect(paths.filter((path) => path.startsWith('/__loopback'))).toEqual([]);
    expect((await send('DELETE', '/__loopback/requests', undefined, null)).status).toBe(204);
    expect(deepl.requests).toEqual([]);
  });
});
