import { z } from 'zod';
import type { ContactEnquiry, FormationEnquiry } from './schemas';
import { EnquiryStoreError, type SaveOutcome, type SubmitterLimit } from './store';

/**
 * The enquiries as the SQL functions of `supabase/migrations/20261123000000_enquiry_submissions.sql`
 * take them: named arguments (`p_<column>`), snake_case. Both stores map the validated zod output
 * through these functions, so the embedded store and Supabase receive identical calls.
 */

/** A `public.contact_messages` row (`created_at` is the database's). */
export interface ContactMessageRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** One element of `formation_applications.founders` (camelCase inside the JSON, as the form). */
export interface StoredFounder {
  type: 'person' | 'company';
  name: string;
  cvr?: string;
  isForeign: boolean;
}

/** Arguments of `public.submit_contact_message`, in its parameter order. */
export interface ContactCall {
  p_id: string;
  p_first_name: string;
  p_last_name: string;
  p_email: string;
  p_phone: string | null;
  p_subject: string;
  p_message: string;
  p_client_key: string;
  p_limit: number;
  p_window_minutes: number;
}

/** Arguments of `public.submit_formation_application`, in its parameter order. */
export interface FormationCall {
  p_id: string;
  p_number_of_founders: number;
  p_company_structure: 'drift' | 'holding' | 'struktur';
  p_founders: StoredFounder[];
  p_client_key: string;
  p_limit: number;
  p_window_minutes: number;
}

const limitArgs = (submitter: SubmitterLimit) => ({
  p_client_key: submitter.clientKey,
  p_limit: submitter.points,
  p_window_minutes: submitter.windowMinutes,
});

/** Maps a validated contact enquiry (spec §3 Contact message) to its call; no phone -> `null`. */
export function contactCall(enquiry: ContactEnquiry, submitter: SubmitterLimit): ContactCall {
  return {
    p_id: enquiry.id,
    p_first_name: enquiry.firstName,
    p_last_name: enquiry.lastName,
    p_email: enquiry.email,
    p_phone: enquiry.phone ?? null,
    p_subject: enquiry.subject,
    p_message: enquiry.message,
    ...limitArgs(submitter),
  };
}

/**
 * Maps a validated formation application (spec §3 Application form) to its call. The founder
 * count becomes a number; a founder keeps `cvr` only when given, and `isForeign` always. The
 * time of submission is the database's (`submitted_at default now()`), so a sender cannot choose
 * it (issue 15, part 8).
 */
export function formationCall(enquiry: FormationEnquiry, submitter: SubmitterLimit): FormationCall {
  return {
    p_id: enquiry.id,
    p_number_of_founders: Number(enquiry.numberOfFounders),
    p_company_structure: enquiry.companyStructure,
    p_founders: enquiry.founders.map((f) => ({
      type: f.type,
      name: f.name,
      ...('cvr' in f && f.cvr !== undefined ? { cvr: f.cvr } : {}),
      isForeign: f.isForeign,
    })),
    ...limitArgs(submitter),
  };
}

const outcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('stored') }),
  z.object({ status: z.literal('limited'), retry_after_seconds: z.number().int().positive() }),
]);

/**
 * Reads a submit function's jsonb answer (`{"status":"stored"}` or
 * `{"status":"limited","retry_after_seconds":n}`).
 * @throws EnquiryStoreError for any other answer (a database on an older migration, say)
 */
export function readSaveOutcome(answer: unknown): SaveOutcome {
  const parsed = outcomeSchema.safeParse(answer);
  if (!parsed.success) throw new EnquiryStoreError(`Unexpected answer from the enquiry database: ${JSON.stringify(answer)}`);
  return parsed.data.status === 'stored' ? { status: 'stored' } : { status: 'limited', retryAfterSeconds: parsed.data.retry_after_seconds };
}
