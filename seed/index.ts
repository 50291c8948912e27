import { faqs } from './documents/faqs';
import { heroImageAssets, heroSlideTranslations, heroSlides } from './documents/hero-slides';
import { homePage, homePageTranslations } from './documents/home-page';
import { pricingItems } from './documents/pricing-items';
import { privacyPolicy, privacyPolicyTranslations } from './documents/privacy-policy';
import { regions } from './documents/regions';
import { serviceTranslations, services } from './documents/services';
import { siteSettings, siteSettingsTranslations } from './documents/site-settings';
import { jurisdictions } from './jurisdictions';
import { scaleJurisdictions, scaleTotal } from './scale';
import { translatedDocuments, translationMetadata } from './i18n';
import { servicePages } from './service-pages';
import type { AnySeedDocument } from './types';

export {
  faqs,
  heroImageAssets,
  heroSlides,
  heroSlideTranslations,
  homePage,
  homePageTranslations,
  jurisdictions,
  pricingItems,
  privacyPolicy,
  privacyPolicyTranslations,
  regions,
  servicePages,
  services,
  serviceTranslations,
  siteSettings,
  siteSettingsTranslations,
};

/** The written documents: English, and the translations kept as whole documents (singletons, slides, services). */
const localizedDocuments: AnySeedDocument[] = [
  siteSettings,
  ...siteSettingsTranslations,
  homePage,
  ...homePageTranslations,
  privacyPolicy,
  ...privacyPolicyTranslations,
  ...heroImageAssets,
  ...heroSlides,
  ...heroSlideTranslations,
  ...services,
  ...serviceTranslations,
  ...regions,
  ...jurisdictions,
  ...servicePages,
  ...faqs,
  ...pricingItems,
];

/** The pages' documents translated from `seed/translations/`. */
const translations = translatedDocuments([...regions, ...jurisdictions, ...servicePages, ...faqs, ...pricingItems]);

/**
 * The whole content dataset as Sanity documents, with the `translation.metadata` documents that
 * link each document's language versions: the embedded content source queries it with groq-js,
 * and `npm run seed:export` writes it as NDJSON for `sanity dataset import`.
 */
export const seedDocuments: AnySeedDocument[] = withMetadata([
  ...localizedDocuments,
  ...translations,
  // `SEED_JURISDICTIONS=200`: copies of Denmark up to that many countries, to measure the site at the company's scale.
  ...(scaleJurisdictions(scaleTotal(process.env), jurisdictions, denmarkTemplate(), translations) as AnySeedDocument[]),
]);

/** `documents` and the `translation.metadata` documents that link their language versions. */
function withMetadata(documents: AnySeedDocument[]): AnySeedDocument[] {
  return [...documents, ...translationMetadata(documents.flatMap((doc) => ('language' in doc ? [doc] : [])))];
}

/** The country page the scale set copies. */
function denmarkTemplate() {
  const denmark = jurisdictions.find((doc) => doc.slug?.current === 'denmark');
  if (!denmark) throw new Error('Seed: the scale set copies Denmark, which is missing');
  return denmark;
}
