import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseConfig } from './env';
import { toContactRow, toFormationRow } from './rows';
import { EnquiryStoreError, type EnquiryStore } from './store';

/**
 * The Supabase enquiry store (issue 3 part 5): PostgREST inserts through supabase-js with the anon
 * key. Server-side only: it runs in Server Actions, and the key is read from server env vars.
 */

/** Options of {@link createSupabaseStore}. */
export interface SupabaseStoreOptions {
  /** Abort a request after this many milliseconds (default 10 000); the action may then retry. */
  timeoutMs?: number;
}

/** PostgreSQL's unique_violation: the primary key exists, i.e. this id is already stored. */
const UNIQUE_VIOLATION = '23505';

/**
 * Creates the Supabase store. Each save is one request:
 *
 *     POST {url}/rest/v1/<table>
 *     apikey: <anon key>            Authorization: Bearer <anon key>
 *     Prefer: return=minimal        Content-Profile: public    Content-Type: application/json
 *     {"id": "...", "first_name": "...", ...}   (snake_case columns, see ./rows.ts)
 *
 * `return=minimal` because anon has no SELECT privilege or policy: returning the row would be
 * refused. A plain insert rather than an upsert (`Prefer: resolution=ignore-duplicates`,
 * `on_conflict=id`): PostgREST turns that into `on conflict (id) do nothing`, which needs SELECT on
 * `id`. Instead PostgREST's 409 with code 23505 (the primary key exists) counts as stored, so
 * saving the same id twice stores one row and succeeds both times.
 *
 * @param config project URL and anon key (see `readSupabaseConfig`).
 * @param client a ready client (tests); by default `createClient(url, anonKey)` without sessions.
 * @returns an {@link EnquiryStore} named `supabase:<host>`.
 * @throws nothing itself; saves reject with `EnquiryStoreError` (the PostgREST error or the fetch
 *   failure as `cause`) on any other error answer, a network failure or a timeout.
 */
export function createSupabaseStore(
  config: SupabaseConfig,
  client?: SupabaseClient,
  options: SupabaseStoreOptions = {},
): EnquiryStore {
  const supabase =
    client ?? createClient(config.url, config.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const timeoutMs = options.timeoutMs ?? 10_000;

  const insert = async (what: string, table: string, row: object): Promise<void> => {
    let error: { code?: string; message: string } | null;
    try {
      ({ error } = await supabase
        .from(table)
        .insert(row)
        .setHeader('Prefer', 'return=minimal')
        .abortSignal(AbortSignal.timeout(timeoutMs)));
    } catch (thrown) {
      throw new EnquiryStoreError(`Could not store the ${what} in Supabase: ${String(thrown)}`, { cause: thrown });
    }
    if (error && error.code !== UNIQUE_VIOLATION) {
      throw new EnquiryStoreError(
        `Could not store the ${what} in Supabase: ${error.message}${error.code ? ` (${error.code})` : ''}`,
        { cause: error },
      );
    }
  };

  return {
    name: `supabase:${new URL(config.url).host}`,
    saveContact: (enquiry) => insert('contact message', 'contact_messages', toContactRow(enquiry)),
    saveFormation: (record) => insert('formation application', 'formation_applications', toFormationRow(record)),
  };
}
