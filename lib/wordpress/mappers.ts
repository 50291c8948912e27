import { FALLBACK_ICON, SERVICE_ICON_NAMES, toIconName, type ServiceIconName } from '../icons/names';
import type { WpAboutPage, WpHeroSlide, WpService } from './schemas';
import { htmlToText } from './text';

// WordPress is an adapter below lib/content: it knows nothing of the content's types, and
// lib/content checks that these shapes fit the home query's slides and services where it uses them.

/** A hero slide from WordPress, shaped as the home query's slides (English, no crop or hotspot). */
export type WordPressSlide = {
  _id: string;
  language: 'en';
  title: string;
  subtitle: string;
  imageUrl: string | null;
  imageAlt: string;
  imageCrop: null;
  imageHotspot: null;
};

/** A service card from WordPress, shaped as the home query's services; it links nowhere. */
export type WordPressService = {
  _id: string;
  language: 'en';
  title: string;
  excerpt: string;
  description: string | null;
  icon: ServiceIconName;
  href: null;
};

/** The four statistics of the about page, in tile order (docs/requirements.md, §3 About content). */
export interface WordPressStats {
  countries: string;
  clients: string;
  years: string;
  successRate: string;
}

/** The default statistics (docs/requirements.md, §3 About content, §9 Default statistics), used for each value the about page leaves empty. */
export const DEFAULT_STATS: WordPressStats = { countries: '115+', clients: '5,000+', years: '25+', successRate: '95%' };

/** An image URL the page may use: http(s) only, else `null`. */
function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Hero slides (docs/requirements.md, §3 Hero slide): `title.rendered` as plain text, `acf.subtitle`, the first
 * embedded featured media's `source_url` (and its `alt_text`, else the title, as alt text).
 * Slides without a title are left out.
 */
export function mapSlides(items: readonly WpHeroSlide[]): WordPressSlide[] {
  return items.flatMap((item, index) => {
    const title = htmlToText(item.title?.rendered);
    if (!title) return [];
    const media = item._embedded?.['wp:featuredmedia']?.[0];
    return [
      {
        _id: `wp-hero-slide-${item.id ?? index}`,
        // The WordPress site is single-language (English): its items stand for every locale.
        language: 'en' as const,
        title,
        subtitle: htmlToText(item.acf?.subtitle),
        imageUrl: safeImageUrl(media?.source_url),
        imageAlt: htmlToText(media?.alt_text) || title,
        imageCrop: null,
        imageHotspot: null,
      },
    ];
  });
}

/**
 * About statistics (docs/requirements.md, §3 About content): the first page's `acf` `countries`, `clients`,
 * `years` and `success_rate`, each defaulting to {@link DEFAULT_STATS}.
 * @returns `undefined` when the answer holds no page.
 */
export function mapAbout(items: readonly WpAboutPage[]): WordPressStats | undefined {
  const first = items[0];
  if (!first) return undefined;
  const acf = first.acf;
  const value = (text: string | undefined, fallback: string) => htmlToText(text) || fallback;
  return {
    countries: value(acf?.countries, DEFAULT_STATS.countries),
    clients: value(acf?.clients, DEFAULT_STATS.clients),
    years: value(acf?.years, DEFAULT_STATS.years),
    successRate: value(acf?.success_rate, DEFAULT_STATS.successRate),
  };
}

/**
 * Service cards (docs/requirements.md, §3 Service item): `title.rendered` and `excerpt.rendered` as plain text
 * (tags stripped, entities decoded), `acf.icon` (unknown -> Building2), `acf.description`.
 * WordPress services link nowhere (`href: null`). Services without a title are left out.
 */
export function mapServices(items: readonly WpService[]): WordPressService[] {
  return items.flatMap((item, index) => {
    const title = htmlToText(item.title?.rendered);
    if (!title) return [];
    const icon = toIconName(item.acf?.icon?.trim());
    return [
      {
        _id: `wp-service-${item.id ?? index}`,
        language: 'en' as const,
        title,
        excerpt: htmlToText(item.excerpt?.rendered),
        description: htmlToText(item.acf?.description) || null,
        icon: SERVICE_ICON_NAMES.find((known) => known === icon) ?? FALLBACK_ICON,
        href: null,
      },
    ];
  });
}

/**
 * The about tiles with WordPress values: the site-settings tiles keep their (translated) labels
 * and keys, and the first four take countries, clients, years and success rate, by position.
 */
export function withStatValues<Tile extends { value: string }>(tiles: readonly Tile[], stats: WordPressStats): Tile[] {
  const values = [stats.countries, stats.clients, stats.years, stats.successRate];
  return tiles.map((tile, i) => ({ ...tile, value: values[i] ?? tile.value }));
}
