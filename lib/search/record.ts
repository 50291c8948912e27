import type { Locale } from '../i18n/locales';

/** The page kinds the site search indexes, one per page template. */
export const SEARCH_PAGE_KINDS = ['home', 'service', 'jurisdiction', 'region', 'pricing', 'privacy', 'compare', 'contact', 'formation'] as const;

/** A page kind of {@link SEARCH_PAGE_KINDS}. */
export type SearchPageKind = (typeof SEARCH_PAGE_KINDS)[number];

/**
 * What the site search knows of one page in one locale: one row of `public.search_pages`
 * (`supabase/migrations/…_search_pages.sql`). Made from the same query results the page's
 * template renders, never from the page's HTML, so a publish can write it without rendering.
 */
export interface SearchRecord {
  /** The public path as the sitemap lists it: `/`, `/denmark`, `/da`, `/da/denmark`. */
  path: string;
  locale: Locale;
  kind: SearchPageKind;
  /** The page's `<h1>`, as a result's title (weight A). */
  title: string;
  /** Every other heading of the page's main content, in page order (weight B). */
  headings: string[];
  /** The rest of the main content's text, paragraphs joined by newlines (weight C). */
  text: string;
  /** The `_id`s of the documents the page shows, sorted. */
  documentIds: string[];
}
