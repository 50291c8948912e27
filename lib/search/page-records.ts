import pLimit from 'p-limit';
import {
  getComparePage,
  getHomePage,
  getJurisdictionPage,
  getPricingPage,
  getPrivacyPolicy,
  getRegionPage,
  getServicePage,
  getSiteSettings,
  withFreshContent,
} from '../content';
import { readRetentionDays } from '../config/enquiry-rules';
import { LOCALES, type Locale } from '../i18n/locales';
import { readMessages, type Messages } from '../i18n/messages';
import { localizedPath } from '../seo/metadata';
import { sitemapPages, type SitemapPage } from '../seo/sitemap-pages';
import type { SearchRecord } from './record';
import { searchRecord, type SearchPageData } from './records';
import type { AbsentPage } from './store';

/** The search page lists and finds pages; it is none to find. */
const SEARCH_PATH = '/search';

/** Slugs of service pages that have a route of their own, and the kind of page it renders. */
const OWN_ROUTES = { '/contact': 'contact', '/pricing': 'pricing', '/company-formation': 'formation' } as const;

/** How many pages are read at once: the Content Lake's round trips overlap, up to the source's own limit (`SANITY_MAX_CONCURRENT_QUERIES`, 8). */
const CONCURRENCY = 8;

/**
 * What the route of `page` loads in `locale`, with the same loaders (`app/[locale]/…/page.tsx`),
 * or `null` when it would answer 404.
 */
async function loadPage(page: SitemapPage, locale: Locale): Promise<SearchPageData | null> {
  const slug = page.path.slice(page.path.lastIndexOf('/') + 1);
  switch (page.type) {
    case 'home':
      return { kind: 'home', home: await getHomePage(locale) };
    case 'privacy': {
      const policy = await getPrivacyPolicy(locale);
      return policy && { kind: 'privacy', policy };
    }
    case 'compare':
      return { kind: 'compare', data: await getComparePage(locale, []) };
    case 'region': {
      const region = await getRegionPage(locale, slug);
      return region && { kind: 'region', page: region };
    }
    case 'search':
      return null;
  }
  return loadSlugPage(page.path, slug, locale);
}

/** A path of a service page or country: its own route (contact, pricing, company formation), else `[slug]`'s. */
async function loadSlugPage(path: string, slug: string, locale: Locale): Promise<SearchPageData | null> {
  const own = OWN_ROUTES[path as keyof typeof OWN_ROUTES];
  if (own === 'pricing') {
    const { page, items } = await getPricingPage(locale);
    return page && { kind: 'pricing', page, items };
  }
  if (own === 'contact') {
    const [page, settings] = await Promise.all([getServicePage(locale, slug), getSiteSettings(locale)]);
    return page && { kind: 'contact', page, settings };
  }
  if (own === 'formation') {
    const page = await getServicePage(locale, slug);
    return page && { kind: 'formation', page };
  }
  // As `[slug]` asks: a country by this slug first, then a service page.
  const country = await getJurisdictionPage(locale, slug);
  if (country) return { kind: 'jurisdiction', page: country };
  const page = await getServicePage(locale, slug);
  return page && { kind: 'service', page };
}

/**
 * The search records of pages, read from the content source as it is now (past Next's data
 * cache, `withFreshContent`): each path in each locale the sitemap serves it in
 * (`lib/seo/sitemap-pages.ts`), loaded as its route loads it and made into a record
 * (`./records.ts`). `/search` has none. Pages are read {@link CONCURRENCY} at a time.
 * @param paths - paths without locale (`/`, `/denmark`, `/global-registration/europe`); every
 *   page of the sitemap when omitted
 * @returns `records` in the order of `paths`, then of `LOCALES`; `absent` the public path
 *   (`/da/denmark`) and locale of each requested page that has no page in that locale (a
 *   deleted document, a translation removed, a path that is no page), whose rows go
 * @throws the content source's error; nothing is returned then
 */
export function readSearchRecords(paths?: readonly string[]): Promise<{ records: SearchRecord[]; absent: AbsentPage[] }> {
  return withFreshContent(async () => {
    const pages = (await sitemapPages()).filter((page) => page.path !== SEARCH_PATH);
    const byPath = new Map(pages.map((page) => [page.path, page]));
    const retentionDays = readRetentionDays();
    const messages = Object.fromEntries(LOCALES.map((locale) => [locale, readMessages(locale)])) as Record<Locale, Messages>;
    const limit = pLimit(CONCURRENCY);
    const wanted = paths ? [...new Set(paths)] : pages.map((page) => page.path);
    const read = wanted.flatMap((path) =>
      LOCALES.map(async (locale) => {
        const page = byPath.get(path);
        const data = page?.locales.includes(locale) ? await limit(() => loadPage(page, locale)) : null;
        const publicPath = localizedPath(locale, path);
        if (!data) return { absent: { path: publicPath, locale } };
        return { record: searchRecord(publicPath, data, { locale, messages: messages[locale], retentionDays }) };
      }),
    );
    const results = await Promise.all(read);
    return {
      records: results.flatMap((result) => (result.record ? [result.record] : [])),
      absent: results.flatMap((result) => (result.absent ? [result.absent] : [])),
    };
  });
}
