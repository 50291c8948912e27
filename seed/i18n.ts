import { comparisonWords } from '../lib/facts/jurisdiction';
import { DANISH_PAGE_SLUG } from '../lib/i18n/fallback';
import { LOCALES, type Locale } from '../lib/i18n/locales';
import { ids } from './ids';
import { applyTranslationStrings } from '../lib/i18n/translation-strings';
import { seedTranslations, STRING_TRANSLATED_TYPES } from './translations';
import type { SeedTranslationMetadata } from './types';

type LocalizedSeedDocument = { _id: string; _type: string; language?: string | null };

/** Spec §2: the company-formation page is written in Danish and shown as it is in every locale. */
const NOT_TRANSLATED = new Set([ids.servicePage(DANISH_PAGE_SLUG)]);

/**
 * The translations of the English `documents` whose types are kept as strings by path
 * (`seed/translations/<locale>/<type>.json`): copies of each English document with the texts
 * replaced and `language` set, without the figures of a jurisdiction's `comparison` or of an
 * office package (the site reads them from the English document), references included (a translated service page refers to the
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
        // Figures stay in the English document only (issue 23): every language reads them from there.
        if ('comparison' in translated) return { ...translated, comparison: comparisonWords(translated.comparison as never) };
        return 'sections' in translated && Array.isArray(translated.sections) ? { ...translated, sections: translated.sections.map(withoutOfficeFacts) } : translated;
      }),
  );
}

const OFFICE_FACT_FIELDS = new Set(['priceGbp', 'activation']);

/** An office packages section without its packages' prices and activation times, which every language reads from English. */
function withoutOfficeFacts<S>(section: S): S {
  const packages = (section as { _type?: string; packages?: Record<string, unknown>[] }).packages;
  if ((section as { _type?: string })._type !== 'officePackagesSection' || !packages) return section;
  return { ...section, packages: packages.map((pkg) => Object.fromEntries(Object.entries(pkg).filter(([key]) => !OFFICE_FACT_FIELDS.has(key)))) };
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
