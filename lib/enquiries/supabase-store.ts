import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import type { SupabaseConfig } from './env';
import { contactCall, formationCall, readSaveOutcome, type ContactCall } from './rows';
import { EnquiryStoreError, type EnquiryStore, type SaveOutcome } from './store';

/**
 * The Supabase enquiry store (issue 3 part 5, issue 15): PostgREST RPC calls through supabase-js
 * with the anon key. Server-side only: it runs in Server Actions, and the key is read from server env vars.
 */

/** Options of {@link createSupabaseStore}. */
export interface SupabaseStoreOptions {
  /** Abort a request after this many milliseconds (default 10 000); the action may then retry. */
  timeoutMs?: number;
}

/**
 * Creates the Supabase store. Each save is one PostgREST RPC call of the submit function
 * (`supabase/migrations/20261123000000_enquiry_submissions.sql`), which applies the rate limit,
 * stores one row per submission id and answers jsonb:
 *
 *     POST {url}/rest/v1/rpc/submit_contact_message     (or submit_formation_application)
 *     apikey: <anon key>            Authorization: Bearer <anon key>
 *     Content-Type: application/json
 *     {"p_id": "...", "p_first_name": "...", ..., "p_client_key": "...", "p_limit": 5, "p_window_minutes": 10}
 *
 *     200 {"status": "stored"}  |  200 {"status": "limited", "retry_after_seconds": 412}
 *
 * The client is typed by the generated `Database` (`database.types.ts`), so each `rpc` call is
 * checked against its function's arguments.
 *
 * @param config project URL and anon key (see `readSupabaseConfig`).
 * @param client a ready client (tests); by default `createClient(url, anonKey)` without sessions.
 * @returns an {@link EnquiryStore} named `supabase:<host>`.
 * @throws nothing itself; saves reject with `EnquiryStoreError` (the PostgREST error or the fetch
 *   failure as `cause`) on an error answer, a network failure, a timeout or an unexpected answer.
 */
export function createSupabaseStore(
  config: SupabaseConfig,
  client?: SupabaseClient<Database>,
  options: SupabaseStoreOptions = {},
): EnquiryStore {
  const supabase =
    client ?? createClient<Database>(config.url, config.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** Sends one RPC request (made by `request`, aborted after `timeoutMs`) and reads its answer. */
  const submit = async (
    what: string,
    request: (signal: AbortSignal) => PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
  ): Promise<SaveOutcome> => {
    let data: unknown;
    let error: { code?: string; message: string } | null;
    try {
      ({ data, error } = await request(AbortSignal.timeout(timeoutMs)));
    } catch (thrown) {
      throw new EnquiryStoreError(`Could not store the ${what} in Supabase: ${String(thrown)}`, { cause: thrown });
    }
    if (error) {
      throw new EnquiryStoreError(
        `Could not store the ${what} in Supabase: ${error.message}${error.code ? ` (${error.code})` : ''}`,
        { cause: error },
      );
    }
    return readSaveOutcome(data);
  };

  return {
    name: `supabase:${new URL(config.url).host}`,
    saveContact: (enquiry, submitter) =>
      submit('contact message', (signal) =>
        supabase.rpc('submit_contact_message', contactArgs(contactCall(enquiry, submitter))).abortSignal(signal),
      ),
    saveFormation: (enquiry, submitter) =>
      submit('formation application', (signal) =>
        supabase.rpc('submit_formation_application', formationCall(enquiry, submitter)).abortSignal(signal),
      ),
    async ready(signal) {
      let answer: { data: unknown; error: { message: string } | null };
      try {
        answer = await supabase.rpc('enquiry_store_ready').abortSignal(signal);
      } catch (thrown) {
        throw new EnquiryStoreError(`Supabase did not answer the readiness probe: ${String(thrown)}`, { cause: thrown });
      }
      if (answer.error || answer.data !== true) throw new EnquiryStoreError(`Supabase refused the readiness probe: ${answer.error?.message ?? 'no answer'}`, { cause: answer.error });
    },
  };
}

/**
 * The contact call as the generated `Args` type it. They type every SQL function argument as
 * non-null (supabase/postgres-meta#842), while `p_phone` is null when there is no phone: PostgREST
 * passes JSON `null` on as SQL `NULL`, which the function stores in the nullable `phone` column.
 */
function contactArgs(call: ContactCall): Database['public']['Functions']['submit_contact_message']['Args'] {
  return call as Database['public']['Functions']['submit_contact_message']['Args'];
}
