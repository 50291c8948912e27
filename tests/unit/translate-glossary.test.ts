import { randomUUID } from 'node:crypto';
import { GlossaryEntries, Translator, type GlossaryInfo } from 'deepl-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateDocument } from '../../lib/translate/deepl';
import type { DeeplConfig } from '../../lib/translate/env';
import { glossaryEntries } from '../../lib/translate/figures';
import { ensureGlossary, glossaryName, glossaryTsv, type GlossaryClient } from '../../lib/translate/glossary';
import { startLoopbackDeepl, type DeeplRequest, type LoopbackDeepl } from '../../scripts/loopback/deepl';

let deepl: LoopbackDeepl;
beforeAll(async () => {
  deepl = await startLoopbackDeepl();
});
afterAll(async () => {
  await deepl.close();
});

// Each test has an account of its own: the loopback keeps glossaries per key, as DeepL per
// account, and the process keeps glossary ids per key, so no test sees another's.
const newConfig = (): DeeplConfig => ({ apiKey: `test-${randomUUID()}`, serverUrl: deepl.url });
const sentWith = (config: DeeplConfig) => deepl.requests.filter((request) => request.authorization === `DeepL-Auth-Key ${config.apiKey}`);
const glossaryRequests = (config: DeeplConfig) => sentWith(config).filter((request) => request.path.startsWith('/v2/glossaries'));
const translateRequests = (config: DeeplConfig) => sentWith(config).filter((request) => request.path === '/v2/translate');
const describeRequest = (request: DeeplRequest) => `${request.method} ${request.path}`;
const translator = (config: DeeplConfig) => new Translator(config.apiKey, { serverUrl: config.serverUrl, sendPlatformInfo: false, maxRetries: 1 });

