import {
  defineDocuments,
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
  type DocumentResolverContext,
} from 'sanity/presentation';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, isLocale } from '../lib/i18n/locales';

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
 * and for opening the matching page next to the form:
 * jurisdiction → `/<slug>`, region → `/global-registration/<slug>`, service page → `/<slug>`
 * (contact, pricing and company formation included), pricing item → `/pricing`, home page,
 * hero slide and service → `/`, site settings → every page (shown as the home and contact
 * pages). Documents in another language open that language's page (`/da/<slug>`).
 */
export const locations: DocumentLocationResolvers = {
  jurisdiction: {
    select: { name: 'name', slug: 'slug.current', language: 'language', regionName: 'region.name', regionSlug: 'region.slug.current' },
    // Its page, and its region's page, which lists it as a card.
    resolve: (doc) => {
      const own = page(doc?.name, doc?.slug ? `/${doc.slug}` : undefined, doc?.language);
      if (!('locations' in own) || !own.locations || !doc?.regionSlug) return own;
      const region = { title: `${doc.regionName || 'Region'} (region page)`, href: localizedPath(doc.language, `/global-registration/${doc.regionSlug}`) };
      return { locations: [...own.locations, region] };
    },
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

/**
 * A route pattern's locale segment: one of the seven codes, so that `/:slug` and `/:locale` never
 * match the same path (`/da` is a language, `/denmark` a page). English pages have no prefix
 * (`/en/…` redirects there), but the code is accepted too.
 */
const LOCALE_SEGMENT = `:locale(${LOCALES.join('|')})`;

/** `path` as a route for English (no prefix) and for a prefixed language (`/:locale(…)/path`). */
function inEveryLanguage(path: string): string[] {
  return [path, path === '/' ? `/${LOCALE_SEGMENT}` : `/${LOCALE_SEGMENT}${path}`];
}

/** The language of a matched route: its locale segment, English when it has none. */
function routeLanguage({ params }: DocumentResolverContext): string {
  const locale = params.locale?.toLowerCase();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A GROQ filter for the document a page in `$language` shows: the one in that language, else the
 * English one when that language has none, as the page queries fall back (`coalesce`, see
 * `lib/content/queries.ts`). `match` selects the page's documents in every language.
 */
function pageDocumentFilter(match: string): string {
  return `${match} && (language == $language || (language == "en" && count(*[${match} && language == $language]) == 0))`;
}

/** Slugs with a route of their own, always a service page (`app/[locale]/pricing`, `contact`, `company-formation`). */
const SERVICE_PAGE_ROUTES = ['pricing', 'contact', 'company-formation'];

/**
 * The main document of each site route, which the Presentation tool opens next to the preview.
 * Resolvers are tried in order and the first whose route matches wins;
 * routes are path-to-regexp style patterns (Sanity matches them with URLPattern, ignoring case
 * and a trailing slash). Every route comes with and without a locale prefix, and the language
 * picks the document as the page does (falling back to English):
 *
 * - `/`, `/:locale` → the home page (`homePage`);
 * - `/global-registration/:slug` → the region;
 * - `/pricing`, `/contact`, `/company-formation` → their service page;
 * - `/:slug` → the country (`jurisdiction`) or service page with that slug.
 *
 * URL parameters reach GROQ as parameters (`$slug`, `$language`), never spliced into the filter.
 * Site settings are the main document of no route: they appear on every page (header, footer),
 * so an editor reaches them from the Structure tool, or by clicking their text in the preview
 * (the overlays link each text to its document), and their `locations` list the pages.
 */
export const mainDocuments = defineDocuments([
  {
    route: inEveryLanguage('/'),
    resolve: (context) => ({
      filter: pageDocumentFilter('_type == "homePage"'),
      params: { language: routeLanguage(context) },
    }),
  },
  {
    route: inEveryLanguage('/global-registration/:slug'),
    resolve: (context) => ({
      filter: pageDocumentFilter('_type == "region" && slug.current == $slug'),
      params: { language: routeLanguage(context), slug: context.params.slug ?? '' },
    }),
  },
  {
    route: inEveryLanguage(`/:slug(${SERVICE_PAGE_ROUTES.join('|')})`),
    resolve: (context) => ({
      filter: pageDocumentFilter('_type == "servicePage" && slug.current == $slug'),
      params: { language: routeLanguage(context), slug: context.params.slug ?? '' },
    }),
  },
  {
    route: inEveryLanguage('/:slug'),
    resolve: (context) => ({
      filter: pageDocumentFilter('_type in ["jurisdiction", "servicePage"] && slug.current == $slug'),
      params: { language: routeLanguage(context), slug: context.params.slug ?? '' },
    }),
  },
]);
