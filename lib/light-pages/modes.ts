import { createHash } from 'node:crypto';

/**
 * What a page loads of the Next.js client runtime (React and its chunks):
 * - `none`: nothing. Server-rendered HTML whose widgets `public/enhance.js` enhances.
 * - `on-use`: React loads when the visitor first reaches for a form (`components/widgets/react-on-intent.ts`).
 * - `full`: as Next built it (the Studio, Next's own error page).
 */
export type ClientRuntimeMode = 'none' | 'on-use' | 'full';

/**
 * The client-runtime mode of every page route segment of `app/`, declared here and nowhere else.
 * Keys are Next's app routes as in `app-path-routes-manifest.json`.
 *
 * The same declaration drives both places that take the runtime off a page:
 * `scripts/strip-runtime.ts` after `next build`, and the cache handler (`./cache-handler.ts`)
 * when Next stores a page it regenerated at run time. After the build, a route that is missing
 * here, or a `none` route whose RSC payload references a client component of ours, stops the
 * build (`scripts/strip-runtime.ts`, reading the payload with `./client-references.ts`).
 */
export const CLIENT_RUNTIME = {
  '/[locale]': 'none',
  '/[locale]/[slug]': 'none',
  '/[locale]/global-registration/[region]': 'none',
  '/[locale]/pricing': 'none',
  '/[locale]/privacy': 'none',
  '/[locale]/compare': 'none',
  '/[locale]/compare/[selection]': 'none',
  '/[locale]/search': 'none',
  '/[locale]/search/[query]': 'none',
  '/[locale]/search-limited': 'none',
  '/[locale]/page-not-found': 'none',
  '/[locale]/page-gone': 'none',
  '/[locale]/[...rest]': 'none',
  '/_not-found': 'none',
  '/[locale]/contact': 'on-use',
  '/[locale]/company-formation': 'on-use',
  '/_global-error': 'full',
  '/studio/[[...tool]]': 'full',
} as const satisfies Record<string, ClientRuntimeMode>;

/**
 * Routes whose pages are rendered for each request and never stored: the cache handler takes
 * the runtime off the page it is handed and keeps nothing (`./cache-handler.ts`). Search results:
 * the visitors' words are unbounded, and every publish may change them.
 */
export const NEVER_STORED: ReadonlySet<string> = new Set(['/[locale]/search/[query]']);

/** A declared page route, e.g. `/[locale]/[slug]`. */
export type PageRoute = keyof typeof CLIENT_RUNTIME;

/** @returns the declared mode of `route`, or `undefined` for a route nobody declared. */
export function clientRuntimeOf(route: string): ClientRuntimeMode | undefined {
  return Object.hasOwn(CLIENT_RUNTIME, route) ? CLIENT_RUNTIME[route as PageRoute] : undefined;
}

/**
 * Next 16 keys a page in its response cache as `/route-cache/APP_PAGE/<sha256 of the page's
 * source route, e.g. "/[locale]/[slug]/page">/$<pathname>` (next/dist/server/lib/route-cache-key.js).
 * The hash names the route exactly, where the pathname alone would need Next's route matching.
 */
const ROUTE_BY_HASH = new Map<string, PageRoute>(
  (Object.keys(CLIENT_RUNTIME) as PageRoute[]).map((route) => [createHash('sha256').update(`${route}/page`).digest('hex'), route]),
);

/**
 * The declared route of a response-cache key (see {@link ROUTE_BY_HASH}).
 * @param key - the key Next passes to a cache handler's `set`
 * @returns the route, or `undefined` when the key has another shape or names an undeclared route
 */
export function routeOfCacheKey(key: string): PageRoute | undefined {
  const match = /^\/route-cache\/APP_PAGE\/([0-9a-f]{64})\/\$/.exec(key);
  return match ? ROUTE_BY_HASH.get(match[1] ?? '') : undefined;
}
