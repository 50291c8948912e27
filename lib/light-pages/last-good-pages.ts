import { LRUCache } from 'lru-cache';
import type { CacheEntryValue } from './lighten';

/** Bytes of pages kept by default (HTML and RSC payloads): about the size of Next's own memory cache. */
export const LAST_GOOD_PAGES_BYTES = 64 * 1024 * 1024;

/** A page entry as the file-system cache's `get` returns it. */
export type PageEntry = { value: CacheEntryValue; lastModified: number };

/** The last good version of each page this process served or stored, by cache key. */
export interface LastGoodPages {
  /** Keeps `entry` as the last good version of the page at `key`. Entries of other kinds than pages are ignored. */
  remember(key: string, entry: PageEntry): void;
  /** The last good version of the page at `key`, if this process still holds it. */
  recall(key: string): PageEntry | undefined;
}

/**
 * The pages this process last served or stored, so that a page whose tags a publish expired can
 * be handed to Next as its previous entry: Next renders it again while the visitor waits, as for a
 * page it does not have, and if that render fails it keeps this version and serves it
 * (`retainPreviousCacheEntry` in next/dist/server/response-cache), instead of an error page for
 * every visitor until the lake answers. In memory, at most `maxBytes` of HTML and RSC payloads,
 * the least recently used dropped first (lru-cache); the objects are those Next's own caches hold.
 */
export function createLastGoodPages(maxBytes: number = LAST_GOOD_PAGES_BYTES): LastGoodPages {
  const pages = new LRUCache<string, PageEntry>({ maxSize: maxBytes });
  return {
    remember(key, entry) {
      const bytes = pageBytes(entry.value);
      // Checked here, not left to lru-cache, which would also drop the version already kept.
      if (bytes === null || bytes > maxBytes) return;
      // lru-cache counts sizes from 1; an empty page still takes its place.
      pages.set(key, entry, { size: Math.max(1, bytes) });
    },
    recall(key) {
      return pages.get(key);
    },
  };
}

/** The size of a page entry's HTML, RSC payload and segments, in bytes; `null` for anything but an app page. */
function pageBytes(value: CacheEntryValue): number | null {
  const page = value as { kind?: unknown; html?: unknown; rscData?: unknown; segmentData?: unknown };
  if (page.kind !== 'APP_PAGE') return null;
  const size = (data: unknown) => (typeof data === 'string' ? Buffer.byteLength(data) : Buffer.isBuffer(data) ? data.length : 0);
  let bytes = size(page.html) + size(page.rscData);
  if (page.segmentData instanceof Map) for (const segment of page.segmentData.values()) bytes += size(segment);
  return bytes;
}
