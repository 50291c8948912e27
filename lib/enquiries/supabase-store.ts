import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pRetry from 'p-retry';
import type { Database } from './database.types';
import type { SupabaseConfig } from './env';
import type { OutboxEntry } from './outbox/entry';
import { contactCall, deliverContactCall, deliverFormationCall, formationCall, readSaveOutcome, type ContactCall } from './rows';
import { EnquiryStoreError, isDataRefusal, type EnquiryStore, type SaveOutcome } from './store';

/**
 * The Supabase enquiry store: PostgREST RPC calls through supabase-js
 * with the anon key. Server-side only: it runs in Server Actions, and the key is read from server env vars.
 */

/** Options of {@link createSupabaseStore}. */
export interface SupabaseStoreOptions {
  /**
   * The time limit of one save, ms, retries included (default 10,000). Within it a transient
   * failure (no connection, a timeout, 408, 429 or 5xx) is tried twice more, after 250 ms and
   * 500 ms; each attempt may take at most half the limit, so a hung connection leaves time to
   * retry. More attempts would keep a visitor waiting through an outage the outbox can absorb.
   */
  timeoutMs?: number;
  /** `ENQUIRY_OUTBOX_SECRET`: lets {@link SupabaseStore.deliver} store enquiries from the outbox. */
  outboxCredential?: string;
}

/** The Supabase store, which can also deliver the outbox. */
export interface SupabaseStore extends EnquiryStore {
  /**
   * Stores an enquiry kept in the outbox with the time it was received (`deliver_contact_message`
   * or `deliver_formation_application`); a second delivery of its id stores nothing more.
   * @throws EnquiryStoreError as a save does; also when no outbox credential was given
   *   (`retryable: false`), or the database does not know it (42501, `retryable: false`)
   */
  deliver(entry: OutboxEntry): Promise<void>;
}

type RpcAnswer = { data: unknown; error: { code?: string; message: string } | null; status: number };

/** Attempts after the first, for a transient failure. */
const MAX_RETRIES = 2;

/** Answers worth another attempt: none at all (status 0: no connection, timeout), or the server's overload or outage. */
const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** An attempt's error answer, thrown so that p-retry sees the attempt fail. */
class FailedAnswer extends Error {
  constructor(readonly answer: RpcAnswer & { error: NonNullable<RpcAnswer['error']> }) {
    super(answer.error.message);
  }
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
 * checked against its function's arguments. The same id makes every attempt of a save safe to repeat.
 *
 * @param config project URL and anon key (see `readSupabaseConfig`).
 * @param client a ready client (tests); by default `createClient(url, anonKey)` without sessions.
 * @returns a {@link SupabaseStore} named `supabase:<host>`.
 * @throws nothing itself; saves reject with `EnquiryStoreError` (the PostgREST error or the fetch
 *   failure as `cause`) on an error answer, a network failure, a timeout or an unexpected answer,
 *   once the time limit leaves no room for another attempt.
 */
export function createSupabaseStore(
  config: SupabaseConfig,
  client?: SupabaseClient<Database>,
  options: SupabaseStoreOptions = {},
): SupabaseStore {
  const supabase =
    client ?? createClient<Database>(config.url, config.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** Sends one RPC request (made by `request`) with retries within `timeoutMs`, and reads its answer. */
  const call = async (what: string, request: (signal: AbortSignal) => PromiseLike<RpcAnswer>): Promise<unknown> => {
    const deadline = Date.now() + timeoutMs;
    const attempt = async () => {
      let answer: RpcAnswer;
      try {
        answer = await request(AbortSignal.timeout(Math.max(1, Math.min(timeoutMs / 2, deadline - Date.now()))));
      } catch (thrown) {
        answer = { data: null, error: { message: String(thrown) }, status: 0 };
      }
      if (answer.error) throw new FailedAnswer({ ...answer, error: answer.error });
      return answer.data;
    };
    try {
      // Waits 250 ms, then 500 ms (p-retry's doubling from minTimeout).
      return await pRetry(attempt, {
        retries: MAX_RETRIES,
        minTimeout: 250,
        factor: 2,
        // Another attempt only for a transient failure, and only when its wait and half a second
        // to answer still fit in the time limit.
        shouldRetry: ({ error, retryDelay }) => error instanceof FailedAnswer && isTransient(error.answer.status) && Date.now() + retryDelay + 500 <= deadline,
      });
    } catch (failure) {
      if (!(failure instanceof FailedAnswer)) throw failure;
      const { error, status } = failure.answer;
      throw new EnquiryStoreError(`Could not store the ${what} in Supabase: ${error.message}${error.code ? ` (${error.code})` : ''}`, {
        cause: error,
        retryable: isTransient(status),
        dataRefused: !isTransient(status) && isDataRefusal(error.code),
      });
    }
  };
  const save = async (what: string, request: (signal: AbortSignal) => PromiseLike<RpcAnswer>): Promise<SaveOutcome> =>
    readSaveOutcome(await call(what, request));

  return {
    name: `supabase:${new URL(config.url).host}`,
    saveContact: (enquiry, submitter) =>
      save('contact message', (signal) =>
        supabase.rpc('submit_contact_message', contactArgs(contactCall(enquiry, submitter))).abortSignal(signal),
      ),
    saveFormation: (enquiry, submitter) =>
      save('formation application', (signal) =>
        supabase.rpc('submit_formation_application', formationCall(enquiry, submitter)).abortSignal(signal),
      ),
    async deliver(entry) {
      const credential = options.outboxCredential;
      if (!credential) throw new EnquiryStoreError('No ENQUIRY_OUTBOX_SECRET: the outbox cannot be delivered.', { retryable: false });
      const outcome =
        entry.form === 'contact'
          ? await save('contact message', (signal) =>
              supabase
                .rpc('deliver_contact_message', deliverContactCall(entry.enquiry, entry.clientKey, entry.receivedAt, credential) as DeliverContactArgs)
                .abortSignal(signal),
            )
          : await save('formation application', (signal) =>
              supabase.rpc('deliver_formation_application', deliverFormationCall(entry.enquiry, entry.clientKey, entry.receivedAt, credential)).abortSignal(signal),
            );
      if (outcome.status !== 'stored') throw new EnquiryStoreError(`Unexpected answer to the delivery of ${entry.id}: ${outcome.status}`, { retryable: false });
    },
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

type DeliverContactArgs = Database['public']['Functions']['deliver_contact_message']['Args'];
