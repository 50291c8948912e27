import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { isLocale, DEFAULT_LOCALE } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { readPrerenderedPaths } from './lib/routing/prerendered-paths';

const handleI18nRouting = createMiddleware(routing);

/** The prerendered not-found page of each locale (`app/[locale]/page-not-found`). */
const NOT_FOUND_SEGMENT = 'page-not-found';

// Production only: `next dev` prerenders nothing, and renders its 404s itself.
const prerendered = process.env.NODE_ENV === 'production' ? readPrerenderedPaths(process.env.NEXT_DIST_DIR || '.next') : null;
/** The paths answered as they are: every prerendered page but the 404 page itself. */
const pages = prerendered && new Set([...prerendered].filter((route) => !route.endsWith(`/${NOT_FOUND_SEGMENT}`)));

/**
 * Locale detection and prefix handling for every visitor page (next-intl middleware), then the
 * 404: a path the build did not prerender is answered with the prerendered not-found page of
 * its locale and status 404, static HTML like every other page (issue 7), instead of Next's
 * client-rendered `notFound()` shell.
 *
 * Note: start the server without `-H 127.0.0.1`: Next 16 then treats next-intl's rewrite as
 * external and answers 307 to itself (vercel/next.js#94745).
 */
export default function proxy(request: NextRequest): NextResponse {
  const response = handleI18nRouting(request);
  if (!pages || response.headers.has('location')) return response;
  // next-intl rewrites unprefixed English paths (`/banking` -> `/en/banking`).
  const rewrite = response.headers.get('x-middleware-rewrite');
  const pathname = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  if (pages.has(pathname)) return response;
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, request.url), { status: 404 });
}

export const config = {
  // Everything except the Studio, API routes, Next internals and files with an extension.
  matcher: ['/((?!api|studio|_next|_vercel|.*\\..*).*)'],
};
