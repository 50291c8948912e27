import { logger } from '../log/logger';
import { clientRuntimeOf, routeOfCacheKey } from './modes';
import { stripRuntime } from './strip';

/** The part of a cache entry Next hands a cache handler's `set` that this module reads. */
export interface CacheEntryValue {
  kind: string;
  html?: unknown;
  status?: number;
}

/**
 * Takes the client runtime off a page Next rendered at run time, before a cache handler stores
 * it, as the page's route declares (`./modes.ts`, `./strip.ts`): the transform
 * `scripts/strip-runtime.ts` applies after `next build`. The RSC payload is
 * kept, so a form page can still load React on first use.
 *
 * The HTML is changed on the entry object itself: Next answers the request that triggered the
 * render with that same object after storing it, so that visitor gets the light page too. Other
 * entries (fetch results, route handlers) pass as they are.
 *
 * The key's shape is a Next.js internal (docs/next-internals.md). A page under a key this module
 * cannot read would be stored with the whole runtime, and every visitor after a publish would
 * load React for nothing, so it is refused instead: Next logs the failed store and keeps serving
 * the page it had, and the publishing tests, which look for the change on a light page, fail.
 *
 * @param key - Next's cache key (`/route-cache/APP_PAGE/<hash>/$<path>` in Next 16.4)
 * @param value - the entry's value, or `null`
 * @throws Error when a page's key has an unknown shape or names an undeclared route
 */
export function lightenPage(key: string, value: CacheEntryValue | null | undefined): void {
  // An error answer (a `notFound()` rendered at run time) is Next's shell that React fills on
  // the client (vercel/next.js#62228): without the runtime it would be blank, so it stays whole.
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || (value.status ?? 200) >= 400) return;
  const route = routeOfCacheKey(key);
  if (!route) {
    throw new Error(
      `cache-handler: a page's cache key ${key} has an unknown shape or names a route not declared in lib/light-pages/modes.ts; ` +
        'not stored (see docs/next-internals.md, "Response-cache keys")',
    );
  }
  const mode = clientRuntimeOf(route);
  if (mode !== 'none' && mode !== 'on-use') return;
  try {
    value.html = stripRuntime(value.html, mode);
  } catch (error) {
    // The build's strip (`scripts/strip-runtime.ts`) fails on the same error, so a Next.js that
    // changed its bootstrap never ships; here one odd page stays heavy but working.
    logger.error({ event: 'lighten-failed', key, err: error }, `cache-handler: could not take the runtime off ${key}; stored as rendered`);
  }
}
