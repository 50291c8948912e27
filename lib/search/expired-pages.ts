import { COMPANY_FACTS_TAG, HOME_TAG, PRICING_TAG, PRIVACY_TAG, SETTINGS_TAG } from '../content/tags';

/** The pages (without locale) a tag of `lib/content/tags.ts` names, or the pages that list documents. */
function pathsOf(tag: string): string[] {
  if (tag === HOME_TAG) return ['/'];
  if (tag === PRICING_TAG) return ['/pricing'];
  if (tag === PRIVACY_TAG) return ['/privacy'];
  // The comparison's picker lists every country and region.
  if (tag.startsWith('list:')) return ['/compare'];
  const [type, slug] = tag.split(':');
  if (!slug) return [];
  if (type === 'region') return [`/global-registration/${slug}`];
  if (type === 'jurisdiction' || type === 'servicePage') return [`/${slug}`];
  return [];
}

/**
 * The pages a publish expired: every page, or these paths without locale (`/denmark`,
 * `/global-registration/europe`), the pages of countries and service pages (`pages`) apart from
 * those that list them (`lists`: regions, the home page, the comparison), which cost many times
 * more to read at scale.
 */
export type ExpiredPages = { every: true } | { every: false; paths: string[]; pages: string[]; lists: string[] };

/**
 * Which pages a publish expired, from the cache tags the webhook expired
 * (`lib/content/revalidation.ts`): the search writes the records of these again. The site
 * settings and the company's facts, which every page may show, expire every page.
 * @param tags - tags of `lib/content/tags.ts`
 */
export function pagesExpiredBy(tags: Iterable<string>): ExpiredPages {
  const pages = new Set<string>();
  const lists = new Set<string>();
  for (const tag of tags) {
    if (tag === SETTINGS_TAG || tag === COMPANY_FACTS_TAG) return { every: true };
    const own = tag.startsWith('jurisdiction:') || tag.startsWith('servicePage:');
    for (const path of pathsOf(tag)) (own ? pages : lists).add(path);
  }
  for (const path of pages) lists.delete(path);
  return { every: false, paths: [...pages, ...lists].sort(), pages: [...pages].sort(), lists: [...lists].sort() };
}
