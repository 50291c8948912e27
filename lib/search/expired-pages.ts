import { COMPANY_FACTS_TAG, HOME_TAG, PRICING_TAG, PRIVACY_TAG, SETTINGS_TAG } from '../content/tags';

/**
 * The pages whose records hold text of the site settings: the home page's figures and the contact
 * page's email, phone and address (the `stats` and `settings` their declarations read,
 * `./template-texts.ts`). The rest of the settings (links, the header and footer) is no record's
 * text, so a settings publish reads these pages only.
 */
export const SETTINGS_PAGES = { pages: ['/contact'], lists: ['/'] } as const;

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
 * Which pages' records a publish may have changed, from the cache tags the webhook expired
 * (`lib/content/revalidation.ts`): the search writes the records of these again. The company's
 * facts, which every page's prose may name, change every page; the site settings, which expire
 * every page's cache, only the pages of {@link SETTINGS_PAGES}.
 * @param tags - tags of `lib/content/tags.ts`
 */
export function pagesExpiredBy(tags: Iterable<string>): ExpiredPages {
  const pages = new Set<string>();
  const lists = new Set<string>();
  for (const tag of tags) {
    if (tag === COMPANY_FACTS_TAG) return { every: true };
    if (tag === SETTINGS_TAG) {
      SETTINGS_PAGES.pages.forEach((path) => pages.add(path));
      SETTINGS_PAGES.lists.forEach((path) => lists.add(path));
      continue;
    }
    const own = tag.startsWith('jurisdiction:') || tag.startsWith('servicePage:');
    for (const path of pathsOf(tag)) (own ? pages : lists).add(path);
  }
  for (const path of pages) lists.delete(path);
  return { every: false, paths: [...pages, ...lists].sort(), pages: [...pages].sort(), lists: [...lists].sort() };
}
