import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { compareSelection } from './lib/compare/selection';
import { readSanityConfig } from './lib/content/env';
import { isSharedCacheable, NEVER_SHARED, PAGE_CACHE_CONTROL, ROUTER_VARY } from './lib/http/cache-control';
import { readBodyWithin, refuseRequest, TOO_LARGE, type Refusal } from './lib/http/request-guard';
import { readServerActionIds, refuseUnknownAction } from './lib/http/server-actions';
import { previewCsp } from './lib/security/headers';
import { isLocale, DEFAULT_LOCALE } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { contentChangedAt } from './lib/publish/content-changed';
import { CONTENT_ROUTES, createLivePaths } from './lib/routing/content-paths';
import { embeddedContentPaths, embeddedRedirectPaths } from './lib/routing/embedded-content-paths';
import { readBuildRoutes } from './lib/routing/prerendered-paths';
import { readPublicFiles } from './lib/routing/public-files';
import { publicPath, redirectStatus, resolveRedirect, slugNow, type RedirectPaths } from './lib/routing/redirects';
import { sanityContentPaths, sanityRedirectPaths } from './lib/routing/sanity-content-paths';
import { searchSegment, tidyQuery } from './lib/search/query-segment';
import { spendSearchBudget } from './lib/search/search-request';
import { pageOfSocialCard, SOCIAL_CARD_PREFIX } from './lib/seo/social-card';
import { siteMetrics } from './lib/telemetry/metrics';

const handleI18nRouting = createMiddleware(routing);

/** The prerendered not-found page of each locale (`app/[locale]/page-not-found`). */
const NOT_FOUND_SEGMENT = 'page-not-found';
/** The prerendered answer to a search past the client's budget (`app/[locale]/search-limited`). */
const SEARCH_LIMITED_SEGMENT = 'search-limited';
/** The prerendered answer to the old address of a deleted page (`app/[locale]/page-gone`). */
const GONE_SEGMENT = 'page-gone';
/** Pages the proxy answers with, never asked for by their own path. */
const ANSWER_SEGMENTS = new Set([NOT_FOUND_SEGMENT, SEARCH_LIMITED_SEGMENT, GONE_SEGMENT]);
/** A path whose last segment has an extension, like a file's. */
const FILE_NAME = /\.[^/]*$/;
/** Next's draft-mode cookie; its value is the build's preview mode id. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

// Production only: `next dev` prerenders nothing, and renders its 404s itself.
const build = process.env.NODE_ENV === 'production' ? readBuildRoutes(process.env.NEXT_DIST_DIR || '.next') : null;
/** The build's Server Actions: a form post naming another gets a 4xx here (`lib/http/server-actions.ts`). */
const actionIds = build ? readServerActionIds(process.env.NEXT_DIST_DIR || '.next') : null;
const builtPaths = [...(build?.paths ?? [])].filter(([pathname]) => !ANSWER_SEGMENTS.has(pathname.split('/').pop() ?? ''));
/** Files the server answers itself: `public/` and the build's file routes (`/robots.txt`, `/sitemap.xml`, `/favicon.ico`). */
const files = new Set([...readPublicFiles(), ...builtPaths.map(([pathname]) => pathname).filter((pathname) => FILE_NAME.test(pathname))]);
/** Pages of fixed routes (home, contact, pricing, …): the build knows them all. */
const fixedPages = new Set(builtPaths.filter(([, route]) => !CONTENT_ROUTES.has(route)).map(([pathname]) => pathname));
const builtContentPages = new Set(builtPaths.filter(([, route]) => CONTENT_ROUTES.has(route)).map(([pathname]) => pathname));
/**
 * Pages of the content routes: with a Sanity project, what is published now (asked again at
 * most once a second, see `createLivePaths`, and at once after a publish: `contentChangedAt`); on the embedded seed, which never changes while
 * the server runs, the seed's, of which the build prerendered some (`lib/routing/prerender.ts`).
 */
