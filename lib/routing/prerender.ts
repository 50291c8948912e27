import type { PageSlugsQueryResult } from '../content/sanity.types';
import { readWholeNumber } from '../config/whole-number';

/** Jurisdictions prerendered by default (`PRERENDER_JURISDICTIONS`): the 21 of docs/requirements.md, §2 Route table, and room to grow. */
export const DEFAULT_PRERENDERED_JURISDICTIONS = 40;

/**
 * How many jurisdictions `next build` prerenders, from
 * `PRERENDER_JURISDICTIONS`; unset = {@link DEFAULT_PRERENDERED_JURISDICTIONS}.
 * @throws Error naming the variable when it is not a whole number ≥ 0
 */
export function prerenderedJurisdictionCount(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return readWholeNumber(env, 'PRERENDER_JURISDICTIONS', DEFAULT_PRERENDERED_JURISDICTIONS, 0);
}

/**
 * The pages of the `[slug]` and `compare/[selection]` route segments that `next build`
 * prerenders: every service page, and the first `limit` jurisdictions in the
 * order editors give them (`order`, then slug), which the region pages list first. The others
 * are rendered on their first visit and kept by the light-page cache handler
 * (`lib/light-pages/cache-handler.ts`) like a built page, so the build does not grow with the
 * number of jurisdictions.
 */
export function prerenderedPages(pages: PageSlugsQueryResult, limit: number): PageSlugsQueryResult {
  const jurisdictions = pages
    .filter((page) => page._type === 'jurisdiction')
    .sort((a, b) => (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || (a.slug ?? '').localeCompare(b.slug ?? ''))
    .slice(0, limit);
  const chosen = new Set(jurisdictions);
  return pages.filter((page) => page._type !== 'jurisdiction' || chosen.has(page));
}
