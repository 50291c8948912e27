/**
 * The enquiry store of this process (issue 3 parts 5 and 6).
 *
 * SERVER-ONLY: this module reads server env vars and opens a database (`server-only` is not
 * installed, so nothing enforces it). Import it from Server Actions, route handlers and scripts
 * only, never from a `'use client'` module or anything a client component imports. Client code may
 * import `./schemas` (zod rules) and nothing else from `lib/enquiries`.
 */
import { createEmbeddedStore } from './embedded-store';
import { readSupabaseConfig } from './env';
import type { EnquiryStore } from './store';
import { createSupabaseStore } from './supabase-store';

export { EnquiryStoreError, type EnquiryStore, type SaveOutcome, type SubmitterLimit } from './store';

let store: EnquiryStore | undefined;

/**
 * Returns the store, created on the first call and reused: Supabase when `SUPABASE_URL` and
 * `SUPABASE_ANON_KEY` are set, otherwise the embedded PGlite store in `.data/enquiries`.
 * @throws Error from `readSupabaseConfig` for a bad configuration, e.g. `supabaseKey is required. …`
 *   when the URL is set without a key (spec §5, §8); nothing is memoised then.
 */
export function getEnquiryStore(): EnquiryStore {
  if (!store) {
    const supabase = readSupabaseConfig();
    store = supabase ? createSupabaseStore(supabase) : createEmbeddedStore();
  }
  return store;
}