const contentPages = (() => {
  if (!build) return async () => builtContentPages;
  const sanity = readSanityConfig();
  if (!sanity) return embeddedContentPaths();
  return createLivePaths(sanityContentPaths(sanity), builtContentPages, { changedAt: contentChangedAt });
})();

/**
 * The old addresses of renamed pages (`lib/routing/redirects.ts`), kept like {@link contentPages}
 * and read only for a path that is no page, or a comparison or location picker naming a slug
 * that is none, so a visitor's page costs no lookup of them.
 */
const redirects = (() => {
  const none: RedirectPaths = new Map();
  if (!build) return async () => none;
  const sanity = readSanityConfig();
  if (!sanity) return embeddedRedirectPaths();
  return createLivePaths(sanityRedirectPaths(sanity), none, { changedAt: contentChangedAt, what: 'the old addresses of renamed pages' });
})();

/**
 * Locale prefix handling for every visitor page (next-intl middleware; no detection, see
 * `lib/i18n/routing.ts`), then the
 * 404: a path that is no page is answered with the prerendered not-found page of its locale and
 * status 404, static HTML like every other page. Pages of documents (service pages,
 * jurisdictions, regions) are the ones published now, so a new document's page answers at once
 * and a deleted one's answers 404. The old address of a renamed page answers a permanent
 * redirect to its address now, and that of a deleted one 410 with the prerendered gone page of
 * its locale (`lib/routing/redirects.ts`); a page at that address wins. A comparison or the
 * location picker naming a renamed country's old slug leads to its address now. In draft mode
 * (the Studio's preview) every path goes through, so unpublished pages can be previewed.
 *
 * Requests Next would answer with a 500 (a POST to a file, a form post that is no form, too
 * large or cross-origin) get a 4xx first (`lib/http/request-guard.ts`).
 *
 * Every answer to a `GET` outside draft mode carries {@link PAGE_CACHE_CONTROL}, so a shared
 * cache in front (deploy/nginx) can serve it and a publish still shows within 5 s; not a 429.
 * Each also varies on Next's router headers ({@link ROUTER_VARY}), on which Next answers with an
 * RSC payload or a redirect to `?_rsc`.
 * In draft mode the page carries a Content-Security-Policy with a fresh nonce (`previewCsp`),
 * since Next renders previews with its inline runtime.
 *
 * Note: start the server without `-H 127.0.0.1`: Next 16 then treats next-intl's rewrite as
 * external and answers 307 to itself (vercel/next.js#94745).
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const refusal =
    refuseRequest({ method: request.method, isFile: FILE_NAME.test(pathname), headers: request.headers, pathname }) ??
    (request.method === 'POST' ? await refuseFormPost(request) : null);
  if (refusal) return refused(refusal);
  // The Studio is matched only for the check above: its caching is next.config.ts's.
  if (pathname === '/studio' || pathname.startsWith('/studio/')) return NextResponse.next();
  // The search as the visitor types sets its own caching: its errors are never shared.
  if (pathname === SEARCH_API) return NextResponse.next();
  const preview = build !== null && request.cookies.get(DRAFT_MODE_COOKIE)?.value === build.previewModeId && build.previewModeId !== undefined;
  const csp = preview ? previewCsp(btoa(crypto.randomUUID()), CSP_SOURCES) : null;
  // Next reads the nonce from the request's policy and puts it on every script it writes.
  const response = await route(csp ? withRequestHeader(request, 'content-security-policy', csp) : request);
  if (csp) response.headers.set('Content-Security-Policy', csp);
  // Shared caches may keep what every visitor gets alike, and never a form submission's answer
  // or a preview. `next dev` sends no-store itself.
  if (build) {
    const shared = isSharedCacheable(request.method, request.cookies.has(DRAFT_MODE_COOKIE)) && response.status !== 429;
    response.headers.set('Cache-Control', shared ? PAGE_CACHE_CONTROL : NEVER_SHARED);
    response.headers.append('Vary', ROUTER_VARY);
  }
  return response;
}

/** The search the header's dialog asks as the visitor types (`app/api/search`). */
const SEARCH_API = '/api/search';

