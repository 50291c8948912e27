/**
 * Security headers of every response (issue 7, part 1), applied in `next.config.ts`.
 *
 * Pages stay statically generated, so the Content-Security-Policy carries no nonce: Next's
 * inline bootstrap scripts need `'unsafe-inline'` for scripts. Everything else is locked to the
 * site's own origin; forms may only post here (`form-action 'self'`) and only this site may
 * frame it (`frame-ancestors 'self'`, for the Studio's Presentation preview).
 */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://cdn.sanity.io",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The embedded Studio talks to Sanity's APIs and frames the site for previews; it keeps the
 * framing and form rules but not the site's narrow source list.
 */
export const STUDIO_CSP = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"].join('; ');

/** Headers shared by every route; `csp` is the Content-Security-Policy value. */
export function securityHeaders(csp: string): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
  ];
}
