import type { MetadataRoute } from 'next';
import { getSitemapPages } from '@/lib/content';
import { DANISH_PAGE_SLUG, existingLocales } from '@/lib/i18n/fallback';
import { LOCALES } from '@/lib/i18n/locales';
import { languageAlternates, localizedPath } from '@/lib/seo/metadata';
import { readSiteUrl } from '@/lib/seo/site-url';

/**
 * Every page in the locales it exists in, each with its hreflang alternates (issue 4, part 6;
 * issue 14, part 4): a page whose main document has no Danish version has no Danish entry.
 * The comparison and search pages have no main document, and the company-formation page is
 * Danish by design (spec §2) with its form in the visitor's language: these exist in every locale.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = readSiteUrl().origin;
  const { home, privacy, pages } = await getSitemapPages();
  const entries: { path: string; languages: readonly (string | null)[] | null }[] = [
    { path: '/', languages: home },
    { path: '/privacy', languages: privacy },
    { path: '/compare', languages: null },
    { path: '/search', languages: null },
    ...pages.map((page) => ({
      path: page._type === 'region' ? `/global-registration/${page.slug}` : `/${page.slug}`,
      languages: page.slug === DANISH_PAGE_SLUG ? null : page.languages,
    })),
  ];
  const absolute = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, `${origin}${v}`]));
  return entries.flatMap(({ path, languages }) =>
    existingLocales(LOCALES, languages).map((locale) => ({
      url: `${origin}${localizedPath(locale, path)}`,
      alternates: { languages: absolute(languageAlternates(path, languages)) },
    })),
  );
}
