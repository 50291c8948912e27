import type { DocumentLocation, DocumentLocationResolvers, DocumentLocationsState } from 'sanity/presentation';
import { DEFAULT_LOCALE, LANGUAGES, isLocale } from '../lib/i18n/locales';

/** The route that turns on draft mode; the Presentation tool calls it with its secret. */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable';

/**
 * The site path of `path` in a document's language: English has no prefix (`/denmark`), the
 * other languages do (`/da/denmark`, `/da` for the home page), as the site's routing does.
 */
export function localizedPath(language: unknown, path: string): string {
  if (!isLocale(language) || language === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

function languageName(language: unknown): string {
  return LANGUAGES.find((l) => l.code === language)?.name ?? 'English';
}

/** One location, or a message when the document has no web address yet. */
function page(title: string | undefined, path: string | undefined, language: unknown): DocumentLocationsState {
  if (!path) return { message: 'Give the document a web address to preview its page.', tone: 'caution' };
  const href = localizedPath(language, path);
  const suffix = isLocale(language) && language !== DEFAULT_LOCALE ? ` (${languageName(language)})` : '';
  return { locations: [{ title: `${title || 'Untitled'}${suffix}`, href }] };
}

const HOME: DocumentLocation = { title: 'Home page', href: '/' };

/** A resolver for documents shown on a fixed page (the home page, the pricing page). */
function fixedPage(title: string, path: string) {
  return {
    select: { language: 'language' },
    resolve: (doc: Record<'language', unknown> | null) => page(title, path, doc?.language),
  };
}

/**
 * Where each document type appears on the site, for the Presentation tool's "Used on" list
 * and for opening the matching page next to the form (issue 6, part 4):
 * jurisdiction → `/<slug>`, region → `/global-registration/<slug>`, service page → `/<slug>`
 * (contact, pricing and company formation included), pricing item → `/pricing`, home page,
 * hero slide and service → `/`, site settings → every page (shown as the home and contact
 * pages). Documents in another language open that language's page (`/da/<slug>`).
 */
export const locations: DocumentLocationResolvers = {
  jurisdiction: {
    select: { name: 'name', slug: 'slug.current', language: 'language' },
    resolve: (doc) => page(doc?.name, doc?.slug ? `/${doc.slug}` : undefined, doc?.language),
  },
  region: {
    select: { name: 'name', slug: 'slug.current', language: 'language' },
    resolve: (doc) => page(doc?.name, doc?.slug ? `/global-registration/${doc.slug}` : undefined, doc?.language),
  },
  servicePage: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    resolve: (doc) => page(doc?.title, doc?.slug ? `/${doc.slug}` : undefined, doc?.language),
  },
  pricingItem: fixedPage('Pricing', '/pricing'),
  homePage: fixedPage('Home page', '/'),
  heroSlide: fixedPage('Home page (slideshow)', '/'),
  service: fixedPage('Home page (services)', '/'),
  siteSettings: {
    message: 'Site settings appear in the header and footer of every page.',
    tone: 'positive',
    locations: [HOME, { title: 'Contact', href: '/contact' }],
  },
};