/** Image and API hosts of the preview policy (`lib/security/headers.ts`). */
const CSP_SOURCES = { wordpressUrl: process.env.WORDPRESS_API_URL, sanityApiHost: process.env.SANITY_API_HOST };

/** `request` with one more header, for Next and for next-intl's middleware, which forwards them. */
function withRequestHeader(request: NextRequest, name: string, value: string): NextRequest {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new NextRequest(request, { headers });
}

/**
 * The 413 of a chunked form post over the limit, and the 4xx of a post that names no action of
 * this build (`lib/http/server-actions.ts`); `null` for a post to let through.
 */
async function refuseFormPost(request: NextRequest): Promise<Refusal | null> {
  // A chunked post declares no length: count it. A declared length was checked by refuseRequest.
  let body: Uint8Array | null | undefined;
  if (!request.headers.has('content-length')) {
    body = await readBodyWithin(request.body);
    if (!body) return TOO_LARGE;
  }
  if (!actionIds) return null;
  const formData = async () => {
    body ??= await readBodyWithin(request.body);
    return new Response(body as BodyInit, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  };
  return refuseUnknownAction({ headers: request.headers, formData }, actionIds);
}

/** The plain-text 4xx of a refused request; never stored by a shared cache. */
function refused(refusal: Refusal): NextResponse {
  return new NextResponse(refusal.message, {
    status: refusal.status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NEVER_SHARED, ...(refusal.allow ? { Allow: refusal.allow } : {}) },
  });
}

/** The page, file, redirect or 404 that answers `request`; see {@link proxy}. */
async function route(request: NextRequest): Promise<NextResponse> {
  // A page's sharing card (`/og/da/denmark`) carries its locale already; it is drawn only for a
  // page that exists, so no request makes the server draw and keep cards of made-up paths.
  if (request.nextUrl.pathname.startsWith(`${SOCIAL_CARD_PREFIX}/`)) {
    const page = pageOfSocialCard(request.nextUrl.pathname);
    if (!build || (page && (fixedPages.has(page) || (await contentPages()).has(page)))) return NextResponse.next();
    return new NextResponse('No such page', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // Files pass untouched; in `next dev` (no build) so does anything that looks like one.
  if (FILE_NAME.test(request.nextUrl.pathname) && (!build || files.has(request.nextUrl.pathname))) return NextResponse.next();
  const response = handleI18nRouting(request);
  if (response.headers.has('location')) return response;
  // next-intl rewrites unprefixed English paths (`/banking` -> `/en/banking`).
  const rewrite = response.headers.get('x-middleware-rewrite');
  const pathname = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  const compare = /^\/([a-z]{2})\/compare$/.exec(pathname);
  if (compare?.[1] && request.nextUrl.searchParams.has('c')) return routeComparison(request, compare[1]);
  const search = /^\/([a-z]{2})\/search$/.exec(pathname);
  const words = tidyQuery(request.nextUrl.searchParams.get('q'));
  // The search form's results (`/search?q=…`) are a page of their own route segment, rendered
  // per request; an empty search is the search page itself. They draw from the same budget per
  // client as the search API, so neither way around the other's limit.
  if (search?.[1] && words) {
    const wait = await spendSearchBudget(request.headers);
    if (wait === null) return NextResponse.rewrite(new URL(`/${search[1]}/search/${searchSegment(words)}`, request.url));
    siteMetrics().searchDuration.observe({ entry: 'page', outcome: 'limited' }, 0);
    return NextResponse.rewrite(new URL(`/${search[1]}/${SEARCH_LIMITED_SEGMENT}`, request.url), { status: 429, headers: { 'Retry-After': String(wait) } });
  }
  if (!build) return response;
  // The hero's location picker without JavaScript: `/?location=denmark` (a GET form)
  // goes on to the country page when there is one. Next's adapter wants an absolute URL
  // here and sends a same-origin one on as a path, so no Host is reflected.
  const home = /^\/([a-z]{2})$/.exec(pathname);
  const location = home?.[1] ? await locationPage(home[1], request.nextUrl.searchParams.get('location')) : null;
  if (location) return NextResponse.redirect(new URL(publicPath(location), request.url), 303);
  const pages = await contentPages();
  if (fixedPages.has(pathname) || pages.has(pathname)) return response;
  const draftCookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  if (draftCookie && draftCookie === build.previewModeId) return response;
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  // The old address of a renamed page leads to its address now, in the same language; that of
  // a deleted one is gone. Permanent, so search engines move the page's standing to the new one.
  const moved = resolveRedirect(pathname, await redirects(), pages);
  if (moved === 'gone') return NextResponse.rewrite(new URL(`/${locale}/${GONE_SEGMENT}`, request.url), { status: 410 });
  if (moved) return NextResponse.redirect(new URL(`${publicPath(moved.location)}${request.nextUrl.search}`, request.url), redirectStatus(request.method));
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, request.url), { status: 404 });
}

