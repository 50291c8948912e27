import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DANISH_PAGE_SLUG } from '@/lib/i18n/fallback';
import { LOCALES } from '@/lib/i18n/locales';
import { seedDocuments } from '@/seed';
import { ids } from '@/seed/ids';
import { placeholdersOf } from '@/lib/facts/fill';
import { figuresOf, translationStrings } from '@/lib/i18n/translation-strings';

// Every document of the translated types exists in every language, field by
// field, with the same figures as its English source, and no text is left in English but
// proper names, legal forms and codes. How they become documents linked by
// @sanity/document-internationalization, and how pages pick them: localized-content.test.ts.

/** The types translated in `seed/translations/<locale>/<type>.json`. */
const TYPES = ['jurisdiction', 'region', 'servicePage', 'faq', 'pricingItem'] as const;
/** The company-formation page is Danish in every locale (docs/requirements.md, §2 Company formation page). */
const UNTRANSLATED = new Set([ids.servicePage(DANISH_PAGE_SLUG)]);
/** Texts that are the same in English and in a translation: names, legal forms, a currency. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Australia', 'Austria', 'Business Bay', 'Central', 'Companies Registration Office (CRO)', 'Covent Garden', 'Dubai',
  'Empresa na Hora', 'Estonia', 'Euro (EUR)', 'Europe', 'France', 'GmbH', 'GmbH {capital_GmbH}, AG {capital_AG}', 'Hong Kong',
  'Japan', 'La Défense', 'London', 'Luxembourg', 'Luxembourg Business Registers (RCS)', 'Malta', 'Malta Business Registry (MBR)',
  'Mauritius', 'Midtown Manhattan', 'New York', 'New Zealand', 'Offshore', 'Paris', 'Portugal', 'Raffles Place', 'Singapore',
  'Unipessoal',
]);

/** A text without its fact placeholders (`{corporateTax}`), which are names, not words. */
const withoutFacts = (text: string) => text.replace(/\{\w+\}/g, '');

const english = seedDocuments.filter(
  (doc): doc is (typeof seedDocuments)[number] & { _id: string; _type: (typeof TYPES)[number] } =>
    'language' in doc && doc.language === 'en' && (TYPES as readonly string[]).includes(doc._type) && !UNTRANSLATED.has(doc._id),
);
const load = (locale: string, type: string) =>
  JSON.parse(readFileSync(resolve(__dirname, '../../seed/translations', locale, `${type}.json`), 'utf8')) as Record<string, Record<string, string>>;

describe.each(LOCALES.filter((locale) => locale !== 'en'))('seed translations into %s', (locale) => {
  const translations = Object.assign({}, ...TYPES.map((type) => load(locale, type))) as Record<string, Record<string, string>>;

  it('cover every English document of the translated types, and nothing else', () => {
    expect(english.length).toBe(90);
    expect(Object.keys(translations).sort()).toEqual(english.map((doc) => doc._id).sort());
  });

  it('translate exactly the fields of the English document, with the same figures and the same facts', () => {
    for (const doc of english) {
      const source = translationStrings(doc);
      const translated = translations[doc._id] ?? {};
      expect(Object.keys(translated).sort(), doc._id).toEqual(Object.keys(source).sort());
      for (const [path, text] of Object.entries(source)) {
        expect(translated[path]?.trim(), `${doc._id} ${path}`).toBeTruthy();
        expect(figuresOf(withoutFacts(translated[path] ?? '')).sort(), `${doc._id} ${path}: "${text}" -> "${translated[path]}"`).toEqual(figuresOf(withoutFacts(text)).sort());
        expect(placeholdersOf(translated[path] ?? '').sort(), `${doc._id} ${path}: the facts of "${text}"`).toEqual(placeholdersOf(text).sort());
      }
    }
  });

  it('leave no text in English but names, legal forms and codes', () => {
    const same = english.flatMap((doc) =>
      Object.entries(translationStrings(doc))
        .filter(([path, text]) => translations[doc._id]?.[path] === text && /[a-z]{4,}/i.test(withoutFacts(text)) && !SAME_IN_EVERY_LANGUAGE.has(text))
        .map(([path, text]) => `${doc._id} ${path}: ${text}`),
    );
    expect(same).toEqual([]);
  });
});
