import type { MetadataRoute } from 'next';
import { getPageSlugs, getRegionSlugs } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/locales';
import { languageAlternates, localizedPath } from '@/lib/seo/metadata';
import { readSiteUrl } from '@/lib/seo/site-url';

/** Every page in every locale, each with its hreflang alternates (issue 4, part 6). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = readSiteUrl().origin;
  const [pages, regions] = await Promise.all([getPageSlugs(), getRegionSlugs()]);
  const paths = [
    '/',
    '/privacy',
    '/compare',
    '/search',
    ...pages.map((p) => `/${p.slug}`),
    ...regions.filter((r): r is string => Boolean(r)).map((r) => `/global-registration/${r}`),
  ];
  const absolute = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, `${origin}${v}`]));
  return paths.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: `${origin}${localizedPath(locale, path)}`,
      alternates: { languages: absolute(languageAlternates(path)) },
    })),
  );
}
