/**
 * Runs once when the server starts: reads every configuration variable so a wrong value stops
 * start-up with a message naming it (e.g. `supabaseKey is required. Set SUPABASE_ANON_KEY …`),
 * instead of failing on a visitor's first submit.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ readSupabaseConfig }, { readSanityConfig }, { readRateLimit }, { readSiteUrl }] = await Promise.all([
    import('./lib/enquiries/env'),
    import('./lib/content/env'),
    import('./lib/enquiries/rate-limit'),
    import('./lib/seo/site-url'),
  ]);
  readSupabaseConfig();
  readSanityConfig();
  readRateLimit();
  readSiteUrl();
}
