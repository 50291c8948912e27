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

/** What {@link NotificationLedger.claim} found: send now, already sent, or being sent by another delivery. */
export type ClaimOutcome = 'claimed' | 'sent' | 'busy';

/**
 * The record of staff emails, one per enquiry (migration
 * `20261123000100_enquiry_notifications.sql`), so that a webhook delivered twice sends one email.
 */
export interface NotificationLedger {
  /** Claims the enquiry's notification. @throws Error when the database cannot be asked */
  claim(enquiryId: string, table: string): Promise<ClaimOutcome>;
  /** Marks it sent, or (`sent` false) gives the claim back for a later delivery. @throws Error as `claim` */
  finish(enquiryId: string, sent: boolean): Promise<void>;
}

/**
 * The ledger in Supabase: PostgREST RPC calls of `claim_enquiry_notification` and
 * `finish_enquiry_notification` with the service-role key.
 * @param client a supabase-js client made with the service-role key.
 * @param timeoutMs abort a call after this many milliseconds (default 1000: the webhook waits 5 s in all).
 */
export function createSupabaseNotificationLedger(client: SupabaseClient, timeoutMs = 1000): NotificationLedger {
  const call = async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await client.rpc(fn, args).abortSignal(AbortSignal.timeout(timeoutMs));
    if (error) throw new Error(`${fn}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    return data;
  };
  return {
    async claim(enquiryId, table) {
      const outcome = await call('claim_enquiry_notification', { p_enquiry_id: enquiryId, p_table: table });
      if (outcome !== 'claimed' && outcome !== 'sent' && outcome !== 'busy') throw new Error(`claim_enquiry_notification answered ${JSON.stringify(outcome)}`);
      return outcome;
    },
    async finish(enquiryId, sent) {
      await call('finish_enquiry_notification', { p_enquiry_id: enquiryId, p_sent: sent });
    },
  };
}
