import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactMessageRow } from './schema.ts';

/** Where the function stores a directly submitted contact message. */
export interface ContactStore {
  /** Inserts the row; storing an id that already exists succeeds without a second row. */
  insertContact(row: ContactMessageRow): Promise<void>;
}

/** PostgreSQL's unique_violation: the primary key exists, i.e. this id is already stored. */
const UNIQUE_VIOLATION = '23505';

/**
 * The Supabase store: one PostgREST insert per message, as the site's own store does
 * (`lib/enquiries/supabase-store.ts`), here with the service-role key Supabase gives functions:
 *
 *     POST {SUPABASE_URL}/rest/v1/contact_messages    Prefer: return=minimal
 *     {"id": "...", "first_name": "...", ...}
 *
 * A plain insert (no upsert): a 409 with code 23505 means the id is stored already and counts as
 * success. The row is never updated or deleted here; the database webhook then notifies staff.
 *
 * @param client a supabase-js client made with the service-role key.
 * @param timeoutMs abort the insert after this many milliseconds.
 * @returns the {@link ContactStore}; `insertContact` rejects with the PostgREST or fetch error.
 */
export function createSupabaseContactStore(client: SupabaseClient, timeoutMs = 10_000): ContactStore {
  return {
    async insertContact(row) {
      const { error } = await client
        .from('contact_messages')
        .insert(row)
        .setHeader('Prefer', 'return=minimal')
        .abortSignal(AbortSignal.timeout(timeoutMs));
      if (error && error.code !== UNIQUE_VIOLATION) {
        throw new Error(`${error.message}${error.code ? ` (${error.code})` : ''}`);
      }
    },
  };
}
