import { createHash } from 'node:crypto';
import { localeRedirectScript } from '../i18n/detect';

/**
 * Security headers of every response, applied in
 * `next.config.ts`, and by `proxy.ts` for previews.
 *
 * The site's pages run no inline script but ours: `scripts/strip-runtime.ts` (after the build)
 * and the cache handler (when Next regenerates a page) take Next's inline bootstrap off every
 * page, and a form page's runtime loader does its work from JSON data. So `script-src` lists
 * `'self'` and the hash of each inline script of ours, which is computed here from the same
 * function that renders it: the same for a built and a regenerated page. Everything else is
 * locked to the site's own origin; forms may only post here (`form-action 'self'`) and only
 * this site may frame it (`frame-ancestors 'self'`, for the Studio's Presentation preview).
 */

/** Where the page's images may come from, besides this origin. */
export interface CspSources {
  /** `WORDPRESS_API_URL`: the WordPress home page's slide images come from its media library. */
  wordpressUrl?: string | null;
  /** `SANITY_API_HOST`: a Content Lake other than Sanity's (the tests' loopback lake). */
  sanityApiHost?: string | null;
  /**
   * `NEXT_PUBLIC_SANITY_API_HOST`: the Content Lake the embedded Studio calls instead of Sanity's
   * (the tests' loopback lake over HTTPS), which it reaches at `<projectId>.<host>`.
   */
  studioApiHost?: string | null;
}

/** `'sha256-…'` of an inline script's text, as CSP Level 2 compares it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline scripts of ours a page may run: the home page's language detection (docs/requirements.md, §4 Language). */
export function inlineScriptHashes(): string[] {
  return [scriptHash(localeRedirectScript())];
}

const origin = (url: string | null | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** Sanity's API and image hosts, as the Studio and a live preview reach them. */
const SANITY_HOSTS = ['https://*.api.sanity.io', 'wss://*.api.sanity.io', 'https://*.apicdn.sanity.io', 'https://api.sanity.io'];

/**
 * The origins the Studio reaches for `apiHost` `url`: `@sanity/client` prefixes the project id
 * (`https://e2e.localhost:3310`), and the presence socket uses the same host over `wss:`.
 */
const projectHosts = (url: string | null | undefined) => {
  if (!url) return [];
  try {
    const { protocol, host } = new URL(url);
    return [`${protocol}//*.${host}`, `${protocol === 'https:' ? 'wss:' : 'ws:'}//*.${host}`];
  } catch {
    return [];
  }
};

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Directives every policy shares. */
const LOCKED = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * The policy of the site's pages: no `'unsafe-inline'`, `'unsafe-eval'` or `'wasm-unsafe-eval'`
 * for scripts: the site's own files and the hashes of Next's inline scripts. Styles keep `'unsafe-inline'` (React's `style` attributes, Tailwind's inline custom properties).
 */
export function siteCsp(sources: CspSources = {}): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes()],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Sanity's image CDN; with SANITY_API_HOST (the loopback lake) images come from that host.
    'img-src': ["'self'", 'data:', 'https://cdn.sanity.io', ...origin(sources.sanityApiHost), ...origin(sources.wordpressUrl)],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    ...LOCKED,
  });
}

/**
 * The policy of a page an editor previews (draft mode, the Presentation tool): Next renders it
 * with its full runtime and inline scripts, so `proxy.ts` gives each such response a nonce,
 * which Next puts on every script it writes (it reads it from the request's policy). The page
 * also reads drafts live from the Content Lake.
 * @param nonce - a fresh random value per response (base64)
 */
export function previewCsp(nonce: string, sources: CspSources = {}): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...inlineScriptHashes()],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Sanity's image CDN; with SANITY_API_HOST (the loopback lake) images come from that host.
    'img-src': ["'self'", 'data:', 'https://cdn.sanity.io', ...origin(sources.sanityApiHost), ...origin(sources.wordpressUrl)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...SANITY_HOSTS, ...origin(sources.sanityApiHost)],
    'frame-src': ["'self'"],
    ...LOCKED,
  });
}

/**
 * The embedded Studio's policy: what Sanity Studio needs (its API over HTTPS and WebSocket,
 * images and avatars from any HTTPS host, blob workers, the site framed by the Presentation
 * tool). Its page is Next's with the full runtime, whose inline scripts change with every
 * build: it keeps `'unsafe-inline'` for scripts, for signed-in editors only; no `'unsafe-eval'`.
 */
export function studioCsp(sources: CspSources = {}): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Sanity's UI font, and its module CDN, which the Studio asks for newer versions (when
    // blocked, each logged a console error in every editor's browser).
    'font-src': ["'self'", 'data:', 'https://design-system-static.sanity.io'],
    'connect-src': ["'self'", ...SANITY_HOSTS, 'https://sanity-cdn.com', ...origin(sources.sanityApiHost), ...projectHosts(sources.studioApiHost)],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    ...LOCKED,
  });
}

/**
 * The policy for `next dev`: Next's development runtime evaluates code and inlines scripts on
 * every page, and nothing strips them.
 */
export function developmentCsp(sources: CspSources = {}): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', ...SANITY_HOSTS, ...origin(sources.sanityApiHost)],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    ...LOCKED,
  });
}

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
