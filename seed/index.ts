import { faqs } from './documents/faqs';
import { heroImageAssets, heroSlides } from './documents/hero-slides';
import { homePage } from './documents/home-page';
import { pricingItems } from './documents/pricing-items';
import { regions } from './documents/regions';
import { services } from './documents/services';
import { siteSettings } from './documents/site-settings';
import { jurisdictions } from './jurisdictions';
import { servicePages } from './service-pages';
import type { AnySeedDocument } from './types';

export { faqs, heroImageAssets, heroSlides, homePage, jurisdictions, pricingItems, regions, servicePages, services, siteSettings };

/**
 * The whole content dataset as Sanity documents: the embedded content source queries it with
 * groq-js, and `npm run seed:export` writes it as NDJSON for `sanity dataset import`.
 */
export const seedDocuments: AnySeedDocument[] = [
  siteSettings,
  homePage,
  ...heroImageAssets,
  ...heroSlides,
  ...services,
  ...regions,
  ...jurisdictions,
  ...servicePages,
  ...faqs,
  ...pricingItems,
];
