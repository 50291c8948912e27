import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { NEVER_SHARED } from './lib/http/cache-control';
import { ACTION_BODY_LIMIT_BYTES } from './lib/http/request-guard';
import { SANITY_IMAGE_PATH, sanityImageOrigin } from './lib/images/sanity-image';
import { developmentCsp, securityHeaders, siteCsp, studioCsp } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // A second build side by side (the WordPress e2e build in .next-wp, see playwright.config.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Pages Next renders at run time lose the client runtime as their route declares, like the
  // built ones; built from lib/light-pages/cache-handler.ts before dev and build.
  cacheHandler: path.join(process.cwd(), '.build', 'cache-handler.cjs'),
  poweredByHeader: false,
  // `npm test` type-checks the whole project (`tsc --noEmit`, route types included) before it
  // builds, and sets this so its two builds do not check the same code again.
  // Any other build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // PGlite loads its WebAssembly, data files and extensions from its own package folder at run
  // time, and pg its optional native binding: both stay outside the server bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'prom-client'],
  experimental: {
    // Turbopack's build cache speeds up the next build in the same folder. `npm test`'s builds
    // run once in a fresh clone and are thrown away: writing the cache only made them
    // slower, so `NEXT_BUILD_CACHE=off` skips it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Enquiry forms post a few kilobytes at most; anything larger is refused.
    // Server Actions keep their default Origin check: no allowedOrigins are added.
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
  },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async rewrites() {
    // Sanity's image pipeline on the site's own origin: the hero image shares the page's
    // connection instead of opening one to the CDN (lib/images/sanity-image.ts). Fixed at build,
    // like the headers below.
    return { beforeFiles: [{ source: `${SANITY_IMAGE_PATH}/images/:path*`, destination: `${sanityImageOrigin()}/images/:path*` }], afterFiles: [], fallback: [] };
  },
  async headers() {
    // Fixed at build (the WordPress host the home page was built from) and read again by `next
    // start`. `next dev` runs Next's development runtime, which needs inline scripts and eval.
    const sources = { wordpressUrl: process.env.WORDPRESS_API_URL, sanityApiHost: process.env.SANITY_API_HOST, studioApiHost: process.env.NEXT_PUBLIC_SANITY_API_HOST };
    const development = process.env.NODE_ENV === 'development';
    // Later entries override earlier ones for the same header: the Studio gets its own policy,
    // and no shared cache keeps it (Next would send `s-maxage=31536000`: it is a static page).
    // Previews get a nonce-based policy from proxy.ts.
    const studio = [...securityHeaders(development ? developmentCsp(sources) : studioCsp(sources)), { key: 'Cache-Control', value: NEVER_SHARED }];
    return [
      { source: '/:path*', headers: securityHeaders(development ? developmentCsp(sources) : siteCsp(sources)) },
      { source: '/studio/:path*', headers: studio },
      { source: '/studio', headers: studio },
    ];
  },
};

export default withNextIntl(nextConfig);
