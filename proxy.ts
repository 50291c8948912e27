import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

/**
 * Locale detection and prefix handling for every visitor page (next-intl middleware).
 * Note: start the server without `-H 127.0.0.1`: Next 16 then treats next-intl's rewrite as
 * external and answers 307 to itself (vercel/next.js#94745).
 */
export default createMiddleware(routing);

export const config = {
  // Everything except the Studio, API routes, Next internals and files with an extension.
  matcher: ['/((?!api|studio|_next|_vercel|.*\\..*).*)'],
};
