import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { lightenPage, type CacheEntryValue } from './lighten';
import { NEVER_STORED, routeOfCacheKey } from './modes';
import { readRedisUrl, redisCacheHandler } from './shared-cache';
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
 * Built by `scripts/build-cache-handler.ts` into `.build/cache-handler.cjs` (Next loads it with a
 * plain `import()`, so it must be JavaScript). Vercel ignores `cacheHandler`: see
 * docs/deploying.md, "Vercel".
 *
 * @throws Error at server start when `REDIS_URL` is set but malformed (see `readRedisUrl`)
 */
export default class LightPageCacheHandler extends ((redisUrl ? redisCacheHandler(redisUrl) : FileSystemCache) as HandlerClass) {
  override async get(key: string, ctx: unknown): Promise<unknown> {
    const entry = await super.get(key, ctx);
    const route = routeOfCacheKey(key);
    if (route && !NEVER_STORED.has(route)) {
      siteMetrics().pageCache.inc({ route, result: entry ? 'hit' : 'miss' });
      // A page another instance regenerated after a publish, read from the shared cache.
      const { value, lastModified } = (entry ?? {}) as { value?: CacheEntryValue | null; lastModified?: number };
      if (value && typeof lastModified === 'number') observePublishVisible(value, lastModified);
    }
    return entry;
  }

  override async set(key: string, data: CacheEntryValue | null, ctx: unknown): Promise<void> {
    lightenPage(key, data);
    // Next answers the request with the lightened entry all the same, and renders the next one.
    const route = routeOfCacheKey(key);
    if (NEVER_STORED.has(route ?? '')) return;
    await super.set(key, data, ctx);
    if (route && data) observePublishVisible(data);
  }
}

/**
 * Tells the publish clock (`../telemetry/publish-visible.ts`) that a page with these tags, made
 * at `madeAt` (epoch ms, now for a page being stored), is served.
 */
function observePublishVisible(data: CacheEntryValue, madeAt?: number): void {
  const header = (data as { headers?: Record<string, unknown> }).headers?.['x-next-cache-tags'];
  if (typeof header === 'string') observeVisible(header.split(','), madeAt);
}
