import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { existingLocales } from '../i18n/fallback';
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
 * `hreflang` alternates of a path: the URL of every locale the page exists in, plus `x-default`
 * (the English one).
 * @param languages - the languages of the page's main document (issue 14, part 4: a page
 *   whose document is not translated into Danish names no Danish alternate); all locales when
 *   omitted, for pages without a main document
 * @returns a map for Next's `alternates.languages`, e.g. `{ en: '/banking', da: '/da/banking', … }`
 */
export function languageAlternates(path: string, languages?: readonly (string | null)[] | null): Record<string, string> {
  const alternates: Record<string, string> = Object.fromEntries(existingLocales(LOCALES, languages).map((l) => [l, localizedPath(l, path)]));
  alternates['x-default'] = localizedPath(DEFAULT_LOCALE, path);
  return alternates;
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
  languages,
}: {
  locale: Locale;
  path: string;
  /** The languages of the page's main document, for the hreflang alternates; all locales when omitted. */
  languages?: readonly (string | null)[] | null;
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
    alternates: { canonical: url, languages: languageAlternates(path, languages) },
    openGraph: { title: text.title, description: text.description, url, siteName: text.siteName, type: 'website', locale },
    twitter: { card: 'summary', title: text.title, description: text.description },
  };
}
