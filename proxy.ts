import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

/** Locale detection and prefix handling for every visitor page (next-intl middleware). */
export default createMiddleware(routing);

export const config = {
  // Everything except the Studio, API routes, Next internals and files with an extension.
  matcher: ['/((?!api|studio|_next|_vercel|.*\\..*).*)'],
};
