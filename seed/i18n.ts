import { comparisonWords } from '../lib/facts/jurisdiction';
import { DANISH_PAGE_SLUG } from '../lib/i18n/fallback';
import { LOCALES, type Locale } from '../lib/i18n/locales';
import { ids } from './ids';
import { applyTranslationStrings } from '../lib/i18n/translation-strings';
import { seedTranslations, STRING_TRANSLATED_TYPES } from './translations';
import type { SeedTranslationMetadata } from './types';

type LocalizedSeedDocument = { _id: string; _type: string; language?: string | null };

/** The company-formation page is written in Danish and shown as it is in every locale (docs/requirements.md, §2 Company formation page). */
const NOT_TRANSLATED = new Set([ids.servicePage(DANISH_PAGE_SLUG)]);

/**
 * The translations of the English `documents` whose types are kept as strings by path
 * (`seed/translations/<locale>/<type>.json`): copies of each English document with the texts
 * replaced and `language` set, without the figures of a jurisdiction's `comparison`, a region's
 * `facts`, an office package or a process step (the site reads them from the English document), references included (a translated service page refers to the
 * English FAQs, as a translation made with the Studio's "create translation" action would; the
 * queries resolve each FAQ in the page's locale).
 * @throws when a translation is missing for a document, or names a path the document lacks.
 */
export function translatedDocuments<T extends LocalizedSeedDocument>(documents: readonly T[]): T[] {
  return LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en').flatMap((locale) =>
    documents
      .filter((doc) => doc.language === 'en' && !NOT_TRANSLATED.has(doc._id))
      .map((doc) => {
        const type = doc._type as (typeof STRING_TRANSLATED_TYPES)[number];
        const strings = seedTranslations[locale][type]?.[doc._id];
        if (!strings) throw new Error(`Seed: no ${locale} translation of ${doc._id} in seed/translations/${locale}/${type}.json`);
        const translated = { ...applyTranslationStrings(doc, strings), _id: ids.translation(doc._id, locale), language: locale };
        // Figures stay in the English document only: every language reads them from there.
        const words = withoutFactFields(translated._type === 'region' ? (Object.fromEntries(Object.entries(translated).filter(([key]) => key !== 'facts')) as typeof translated) : translated);
        return 'comparison' in words ? { ...words, comparison: comparisonWords(words.comparison as never) } : words;
      }),
  );
}

/** Fact fields of objects inside documents, by object type: set on the English document only. */
const FACT_FIELDS: Record<string, readonly string[]> = { officePackage: ['priceGbp', 'activation'], processStep: ['duration'] };

/** `value` without the {@link FACT_FIELDS} of the objects in it. */
function withoutFactFields<V>(value: V): V {
  if (Array.isArray(value)) return value.map(withoutFactFields) as V;
  if (!value || typeof value !== 'object') return value;
  const facts = FACT_FIELDS[(value as { _type?: string })._type ?? ''] ?? [];
  return Object.fromEntries(Object.entries(value).filter(([key]) => !facts.includes(key)).map(([key, item]) => [key, withoutFactFields(item)])) as V;
}

/**
 * One `translation.metadata` document per English document that has translations, linking all
 * its language versions the way `@sanity/document-internationalization` does (an
 * internationalized array of weak references, one per language), so the Studio's language menu
 * and the site's queries find them. Weak, as the plugin is configured (`weakReferences`), so an
 * editor can delete one language version without editing the metadata first.
 */
export function translationMetadata(documents: readonly LocalizedSeedDocument[]): SeedTranslationMetadata[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  return documents
    .filter((doc) => doc.language === 'en')
    .flatMap((source) => {
      const versions = LOCALES.flatMap((locale) => {
        const doc = locale === 'en' ? source : byId.get(ids.translation(source._id, locale));
        return doc && doc.language === locale && doc._type === source._type ? [{ locale, doc }] : [];
      });
      if (versions.length < 2) return [];
      return [
        {
          _id: ids.translationMetadata(source._id),
          _type: 'translation.metadata' as const,
          schemaTypes: [source._type],
          translations: versions.map(({ locale, doc }) => ({
            _key: locale,
            _type: 'internationalizedArrayReferenceValue' as const,
            language: locale,
            value: { _type: 'reference' as const, _ref: doc._id, _weak: true },
          })),
        },
      ];
    });
}
