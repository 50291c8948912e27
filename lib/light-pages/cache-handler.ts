import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { createLastGoodPages, type PageEntry } from './last-good-pages';
import { lightenPage, type CacheEntryValue } from './lighten';
import { NEVER_STORED, routeOfCacheKey } from './modes';
import { readRedisUrl, redisCacheHandler } from './shared-cache';
import { takeLastGoodRender } from './unstored-renders';
import { siteMetrics } from '../telemetry/metrics';
import { observeVisible } from '../telemetry/publish-visible';

/** What Next asks of a `cacheHandler` class, as far as this module is concerned. */
interface IncrementalCacheHandler {
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: CacheEntryValue | null, ctx: unknown): Promise<void>;
}
type HandlerClass = new (context: never) => IncrementalCacheHandler;

// Next's module is CommonJS with `exports.default`; bundled as CommonJS this may arrive either way.
const FileSystemCache = ((FileSystemCacheModule as unknown as { default?: HandlerClass }).default ?? FileSystemCacheModule) as unknown as HandlerClass;

/** `next build` writes the prerendered pages itself; only servers share a cache. */
const building = process.env.NEXT_PHASE === 'phase-production-build';
const redisUrl = building ? null : readRedisUrl();

/**
 * The last good pages, with the file-system cache only: Redis deletes a page when its tag
 * expires, and an instance that did not receive the expiry would take a copy kept here for
 * current. With Redis, a failed render keeps only the lake's last good results
 * (`lib/content/sanity-source.ts`).
 */
const lastGoodPages = redisUrl || building ? null : createLastGoodPages();

/**
 * Next's incremental cache handler (`cacheHandler` in next.config.ts), so that a page Next
 * renders at run time (webhook revalidation, a new document's first visit, the WordPress home
 * page's 5-minute refresh) is as light as the same page of a fresh build:
 * `set` takes the client runtime off the page first (`./lighten.ts`). Pages of a route rendered
 * for each request (`NEVER_STORED` in `./modes.ts`, search results) are made light the same way
 * and not stored.
 *
 * Where it stores:
 * - `REDIS_URL` set (several instances): Redis, shared by every instance,
 *   through `@fortedigital/nextjs-cache-handler` (`./shared-cache.ts`).
 * - Otherwise: Next's own file-system cache, per instance, as without a handler.
 *
 * When the content lake stops answering, what a visitor sees instead of an error page:
 * - A page rendered with a query's last good result (`lib/content/sanity-source.ts`) is served
 *   but not stored, so its next visit renders it again.
 * - With the file-system cache, a page whose tags a publish expired is handed to Next as its
 *   previous entry (`./last-good-pages.ts`). The visitor still waits for the new version; if its
 *   render fails, Next keeps the previous one and serves it while it renders again every few
 *   seconds.
 *
 * Built by `scripts/build-cache-handler.ts` into `.build/cache-handler.cjs` (Next loads it with a
 * plain `import()`, so it must be JavaScript). Vercel ignores `cacheHandler`: see
 * docs/deploying.md, "Vercel".
 *
 * @throws Error at server start when `REDIS_URL` is set but malformed (see `readRedisUrl`)
 */
export default class LightPageCacheHandler extends ((redisUrl ? redisCacheHandler(redisUrl) : FileSystemCache) as HandlerClass) {
  override async get(key: string, ctx: unknown): Promise<unknown> {
    const stored = (await super.get(key, ctx)) as PageEntry | null;
    if (stored) lastGoodPages?.remember(key, stored);
    const lastGood = stored ? undefined : lastGoodPages?.recall(key);
    // `lastModified: -1` is Next's "past its expiry" (`isStale: -1`): the visitor waits for a new
    // render, as for a page Next does not have, whatever the page's own revalidate time says.
    const entry = stored ?? (lastGood ? { ...lastGood, lastModified: -1 } : null);
    const route = routeOfCacheKey(key);
    if (route && !NEVER_STORED.has(route)) {
      siteMetrics().pageCache.inc({ route, result: stored ? 'hit' : 'miss' });
      // A page another instance regenerated after a publish, read from the shared cache.
      const { value, lastModified } = (stored ?? {}) as { value?: CacheEntryValue | null; lastModified?: number };
      if (value && typeof lastModified === 'number') observePublishVisible(value, lastModified);
    }
    return entry;
  }

  override async set(key: string, data: CacheEntryValue | null, ctx: unknown): Promise<void> {
    lightenPage(key, data);
    // Next answers the request with the lightened entry all the same, and renders the next one.
    const route = routeOfCacheKey(key);
    if (NEVER_STORED.has(route ?? '')) return;
    if (data && takeLastGoodRender(tagsOf(data))) return;
    await super.set(key, data, ctx);
    if (data) lastGoodPages?.remember(key, { value: data, lastModified: Date.now() });
    if (route && data) observePublishVisible(data);
  }
}

/**
 * Tells the publish clock (`../telemetry/publish-visible.ts`) that a page with these tags, made
 * at `madeAt` (epoch ms, now for a page being stored), is served.
 */
function observePublishVisible(data: CacheEntryValue, madeAt?: number): void {
  const tags = tagsOf(data);
  if (tags.length > 0) observeVisible(tags, madeAt);
}

/** The cache tags of a page or route entry (its `x-next-cache-tags` header); none for other entries. */
function tagsOf(data: CacheEntryValue): string[] {
  const header = (data as { headers?: Record<string, unknown> }).headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}
