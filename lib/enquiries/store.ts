import type { ContactEnquiry, FormationEnquiry } from './schemas';

/** A formation application as stored: the validated form plus when it was submitted (ISO 8601). */
export type FormationRecord = FormationEnquiry & { submittedAt: string };

/**
 * Where accepted enquiries are written. Two implementations share the SQL schema of
 * `supabase/migrations/`: Supabase through supabase-js with the anon key, and the embedded
 * PGlite store used when Supabase is not configured. Both insert as the `anon` role, and
 * both ignore a second insert of the same id (a retry after a timeout stores nothing new).
 */
export interface EnquiryStore {
  /** `supabase:<host>` or `embedded:<dir>`, for logs. */
  readonly name: string;
  /** @throws EnquiryStoreError when the row cannot be stored. */
  saveContact(enquiry: ContactEnquiry): Promise<void>;
  /** @throws EnquiryStoreError when the row cannot be stored. */
  saveFormation(record: FormationRecord): Promise<void>;
}

/** The store could not take the enquiry; `cause` holds the driver's error. Safe to retry. */
export class EnquiryStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EnquiryStoreError';
  }
}
