import { getSitemapPages } from '../content';
import { DANISH_PAGE_SLUG, existingLocales } from '../i18n/fallback';
import { LOCALES, type Locale } from '../i18n/locales';

/** What a page of the sitemap is: the document type behind it, or the page without one. */
export type SitemapPageType = 'home' | 'privacy' | 'compare' | 'search' | 'servicePage' | 'jurisdiction' | 'region';

/** One page of the sitemap. */
export type SitemapPage = {
  /** The path without locale: `/`, `/denmark`, `/global-registration/europe`. */
  path: string;
  type: SitemapPageType;
  /** The languages of the page's main document, for its hreflang alternates; `null` for a page in every locale. */
  languages: readonly (string | null)[] | null;
  /** The locales the page is served in, in the order of `LOCALES`. */
  locales: Locale[];
};

/**
 * Every page of the site in the locales it exists in: the sitemap lists these, and the site
 * search indexes them (`lib/search/page-records.ts`), so the two never disagree. A page whose
 * main document has no Danish version has no Danish entry. The comparison and search pages have
 * no main document, and the company-formation page is Danish by design (docs/requirements.md, §2) with its form
 * in the visitor's language: these exist in every locale. Order: home, privacy, comparison,
 * search, then service pages, countries and regions.
 */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const { home, privacy, pages } = await getSitemapPages();
  const entries: Omit<SitemapPage, 'locales'>[] = [
    { path: '/', type: 'home', languages: home },
    { path: '/privacy', type: 'privacy', languages: privacy },
    { path: '/compare', type: 'compare', languages: null },
    { path: '/search', type: 'search', languages: null },
    ...pages.map((page) => ({
      path: page._type === 'region' ? `/global-registration/${page.slug}` : `/${page.slug}`,
      type: page._type,
      languages: page.slug === DANISH_PAGE_SLUG ? null : page.languages,
    })),
  ];
  return entries.map((entry) => ({ ...entry, locales: existingLocales(LOCALES, entry.languages) }));
}
