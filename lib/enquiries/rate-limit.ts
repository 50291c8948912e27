/**
 * The submission limit: `ENQUIRY_RATE_LIMIT` stored enquiries
 * (default 5) per `ENQUIRY_RATE_WINDOW_MINUTES` (default 10), per form and client address.
 *
 * The counting is the enquiry database's (`public.enquiry_wait_seconds` in
 * `supabase/migrations/20261123000000_enquiry_submissions.sql`), in the same transaction as the
 * insert: shared by every instance, kept over restarts, and only stored submissions count. A
 * limiter library (rate-limiter-flexible's Postgres store) would need a direct database
 * connection, where the site reaches Supabase only through PostgREST with the anon key.
 */

/** The limit: `points` stored enquiries per `windowMinutes`. */
export interface RateLimit {
  points: number;
  windowMinutes: number;
}

/**
 * The longest window, in minutes: the database keeps the record of client addresses (personal
 * data) for one day only (`delete_expired_enquiries`), as the privacy policy states.
 */
export const MAX_WINDOW_MINUTES = 24 * 60;

/**
 * Reads the limit from the environment.
 * @throws Error naming `ENQUIRY_RATE_LIMIT` or `ENQUIRY_RATE_WINDOW_MINUTES` when not a positive
 *   integer, or the window is over {@link MAX_WINDOW_MINUTES}.
 */
export function readRateLimit(env: Record<string, string | undefined> = process.env): RateLimit {
  const read = (name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
    if (value > max) throw new Error(`${name} must be at most ${max}, got "${raw}"`);
    return value;
  };
  return { points: read('ENQUIRY_RATE_LIMIT', 5), windowMinutes: read('ENQUIRY_RATE_WINDOW_MINUTES', 10, MAX_WINDOW_MINUTES) };
}
