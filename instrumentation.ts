/**
 * Runs once when the server starts: reads every configuration variable so a wrong value stops
 * start-up with a message naming it (e.g. `supabaseKey is required. Set SUPABASE_ANON_KEY …`),
 * instead of failing on a visitor's first submit, and warns when a production server has no
 * `NEXT_PUBLIC_SITE_URL`; then opens the embedded enquiry store (when
 * Supabase is not configured) so the first submit does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ readSupabaseConfig }, { readSanityConfig }, { readRateLimit }, { readSiteUrl }, { readWordPressConfig }] = await Promise.all([
    import('./lib/enquiries/env'),
    import('./lib/content/env'),
    import('./lib/enquiries/rate-limit'),
    import('./lib/seo/site-url'),
    import('./lib/wordpress/env'),
  ]);
  const supabase = readSupabaseConfig();
  readSanityConfig();
  readRateLimit();
  readSiteUrl();
  readWordPressConfig();
  // Every absolute URL (canonical, hreflang, sitemap, robots, JSON-LD) comes from this variable,
  // never from the request's Host (issue 15, part 6); without it they name localhost.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && !process.env.NEXT_PUBLIC_SITE_URL?.trim()) {
    console.warn(
      'NEXT_PUBLIC_SITE_URL is not set: canonical links, the sitemap and robots.txt point at http://localhost:3000. ' +
        'Set it to the public origin (e.g. https://www.example.com) when building and starting.',
    );
  }
  if (!supabase && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { openEmbeddedStore } = await import('./lib/enquiries/embedded-store');
    // A store that cannot open is logged, not fatal: pages still serve, and each submit retries.
    await openEmbeddedStore().catch((error: unknown) => console.error(error));
  }
}
