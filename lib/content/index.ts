import { cache } from 'react';
import type { Locale } from '../i18n/locales';
import { createEmbeddedSource } from './embedded-source';
import { readSanityConfig } from './env';
import {
  homePageQuery,
  jurisdictionPageQuery,
  pageSlugsQuery,
  pricingPageQuery,
  regionPageQuery,
  regionSlugsQuery,
  servicePageQuery,
  siteSettingsQuery,
} from './queries';
import type {
  HomePageQueryResult,
  JurisdictionPageQueryResult,
  PageSlugsQueryResult,
  PricingPageQueryResult,
  RegionPageQueryResult,
  RegionSlugsQueryResult,
  ServicePageQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';
import { createSanitySource } from './sanity-source';
import type { ContentSource } from './source';

/**
 * Page data for the routes in `app/`: one loader per page template, each running one GROQ
 * query of `queries.ts` against the configured content source. Loaders are memoised per
 * request with React's `cache`, so metadata and page share one query.
 */

const embedded = createEmbeddedSource();

/** The configured source: Sanity when `NEXT_PUBLIC_SANITY_PROJECT_ID` is set, else the seed. */
export const contentSource: ContentSource = (() => {
  const config = readSanityConfig();
  return config ? createSanitySource(config) : embedded;
})();

/** Site settings for header, footer and contact details; throws when the dataset has none. */
export const getSiteSettings = cache(async (locale: Locale): Promise<NonNullable<SiteSettingsQueryResult>> => {
  const settings = await contentSource.fetch<SiteSettingsQueryResult>(siteSettingsQuery, { locale }, { tags: ['siteSettings'] });
  if (!settings) throw new Error(`No siteSettings document in content source ${contentSource.name}`);
  return settings;
});

/**
 * The home page. Empty slide or service lists fall back to the built-in seed documents
 * (spec §3: Paris, Dubai, Singapore slides; four built-in services).
 */
export const getHomePage = cache(async (locale: Locale): Promise<HomePageQueryResult> => {
  const home = await contentSource.fetch<HomePageQueryResult>(homePageQuery, { locale }, { tags: ['homePage', 'heroSlide', 'service'] });
  if (home.slides.length > 0 && home.services.length > 0 && home.page) return home;
  const builtIn = await embedded.fetch<HomePageQueryResult>(homePageQuery, { locale });
  return {
    page: home.page ?? builtIn.page,
    slides: home.slides.length > 0 ? home.slides : builtIn.slides,
    services: home.services.length > 0 ? home.services : builtIn.services,
  };
});

/** A section-built page by slug, or `null` when there is none. */
export const getServicePage = cache(
  (locale: Locale, slug: string): Promise<ServicePageQueryResult> =>
    contentSource.fetch<ServicePageQueryResult>(servicePageQuery, { locale, slug }, { tags: ['servicePage', 'faq'] }),
);

/** A country page by slug, or `null`. */
export const getJurisdictionPage = cache(
  (locale: Locale, slug: string): Promise<JurisdictionPageQueryResult> =>
    contentSource.fetch<JurisdictionPageQueryResult>(jurisdictionPageQuery, { locale, slug }, { tags: ['jurisdiction'] }),
);

/** A region page by slug, or `null`. */
export const getRegionPage = cache(
  (locale: Locale, slug: string): Promise<RegionPageQueryResult> =>
    contentSource.fetch<RegionPageQueryResult>(regionPageQuery, { locale, slug }, { tags: ['region'] }),
);

/** The pricing page texts and all pricing items in page order. */
export const getPricingPage = cache(
  (locale: Locale): Promise<PricingPageQueryResult> =>
    contentSource.fetch<PricingPageQueryResult>(pricingPageQuery, { locale }, { tags: ['pricingItem', 'servicePage'] }),
);

/** Slugs of every page rendered by the `[slug]` route segment, with their document type. */
export const getPageSlugs = cache(
  (): Promise<PageSlugsQueryResult> => contentSource.fetch<PageSlugsQueryResult>(pageSlugsQuery, {}, { tags: ['servicePage', 'jurisdiction'] }),
);

/** Slugs of every region page. */
export const getRegionSlugs = cache(
  (): Promise<RegionSlugsQueryResult> => contentSource.fetch<RegionSlugsQueryResult>(regionSlugsQuery, {}, { tags: ['region'] }),
);
