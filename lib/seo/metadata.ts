import type { Metadata } from 'next';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/**
 * The path of a page in a locale: English has no prefix (`/banking`), others do (`/da/banking`).
 * `path` starts with `/`; the home page is `/`.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Title, description, canonical link and Open Graph tags of a page (spec §2: every page,
 * country pages included). URLs are relative; the layout's `metadataBase` makes them absolute.
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
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName, type: 'website', locale },
    twitter: { card: 'summary', title, description },
  };
}
