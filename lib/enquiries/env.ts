/**
 * Enquiry-store configuration read from the environment (server-side only; neither variable has
 * the `NEXT_PUBLIC_` prefix, so neither reaches the browser bundle).
 *
 * - `SUPABASE_URL`: the project URL, e.g. `https://abcd1234.supabase.co`. Unset = embedded store.
 * - `SUPABASE_ANON_KEY`: the project's anon (public) key, or a `sb_publishable_…` key.
 *
 * The service-role / secret key is never read here and must never be set in the site's env: it
 * bypasses row level security. Only the Edge Function (supabase/functions) may hold it.
 */

/** Also the forms' and the privacy policy's: it lives below both (`lib/config/enquiry-rules.ts`). */
export { readRetentionDays } from '../config/enquiry-rules';

/** Where the Supabase store writes: the project URL and its anon key. */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** The text required for a missing key (docs/requirements.md, §5, §8), followed by the variable to set. */
export const MISSING_KEY_MESSAGE =
  'supabaseKey is required. Set SUPABASE_ANON_KEY (the anon public key) when SUPABASE_URL is set.';

/**
 * Reads and checks the Supabase variables (docs/requirements.md, §5, §6, §8). Blank values count as unset.
 * @returns the configuration, or `null` when neither variable is set (embedded PGlite store).
 * @throws Error with {@link MISSING_KEY_MESSAGE} (`supabaseKey is required. …`) when `SUPABASE_URL`
 *   is set without `SUPABASE_ANON_KEY`; `SUPABASE_URL is required …` for a key without a URL;
 *   `SUPABASE_URL must be …` for a value that is not an http(s) URL; `SUPABASE_ANON_KEY holds a
 *   service-role …` when the key is a secret key (a service-role JWT or `sb_secret_…`).
 */
export function readSupabaseConfig(env: Record<string, string | undefined> = process.env): SupabaseConfig | null {
  const url = blankToUndefined(env.SUPABASE_URL);
  const anonKey = blankToUndefined(env.SUPABASE_ANON_KEY);
  if (url === undefined && anonKey === undefined) return null;
  if (url === undefined) throw new Error('SUPABASE_URL is required when SUPABASE_ANON_KEY is set.');
  if (anonKey === undefined) throw new Error(MISSING_KEY_MESSAGE);

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SUPABASE_URL must be an http(s) URL such as https://abcd1234.supabase.co');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('SUPABASE_URL must be an http(s) URL such as https://abcd1234.supabase.co');
  }
  if (isSecretKey(anonKey)) {
    throw new Error(
      'SUPABASE_ANON_KEY holds a service-role (secret) key. Use the anon public key: the secret key bypasses row level security and must never be set in the site.',
    );
  }
  return { url: parsed.origin + parsed.pathname.replace(/\/+$/, ''), anonKey };
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A new-format secret key, or a legacy JWT whose `role` claim is `service_role`. */
function isSecretKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || payload === undefined) return false;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && (claims as { role?: unknown }).role === 'service_role';
  } catch {
    return false;
  }
}
