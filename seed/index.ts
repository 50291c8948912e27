import { faqs } from './documents/faqs';
import { heroImageAssets, heroSlideTranslations, heroSlides } from './documents/hero-slides';
import { homePage, homePageTranslations } from './documents/home-page';
import { pricingItems } from './documents/pricing-items';
import { privacyPolicy, privacyPolicyTranslations } from './documents/privacy-policy';
import { regions } from './documents/regions';
import { serviceTranslations, services } from './documents/services';
import { siteSettings, siteSettingsTranslations } from './documents/site-settings';
import { jurisdictions } from './jurisdictions';
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

/**
 * The whole content dataset as Sanity documents: the embedded content source queries it with
 * groq-js, and `npm run seed:export` writes it as NDJSON for `sanity dataset import`.
 */
export const seedDocuments: AnySeedDocument[] = [
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
