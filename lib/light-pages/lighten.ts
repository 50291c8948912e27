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
 * `scripts/strip-runtime.ts` applies after `next build` (issue 13, part 2). The RSC payload is
 * kept, so a form page can still load React on first use.
 *
 * The HTML is changed on the entry object itself: Next answers the request that triggered the
 * render with that same object after storing it, so that visitor gets the light page too. If
 * stripping fails (Next's output changed shape), the page is kept as rendered, heavier but
 * working, and the error is logged. Other entries (fetch results, route handlers) pass as they are.
 *
 * @param key - Next's cache key (`/route-cache/APP_PAGE/<hash>/$<path>` in Next 16)
 * @param value - the entry's value, or `null`
 */
export function lightenPage(key: string, value: CacheEntryValue | null | undefined): void {
  // An error answer (a `notFound()` rendered at run time) is Next's shell that React fills on
  // the client (vercel/next.js#62228): without the runtime it would be blank, so it stays whole.
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || (value.status ?? 200) >= 400) return;
  const route = routeOfCacheKey(key);
  const mode = route ? clientRuntimeOf(route) : undefined;
  if (!route) console.error(`cache-handler: no client-runtime mode declared for cache key ${key}; stored as rendered`);
  if (mode !== 'none' && mode !== 'on-use') return;
  try {
    value.html = stripRuntime(value.html, mode);
  } catch (error) {
    console.error(`cache-handler: could not take the runtime off ${key}; stored as rendered.`, error);
  }
}
