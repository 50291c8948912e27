import { COMPANY_FACTS_TAG, HOME_TAG, PRICING_TAG, PRIVACY_TAG, SETTINGS_TAG } from '../content/tags';
import { pathWithoutLocale } from '../i18n/locales';

/** The page (without locale) a tag of `lib/content/tags.ts` names, or the pages that list documents. */
function pathsOf(tag: string): string[] {
  if (tag === HOME_TAG) return ['/'];
  if (tag === PRICING_TAG) return ['/pricing'];
  if (tag === PRIVACY_TAG) return ['/privacy'];
  // The sitemap's pages that list every country, region or service page.
  if (tag.startsWith('list:')) return ['/search', '/compare'];
  const [type, slug] = tag.split(':');
  if (!slug) return [];
  if (type === 'region') return [`/global-registration/${slug}`];
  if (type === 'jurisdiction' || type === 'servicePage') return [`/${slug}`];
  return [];
}

/**
 * Which pages of the sitemap a publish expired, from the cache tags the webhook expired
 * (issue 39, part 2): the search index renders only these again. The site settings and the
 * company's facts expire every page.
 * @param tags - tags of `lib/content/tags.ts`
 * @returns a test of a sitemap path (`/da/global-registration/europe`)
 */
export function pagesExpiredBy(tags: Iterable<string>): (pathname: string) => boolean {
  const paths = new Set<string>();
  for (const tag of tags) {
    if (tag === SETTINGS_TAG || tag === COMPANY_FACTS_TAG) return () => true;
    for (const path of pathsOf(tag)) paths.add(path);
  }
  return (pathname) => paths.has(pathWithoutLocale(pathname));
}
