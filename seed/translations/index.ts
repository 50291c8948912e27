import type { Locale } from '../../lib/i18n/locales';
import daFaq from './da/faq.json';
import daJurisdiction from './da/jurisdiction.json';
import daPricingItem from './da/pricingItem.json';
import daRegion from './da/region.json';
import daServicePage from './da/servicePage.json';
import deFaq from './de/faq.json';
import deJurisdiction from './de/jurisdiction.json';
import dePricingItem from './de/pricingItem.json';
import deRegion from './de/region.json';
import deServicePage from './de/servicePage.json';
import esFaq from './es/faq.json';
import esJurisdiction from './es/jurisdiction.json';
import esPricingItem from './es/pricingItem.json';
import esRegion from './es/region.json';
import esServicePage from './es/servicePage.json';
import frFaq from './fr/faq.json';
import frJurisdiction from './fr/jurisdiction.json';
import frPricingItem from './fr/pricingItem.json';
import frRegion from './fr/region.json';
import frServicePage from './fr/servicePage.json';
import noFaq from './no/faq.json';
import noJurisdiction from './no/jurisdiction.json';
import noPricingItem from './no/pricingItem.json';
import noRegion from './no/region.json';
import noServicePage from './no/servicePage.json';
import svFaq from './sv/faq.json';
import svJurisdiction from './sv/jurisdiction.json';
import svPricingItem from './sv/pricingItem.json';
import svRegion from './sv/region.json';
import svServicePage from './sv/servicePage.json';

/** Texts of one document by path (`seed/translation-strings.ts`), keyed by the English document's `_id`. */
export type TranslationStrings = Record<string, Record<string, string>>;

/** The document types whose translations are kept as strings by path (issue 14, part 2). */
export const STRING_TRANSLATED_TYPES = ['jurisdiction', 'region', 'servicePage', 'faq', 'pricingItem'] as const;

/**
 * The translated texts of the seed, per locale and document type, as the translators wrote them
 * in `seed/translations/<locale>/<type>.json`. Imported (not read from disk) so the embedded
 * content source works wherever Next bundles it.
 */
export const seedTranslations: Record<Exclude<Locale, 'en'>, Record<(typeof STRING_TRANSLATED_TYPES)[number], TranslationStrings>> = {
  da: { jurisdiction: daJurisdiction, region: daRegion, servicePage: daServicePage, faq: daFaq, pricingItem: daPricingItem },
  no: { jurisdiction: noJurisdiction, region: noRegion, servicePage: noServicePage, faq: noFaq, pricingItem: noPricingItem },
  sv: { jurisdiction: svJurisdiction, region: svRegion, servicePage: svServicePage, faq: svFaq, pricingItem: svPricingItem },
  de: { jurisdiction: deJurisdiction, region: deRegion, servicePage: deServicePage, faq: deFaq, pricingItem: dePricingItem },
  fr: { jurisdiction: frJurisdiction, region: frRegion, servicePage: frServicePage, faq: frFaq, pricingItem: frPricingItem },
  es: { jurisdiction: esJurisdiction, region: esRegion, servicePage: esServicePage, faq: esFaq, pricingItem: esPricingItem },
};
