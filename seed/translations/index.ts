import type { Locale } from '../../lib/i18n/locales';
import daFaq from './da/faq.json' with { type: 'json' };
import daJurisdiction from './da/jurisdiction.json' with { type: 'json' };
import daPricingItem from './da/pricingItem.json' with { type: 'json' };
import daRegion from './da/region.json' with { type: 'json' };
import daServicePage from './da/servicePage.json' with { type: 'json' };
import deFaq from './de/faq.json' with { type: 'json' };
import deJurisdiction from './de/jurisdiction.json' with { type: 'json' };
import dePricingItem from './de/pricingItem.json' with { type: 'json' };
import deRegion from './de/region.json' with { type: 'json' };
import deServicePage from './de/servicePage.json' with { type: 'json' };
import esFaq from './es/faq.json' with { type: 'json' };
import esJurisdiction from './es/jurisdiction.json' with { type: 'json' };
import esPricingItem from './es/pricingItem.json' with { type: 'json' };
import esRegion from './es/region.json' with { type: 'json' };
import esServicePage from './es/servicePage.json' with { type: 'json' };
import frFaq from './fr/faq.json' with { type: 'json' };
import frJurisdiction from './fr/jurisdiction.json' with { type: 'json' };
import frPricingItem from './fr/pricingItem.json' with { type: 'json' };
import frRegion from './fr/region.json' with { type: 'json' };
import frServicePage from './fr/servicePage.json' with { type: 'json' };
import noFaq from './no/faq.json' with { type: 'json' };
import noJurisdiction from './no/jurisdiction.json' with { type: 'json' };
import noPricingItem from './no/pricingItem.json' with { type: 'json' };
import noRegion from './no/region.json' with { type: 'json' };
import noServicePage from './no/servicePage.json' with { type: 'json' };
import svFaq from './sv/faq.json' with { type: 'json' };
import svJurisdiction from './sv/jurisdiction.json' with { type: 'json' };
import svPricingItem from './sv/pricingItem.json' with { type: 'json' };
import svRegion from './sv/region.json' with { type: 'json' };
import svServicePage from './sv/servicePage.json' with { type: 'json' };

/** Texts of one document by path (`lib/i18n/translation-strings.ts`), keyed by the English document's `_id`. */
export type TranslationStrings = Record<string, Record<string, string>>;

/** The document types whose translations are kept as strings by path. */
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
