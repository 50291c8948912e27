/**
 * How long a shared cache (nginx `proxy_cache`, a CDN) may serve a page without asking the
 * server again, in seconds. Short, because a publish must show within 5 s of Sanity's webhook;
 * the server itself keeps pages until a publish, so a shared cache that asks once a
 * second costs it about one request per page per second.
 */
export const SHARED_MAX_AGE_S = 1;

/**
 * How long past {@link SHARED_MAX_AGE_S} a shared cache may still answer with its copy while it
 * fetches a new one in the background (RFC 5861), in seconds. Together the two bound what any
 * visitor sees to 4 s behind the server (nginx counts expiry in whole seconds, so a 1 s entry
 * can live up to 2 s), inside the 5 s a publish may take to show; on a page with steady
 * traffic the copy is refreshed every 1-2 s.
 */
export const STALE_WHILE_REVALIDATE_S = 2;

/**
 * `Cache-Control` of every page and file response that `proxy.ts` passes: browsers revalidate
 * (`max-age=0`, ETag), shared caches keep it {@link SHARED_MAX_AGE_S} s plus
 * {@link STALE_WHILE_REVALIDATE_S} s stale while refreshing. Next keeps a `Cache-Control` set
 * before it renders (it would send `s-maxage=31536000` for prerendered pages otherwise), and
 * replaces it with `private, no-store` in draft mode.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;

/** For what a shared cache must never store: previews, the Studio. */
export const NEVER_SHARED = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * `Vary` of every answer `proxy.ts` passes: Next answers a request carrying its client router's
 * headers differently (an RSC payload, or a redirect to the same URL with `_rsc`), and a shared
 * cache that keyed on the URL alone would hand that answer to the next visitor of the page. The
 * proxy cannot tell such requests apart (Next takes these headers off the request it sees), so
 * every answer names them; Next's own pages carry the same list.
 */
export const ROUTER_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch';

/**
 * Whether a request's response may be kept by a shared cache: reads (`GET`, `HEAD`) outside
 * draft mode. Form submissions are `POST`s (Server Actions); previews carry Next's draft-mode
 * cookie.
 *
 * @param method - the request's HTTP method
 * @param inDraftMode - whether the request carries a draft-mode cookie
 */
export function isSharedCacheable(method: string, inDraftMode: boolean): boolean {
  return (method === 'GET' || method === 'HEAD') && !inDraftMode;
}
