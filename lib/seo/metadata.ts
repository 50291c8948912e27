import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

/**
 * The path of a page in a locale: English has no prefix (`/banking`), others do (`/da/banking`).
 * `path` starts with `/`; the home page is `/`.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * `hreflang` alternates of a path: every locale's URL plus `x-default` (the English one).
 * @returns a map for Next's `alternates.languages`, e.g. `{ en: '/banking', da: '/da/banking', … }`
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, path)]));
  languages['x-default'] = localizedPath(DEFAULT_LOCALE, path);
  return languages;
}

/**
 * Title, description, canonical link, hreflang alternates and Open Graph tags of a page (spec §2: every page,
 * country pages included). URLs are relative; the layout's `metadataBase` makes them absolute.
 * Texts lose any stega characters (draft mode): meta tags are read by machines, never clicked.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  siteName,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** The company name, from site settings. */
  siteName: string;
}): Metadata {
  const url = localizedPath(locale, path);
  const text = stegaClean({ title, description, siteName });
  return {
    title: text.title,
    description: text.description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: { title: text.title, description: text.description, url, siteName: text.siteName, type: 'website', locale },
    twitter: { card: 'summary', title: text.title, description: text.description },
  };
}
