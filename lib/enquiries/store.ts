import type { ContactEnquiry, FormationEnquiry } from './schemas';

/**
 * Whom a submit is counted against, and the limit to apply: the database
 * counts the client's stored enquiries of that form within the window.
 */
export interface SubmitterLimit {
  /** The client's address as the trusted edge reported it (`lib/http/client-address.ts`). */
  clientKey: string;
  /** Stored enquiries allowed per client, form and window (`ENQUIRY_RATE_LIMIT`). */
  points: number;
  /** The window, in minutes (`ENQUIRY_RATE_WINDOW_MINUTES`). */
  windowMinutes: number;
}

/**
 * What a save did: stored (new, or a retry of an id already stored, `duplicate`, which keeps one
 * row with the latest content), or refused by the rate limit with the seconds until the client
 * may send again.
 */
export type SaveOutcome = { status: 'stored'; duplicate?: true } | { status: 'limited'; retryAfterSeconds: number };

/**
 * Where accepted enquiries are written. Two implementations share the SQL of
 * `supabase/migrations/`: Supabase through supabase-js with the anon key, and the embedded
 * PGlite store used when Supabase is not configured. Both call the same SQL functions as the
 * `anon` role (`submit_contact_message`, `submit_formation_application`), which apply the rate
 * limit, store one row per submission id, and stamp the server's time.
 */
export interface EnquiryStore {
  /** `supabase:<host>` or `embedded:<dir>`, for logs. */
  readonly name: string;
  /** @throws EnquiryStoreError when the row cannot be stored. */
  saveContact(enquiry: ContactEnquiry, submitter: SubmitterLimit): Promise<SaveOutcome>;
  /** @throws EnquiryStoreError when the row cannot be stored. */
  saveFormation(enquiry: FormationEnquiry, submitter: SubmitterLimit): Promise<SaveOutcome>;
  /**
   * Whether the store would take an enquiry now: the readiness probe `public.enquiry_store_ready()`,
   * called as the anon role like a save, reading and writing nothing.
   * @param signal - aborts the probe (its time limit)
   * @throws EnquiryStoreError when the store does not answer, or answers with an error
   */
  ready(signal: AbortSignal): Promise<void>;
}

/**
 * The store could not take the enquiry; `cause` holds the driver's error. Safe to retry with the
 * same id. `retryable` is false when the database refused the enquiry itself (a constraint, a
 * credential), which no later attempt changes; true for an outage, a timeout or an overload.
 * `dataRefused` says the refusal is about this enquiry's data ({@link isDataRefusal}), not the
 * setup, which would refuse every enquiry alike.
 */
export class EnquiryStoreError extends Error {
  readonly retryable: boolean;
  readonly dataRefused: boolean;
  constructor(message: string, options?: { cause?: unknown; retryable?: boolean; dataRefused?: boolean }) {
    super(message, options);
    this.name = 'EnquiryStoreError';
    this.retryable = options?.retryable ?? true;
    this.dataRefused = options?.dataRefused ?? false;
  }
}

/**
 * Whether a PostgreSQL error code (SQLSTATE) refuses the data sent: class 22 (data exception) or
 * 23 (integrity constraint violation). Any other refusal (an unregistered credential, a missing
 * function, a rejected key) is the setup's.
 */
export function isDataRefusal(sqlstate: string | undefined): boolean {
  return typeof sqlstate === 'string' && /^2[23]/.test(sqlstate);
}