/**
 * The internal path (`/da/denmark`) of the page the hero's location picker asks for by `slug`
 * in `locale`, following a rename as the page's old address does (`resolveRedirect`); `null`
 * when it names no page, or one that was deleted, so the visitor stays on the home page.
 */
async function locationPage(locale: string, slug: string | null): Promise<string | null> {
  if (!slug || !/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const asked = `/${locale}/${slug}`;
  const pages = await contentPages();
  if (pages.has(asked)) return asked;
  const moved = resolveRedirect(asked, await redirects(), pages);
  return moved && moved !== 'gone' ? moved.location : null;
}

/**
 * `/compare?c=…`: the published countries asked for, canonical (see
 * `compareSelection`), go to the comparison's route segment (`/en/compare/cyprus,denmark`),
 * where Next renders each combination once and then serves it like any page. Any other way of
 * asking (the picker's `c=a&c=b`, another order, a renamed country's old slug, unknown
 * countries, more than four) is redirected to the canonical URL, or to `/compare` when no
 * country is left.
 */
async function routeComparison(request: NextRequest, locale: string): Promise<NextResponse> {
  // `next dev` has no list of pages: the route segment answers 404 for a country that is none.
  const pages = build ? await contentPages() : null;
  const asked = request.nextUrl.searchParams.getAll('c');
  const exists = (slug: string) => !pages || pages.has(`/${locale}/compare/${slug}`);
  const slugs = compareSelection(asked, exists);
  // Compared decoded: Next may hand over the comma of `c=a,b` as `%2C`.
  const params = [...request.nextUrl.searchParams];
  const isCanonical = slugs.length > 0 && params.length === 1 && params[0]?.[0] === 'c' && params[0][1] === slugs.join(',');
  if (isCanonical) return NextResponse.rewrite(new URL(`/${locale}/compare/${slugs.join(',')}`, request.url));
  let current = slugs;
  // Only a request being redirected anyway reads the renames: a comparison's page costs no lookup.
  if (pages) {
    const renames = await redirects();
    current = compareSelection(asked, exists, (slug) => slugNow(slug, locale, renames, pages));
  }
  const base = locale === DEFAULT_LOCALE ? '/compare' : `/${locale}/compare`;
  return NextResponse.redirect(new URL(`${base}${current.length > 0 ? `?c=${current.join(',')}` : ''}`, request.url), 303);
}

export const config = {
  // Everything except API routes and Next internals: paths with an extension too, so that
  // `/missing.txt` gets the static 404 rather than a page route's render (see `files`). The
  // Studio and the search API only for the request checks (a malformed path there is Next's 500
  // otherwise). Not Sanity's images, which next.config.ts rewrites to its CDN before any locale
  // applies.
  matcher: ['/((?!api|studio|_next|_vercel|sanity-cdn).*)', '/studio/:path*', '/api/search'],
};
