import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { walkDocument } from '../../lib/translate/walk';
import { fakeTranslation } from '../../scripts/loopback/deepl';
import { MACHINE_TRANSLATED_FILTER, machineTranslatedDraft, machineTranslationChange, wordsFingerprint } from '../../studio/machine-translation-mark';
import { norwayLikeDocument } from '../fixtures/translate-document';

/** Norway as the loopback DeepL translates it into Swedish. */
function translatedNorway() {
  const walk = walkDocument(norwayLikeDocument);
  return { ...walk.apply(walk.texts.map((text) => fakeTranslation(text, 'sv', ['x']))), language: 'sv' } as Record<string, unknown>;
}

describe('the mark of a machine-translated draft', () => {
  it('makes a draft under the translation\u2019s id, type and language, without English\u2019s own fields, marked with a fingerprint of its words', () => {
    const english = { ...norwayLikeDocument, wordsChangedAt: '2026-11-20T10:00:00Z', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-11-20T10:00:00Z' };
    const draft = machineTranslatedDraft({ ...translatedNorway(), wordsChangedAt: english.wordsChangedAt }, { id: 'jurisdiction-norway-sv', type: 'jurisdiction', language: 'sv' }, 'rev-en-1', '2026-11-29T12:00:00.000Z');
    expect(draft._id).toBe('drafts.jurisdiction-norway-sv');
    expect(draft.language).toBe('sv');
    expect(draft).not.toHaveProperty('wordsChangedAt');
    expect(draft).not.toHaveProperty('_rev');
    expect(draft.slug).toEqual(norwayLikeDocument.slug);
    expect(draft.machineTranslation).toMatchObject({ _type: 'machineTranslation', engine: 'DeepL', translatedAt: '2026-11-29T12:00:00.000Z', englishRevision: 'rev-en-1' });
    expect(machineTranslationChange(draft), 'the draft as written keeps its mark').toBeNull();
  });

  it('keeps the mark when fields move or system fields change, and takes it off at the first change of a text', () => {
    const draft = machineTranslatedDraft(translatedNorway(), { id: 'jurisdiction-norway-sv', type: 'jurisdiction', language: 'sv' }, 'rev-en-1', '2026-11-29T12:00:00.000Z');
    const reordered = Object.fromEntries(Object.entries({ ...draft, _rev: 'r2', _updatedAt: '2026-11-29T12:00:01Z' }).reverse());
    expect(machineTranslationChange(reordered)).toBeNull();
    expect(machineTranslationChange({ ...draft, name: 'Norge' })).toBe('unset');
    const body = structuredClone(draft.body) as { children: { text: string }[] }[];
    body[0]!.children[1]!.text = 'företag';
    expect(machineTranslationChange({ ...draft, body })).toBe('unset');
    expect(machineTranslationChange({ ...draft, machineTranslation: undefined })).toBeNull();
    expect(wordsFingerprint({ a: 'x' })).not.toBe(wordsFingerprint({ a: 'y' }));
  });

  it('lists a translation while it carries the mark, draft or published, in its language only', async () => {
    const dataset = [
      { _id: 'jurisdiction-norway-sv', _type: 'jurisdiction', language: 'sv' },
      { _id: 'drafts.jurisdiction-norway-sv', _type: 'jurisdiction', language: 'sv', machineTranslation: { engine: 'DeepL' } },
      { _id: 'jurisdiction-malta-sv', _type: 'jurisdiction', language: 'sv' },
      { _id: 'jurisdiction-norway-da', _type: 'jurisdiction', language: 'da', machineTranslation: { engine: 'DeepL' } },
      { _id: 'faq-1-sv', _type: 'faq', language: 'sv', machineTranslation: { engine: 'DeepL' } },
    ];
    const params = { types: ['jurisdiction', 'faq'], language: 'sv' };
    const listed = await (await evaluate(parse(`*[${MACHINE_TRANSLATED_FILTER}]._id`, { params }), { dataset, params })).get();
    expect(listed).toEqual(['drafts.jurisdiction-norway-sv', 'faq-1-sv']);
  });
});
