import { logger, readLogLevel } from '../log/logger';
import { redactUrl } from '../log/redact-url';

/**
 * The server's start-up checks (`instrumentation.ts`, Node.js runtime only); see there. With
 * `SEARCH_DATABASE_URL` it also connects once, to refuse a role that reaches beyond the search
 * table (`lib/search/role-check.ts`).
 * On a failure it logs "Cannot start: <message naming the variable>" (event `start-refused`,
 * level fatal; a URL's password in it reads `***`) and ends the process:
 * Next logs an error thrown from `register()` but keeps serving, every request a 500. During
 * `next build` it throws instead, failing the build.
 */
export async function checkConfigurationOrExit(): Promise<void> {
  try {
    await checkConfiguration();
  } catch (error) {
    // A message may echo a value it refuses, and a URL's password must not reach a log or a
    // build's output.
    const reason = redactUrl(error instanceof Error ? error.message : String(error));
    if (process.env.NEXT_PHASE === 'phase-production-build') throw error instanceof Error && error.message === reason ? error : new Error(reason);
    const message = `Cannot start: ${reason}`;
    logger.fatal({ event: 'start-refused' }, message);
    // Even with LOG_LEVEL=silent, a server that stops says why.
    if (!logger.isLevelEnabled('fatal')) console.error(message);
    process.exit(1);
  }
}

async function checkConfiguration(): Promise<void> {
  const [{ readSupabaseConfig, readRetentionDays }, { readSanityConfig }, { readRateLimit }, { readClientIpHeader }, { readSiteUrl }, { readWordPressConfig }, { readSearchDatabaseConfig }, { readSearchRateLimit }] =
    await Promise.all([
      import('../enquiries/env'),
      import('../content/env'),
      import('../enquiries/rate-limit'),
      import('../http/client-address'),
      import('../seo/site-url'),
      import('../wordpress/env'),
      import('../search/database'),
      import('../search/search-request'),
    ]);
  const { readDeeplConfig, readTranslateRateLimit } = await import('../translate/env');
  readLogLevel();
  const supabase = readSupabaseConfig();
  readSanityConfig();
  readRateLimit();
  readRetentionDays();
  const clientIpHeader = readClientIpHeader();
  readSiteUrl();
  readWordPressConfig();
  const search = readSearchDatabaseConfig();
  readSearchRateLimit();
  readDeeplConfig();
  readTranslateRateLimit();
  const [{ readOutboxConfig }, { DEFAULT_DATA_DIR }, { readMetricsConfig }, { readRedisUrl }] = await Promise.all([
    import('../enquiries/outbox/config'),
    import('../enquiries/embedded-store'),
    import('../telemetry/metrics-server'),
    import('../light-pages/shared-cache'),
  ]);
  if (supabase) readOutboxConfig(DEFAULT_DATA_DIR);
  readMetricsConfig();
  // The page cache handler reads it too, but its error is Next's to print.
  readRedisUrl();
  // The rate limits count per client address. Without the edge's header that is the
  // connection's, which behind an edge is the edge's own, shared by all its visitors.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && !clientIpHeader) {
    logger.warn(
      { event: 'configuration-warning', variable: 'ENQUIRY_CLIENT_IP_HEADER' },
      'ENQUIRY_CLIENT_IP_HEADER is not set: the form and search rate limits count each connection\'s address, which behind a proxy is the proxy\'s. ' +
        'Behind one, set it to the header your edge sets: x-real-ip (deploy/nginx), cf-connecting-ip (Cloudflare) or x-forwarded-for (Vercel).',
    );
  }
  // Every absolute URL (canonical, hreflang, sitemap, robots, JSON-LD) comes from this variable,
  // never from the request's Host, which a client can forge; without it they name localhost.
  // Read by key: `process.env.NEXT_PUBLIC_…` would be the build's value, fixed in the code.
  const env: Record<string, string | undefined> = process.env;
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && !env.NEXT_PUBLIC_SITE_URL?.trim()) {
    logger.warn(
      { event: 'configuration-warning', variable: 'NEXT_PUBLIC_SITE_URL' },
      'NEXT_PUBLIC_SITE_URL is not set: canonical links, the sitemap and robots.txt point at http://localhost:3000. ' +
        'Set it to the public origin (e.g. https://www.example.com) when building and starting.',
    );
  }
  const serving = process.env.NEXT_PHASE !== 'phase-production-build';
  // Most hosts discard the local disk on redeploy: a production server keeps enquiries on it
  // only when told to.
  if (!supabase && serving && process.env.NODE_ENV === 'production' && process.env.ENQUIRY_STORE?.trim() !== 'embedded') {
    throw new Error(
      'Neither SUPABASE_URL nor ENQUIRY_STORE=embedded is set: enquiries would be written to a local folder ' +
        '(ENQUIRY_DATA_DIR, default .data/enquiries) that most hosts discard. Set SUPABASE_URL and SUPABASE_ANON_KEY, ' +
        'or ENQUIRY_STORE=embedded to keep them on this machine on purpose.',
    );
  }
  if (!supabase && serving) {
    const { EnquiryFolderInUseError, openEmbeddedStore } = await import('../enquiries/embedded-store');
    await openEmbeddedStore().catch((error: unknown) => {
      // Another server on the same folder stops this one: sharing it would lose rows.
      if (error instanceof EnquiryFolderInUseError) throw error;
      // Any other failure is logged, not fatal: pages still serve, and each submit retries.
      logger.error({ event: 'enquiry-store-open-failed', err: error }, 'enquiries: the embedded store could not be opened; each submit tries again');
    });
  }
  if (search.kind === 'postgres' && serving) {
    // A role that reaches beyond the search table stops the start. A database that cannot be
    // reached does not: pages still serve, and the search checks the role when it first connects.
    const [{ searchDatabase }, { SearchRoleRefusedError }] = await Promise.all([import('../search/database'), import('../search/role-check')]);
    await searchDatabase().catch((error: unknown) => {
      if (error instanceof SearchRoleRefusedError) throw error;
      logger.warn({ event: 'search-role-unchecked', err: error }, 'search: SEARCH_DATABASE_URL could not be reached at start; its role is checked when the search first connects');
    });
  }
}
