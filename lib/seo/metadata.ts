import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { existingLocales } from '../i18n/fallback';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { isSanityImageUrl, sharingImageUrl, type ImageCrop, type ImageHotspot } from '../images/sanity-image';
import { SOCIAL_CARD, socialCardPath } from './social-card';

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
 * @param languages - the languages of the page's main document (a page
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
 * Open Graph's `og:locale` of each locale: language and territory, as the protocol asks
 * (https://ogp.me/#optional), Norwegian as Bokmål.
 */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_GB', da: 'da_DK', no: 'nb_NO', sv: 'sv_SE', de: 'de_DE', fr: 'fr_FR', es: 'es_ES' };

/**
 * Title, description, canonical link, hreflang alternates, Open Graph and X card tags of a page (docs/requirements.md, §2: every page,
 * country pages included). URLs are relative; the layout's `metadataBase` makes them absolute.
 * Texts lose any stega characters (draft mode): meta tags are read by machines, never clicked.
 *
 * The image is the page's generated sharing card (`/og/…`), or the editor's
 * own `seo.image` when the page has one, 1200×630 either way, with `twitter:card`
 * `summary_large_image`; its `og:image:alt` is the page's `seo.imageAlt` or title, in its language.
 * This is the set LinkedIn's Post Inspector reads (`og:title`, `og:description`, `og:image`,
 * `og:url`, `og:type`) and X's large-image card (`twitter:card`, `twitter:title`,
 * `twitter:description`, `twitter:image`, `twitter:image:alt`).
 */
export function pageMetadata({
  locale,
  path,
  cardPath = path,
  title,
  description,
  siteName,
  languages,
  image: own,
  imageAlt,
}: {
  locale: Locale;
  path: string;
  /** The editor's sharing image (`seo.image` of the English page), which replaces the generated card. */
  image?: { url: string | null; crop: ImageCrop | null; hotspot: ImageHotspot | null } | null;
  /** What the editor's image shows, in the page's language; the title when empty. */
  imageAlt?: string | null;
  /** The path whose card the page shows, when `path` is no page of its own (`/compare?c=…` shows `/compare`'s). */
  cardPath?: string;
  /** The languages of the page's main document, for the hreflang alternates; all locales when omitted. */
  languages?: readonly (string | null)[] | null;
  title: string;
  description: string;
  /** The company name, from site settings. */
  siteName: string;
}): Metadata {
  const url = localizedPath(locale, path);
  const text = stegaClean({ title, description, siteName, imageAlt: imageAlt || null });
  const image =
    own?.url && isSanityImageUrl(own.url)
      ? { url: sharingImageUrl(own.url, own.crop, own.hotspot), width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, type: 'image/jpeg', alt: text.imageAlt ?? text.title }
      : { url: socialCardPath(locale, cardPath), width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, type: SOCIAL_CARD.type, alt: text.title };
  return {
    title: text.title,
    description: text.description,
    alternates: { canonical: url, languages: languageAlternates(path, languages) },
    openGraph: { title: text.title, description: text.description, url, siteName: text.siteName, type: 'website', locale: OG_LOCALES[locale], images: [image] },
    twitter: { card: 'summary_large_image', title: text.title, description: text.description, images: [{ url: image.url, alt: image.alt }] },
  };
}
