import type { MetadataRoute } from 'next';
import { languageAlternates, localizedPath } from '@/lib/seo/metadata';
import { sitemapPages } from '@/lib/seo/sitemap-pages';
import { readSiteUrl } from '@/lib/seo/site-url';

/**
 * Every page in the locales it exists in (`sitemapPages`, which the site search indexes too),
 * each with its hreflang alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = readSiteUrl().origin;
  const absolute = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, `${origin}${v}`]));
  return (await sitemapPages()).flatMap(({ path, languages, locales }) =>
    locales.map((locale) => ({
      url: `${origin}${localizedPath(locale, path)}`,
      alternates: { languages: absolute(languageAlternates(path, languages)) },
    })),
  );
}
