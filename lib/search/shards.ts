import { pathWithoutLocale } from '../i18n/locales';

/**
 * Documents (pages without their locale) per shard of the search index: about 112 pages in seven
 * languages. A country publish remakes the shards of its own pages and its region's, so this,
 * not the site's size, sets what a publish costs Pagefind (issue 39: 3 s of CPU at 200
 * jurisdictions as at 21). Smaller shards cost the search more: the browser loads two small files
 * per shard when the search opens.
 */
export const DOCUMENTS_PER_SHARD = 16;

/** FNV-1a, 32 bits: a stable, well-spread number for a short string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Splits the site's pages into the shards of the search index (issue 39): a page's shard follows
 * from its path without locale, so a document's pages in every language share one, and how
 * many shards there are from how many documents the site has. A publish then remakes only the
 * shards of the pages it expired; the browser merges the shards (Pagefind's `mergeIndex`).
 * @param paths - public paths (`/`, `/da/denmark`)
 * @returns the paths of each shard, in the order given; no shard is empty
 */
export function partition(paths: Iterable<string>): string[][] {
  const list = [...paths];
  const documents = new Set(list.map(pathWithoutLocale)).size;
  const count = Math.max(1, Math.ceil(documents / DOCUMENTS_PER_SHARD));
  const shards: string[][] = Array.from({ length: count }, () => []);
  for (const pathname of list) shards[fnv1a(pathWithoutLocale(pathname)) % count]?.push(pathname);
  return shards.filter((shard) => shard.length > 0);
}