describe('the glossary of each target language', () => {
  it('is made once per target language in the account and reused, every translation sent with it from English', async () => {
    const config = newConfig();
    await translateDocument({ title: 'Hello' }, 'sv', { config });
    expect(glossaryRequests(config).map(describeRequest)).toEqual(['GET /v2/glossaries', 'POST /v2/glossaries']);
    const [, create] = glossaryRequests(config);
    expect(create?.params).toMatchObject({ name: [glossaryName('sv')], source_lang: ['en'], target_lang: ['sv'], entries_format: ['tsv'], entries: [glossaryTsv()] });

    await translateDocument({ title: 'Goodbye' }, 'sv', { config });
    expect(glossaryRequests(config)).toHaveLength(2);
    const [first, second] = translateRequests(config);
    expect(first?.params.glossary_id).toHaveLength(1);
    expect(second?.params.glossary_id).toEqual(first?.params.glossary_id);
    for (const request of [first, second]) {
      expect(request?.params.source_lang).toEqual(['en']);
      expect(request?.glossary).toBe(glossaryName('sv'));
    }

    await translateDocument({ title: 'Hello' }, 'da', { config });
    expect(glossaryRequests(config).map(describeRequest)).toEqual(['GET /v2/glossaries', 'POST /v2/glossaries', 'GET /v2/glossaries', 'POST /v2/glossaries']);
    expect(glossaryRequests(config)[3]?.params.target_lang).toEqual(['da']);
    expect(translateRequests(config)[2]?.glossary).toBe(glossaryName('da'));
  });

  it('is looked up once for translations that start at the same time', async () => {
    const config = newConfig();
    const client = translator(config);
    const [a, b, id] = await Promise.all([
      translateDocument({ title: 'One' }, 'de', { config }),
      translateDocument({ title: 'Two' }, 'de', { config }),
      ensureGlossary(client, 'de', config),
    ]);
    expect([a.title, b.title]).toEqual(['[de] One', '[de] Two']);
    expect(glossaryRequests(config).map(describeRequest)).toEqual(['GET /v2/glossaries', 'POST /v2/glossaries']);
    expect(translateRequests(config).map((request) => request.params.glossary_id)).toEqual([[id], [id]]);
  });

  it('is found by its name when the account already has it, not made again', async () => {
    const config = newConfig();
    const made = await translator(config).createGlossary(glossaryName('fr'), 'en', 'fr', new GlossaryEntries({ tsv: glossaryTsv() }));
    // Another language's glossary and a glossary of an older list of entries are not it.
    await translator(config).createGlossary(glossaryName('es'), 'en', 'es', new GlossaryEntries({ tsv: glossaryTsv() }));
    await translator(config).createGlossary(glossaryName('fr', [['Meridian', 'Meridian']]), 'en', 'fr', new GlossaryEntries({ tsv: 'Meridian\tMeridian' }));
    deepl.requests.length = 0;

    await translateDocument({ title: 'Hello' }, 'fr', { config });
    expect(glossaryRequests(config).map(describeRequest)).toEqual(['GET /v2/glossaries']);
    expect(translateRequests(config)[0]?.params.glossary_id).toEqual([made.glossaryId]);
  });

  it('fails the translation naming the glossary, the step and DeepL\'s error when it cannot be made, and is tried again next time', async () => {
    const config = newConfig();
    deepl.failNext(456, 1, { method: 'POST', path: '/v2/glossaries' });
    const failed = translateDocument({ title: 'Hello' }, 'es', { config });
    await expect(failed).rejects.toThrow(
      new RegExp(`^Machine translation into es \\(DeepL es\\) failed: DeepL glossary ${glossaryName('es')} \\(en→es\\): creating it failed: Quota`),
    );
    expect(translateRequests(config)).toEqual([]);

    expect((await translateDocument({ title: 'Hello' }, 'es', { config })).title).toBe('[es] Hello');
    expect(glossaryRequests(config).map(describeRequest)).toEqual(['GET /v2/glossaries', 'POST /v2/glossaries', 'GET /v2/glossaries', 'POST /v2/glossaries']);
  });

  it('is looked up again after DeepL says it no longer knows it (deleted from the account)', async () => {
    const config = newConfig();
    await translateDocument({ title: 'Hello' }, 'sv', { config });
    const [old] = translateRequests(config)[0]?.params.glossary_id ?? [];
    await translator(config).deleteGlossary(old ?? '');

    await expect(translateDocument({ title: 'Hello' }, 'sv', { config })).rejects.toThrow(/failed: .*Glossary not found/);
    expect((await translateDocument({ title: 'Hello' }, 'sv', { config })).title).toBe('[sv] Hello');
    const ids = translateRequests(config).map((request) => request.params.glossary_id?.[0]);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(old);
    expect(ids[2]).not.toBe(old);
  });

  it('waits until DeepL says a new glossary can be used', async () => {
    const config = newConfig();
    const info = (ready: boolean): GlossaryInfo => ({ glossaryId: 'g1', name: glossaryName('sv'), ready, sourceLang: 'en', targetLang: 'sv', creationTime: new Date(), entryCount: glossaryEntries().length });
    const checks: string[] = [];
    const client: GlossaryClient = {
      listGlossaries: async () => [],
      createGlossary: async () => info(false),
      getGlossary: async (id) => {
        checks.push(id);
        return info(checks.length === 2);
      },
    };
    expect(await ensureGlossary(client, 'sv', config)).toBe('g1');
    expect(checks).toEqual(['g1', 'g1']);
  });

  it('is named after its target and its entries, whatever their order, and refuses terms DeepL would', () => {
    const entries = glossaryEntries();
    expect(glossaryName('sv')).toMatch(/^meridian-figures-sv-[0-9a-f]{12}$/);
    expect(glossaryName('sv', [...entries].reverse())).toBe(glossaryName('sv'));
    expect(glossaryName('da')).toBe(glossaryName('sv').replace('-sv-', '-da-'));
    expect(glossaryName('sv', [...entries, ['Meridian Group', 'Meridian Group']])).not.toBe(glossaryName('sv'));
    expect(glossaryTsv([['A/S', 'A/S'], ['ApS', 'ApS']])).toBe('A/S\tA/S\nApS\tApS');

    expect(() => glossaryTsv([['Ap\tS', 'ApS']])).toThrow(/"Ap\\tS".*control character/);
    expect(() => glossaryTsv([['ApS', 'Ap\nS']])).toThrow(/control character/);
    expect(() => glossaryTsv([['ApS ', 'ApS']])).toThrow(/whitespace/);
    expect(() => glossaryTsv([['', 'ApS']])).toThrow(/empty/);
    expect(() => glossaryTsv([['ApS', 'ApS'], ['ApS', 'ApS']])).toThrow(/"ApS" comes twice/);
  });
});
