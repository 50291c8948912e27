import { z } from 'zod';
import type { Database, Tables } from './database.types';
import type { ContactEnquiry, FormationEnquiry } from './schemas';
import { EnquiryStoreError, type SaveOutcome, type SubmitterLimit } from './store';

/**
 * The enquiries as the SQL functions of `supabase/migrations/20261123000000_enquiry_submissions.sql`
 * take them: named arguments (`p_<column>`), snake_case. Both stores map the validated zod output
 * through these functions, so the embedded store and Supabase receive identical calls.
 *
 * The types derive from the generated `database.types.ts` (`npm run rowtypes`), so a migration
 * that renames or adds an argument or column fails the typecheck here. They depart from it only
 * where said below: narrower where the database type is wider than what the site sends, and wider
 * for the one argument the site may send as null.
 */

type Functions = Database['public']['Functions'];
type SubmitContactArgs = Functions['submit_contact_message']['Args'];
type SubmitFormationArgs = Functions['submit_formation_application']['Args'];

/** A `public.contact_messages` row as the site writes it (`created_at` is the database's). */
export type ContactMessageRow = Omit<Tables<'contact_messages'>, 'created_at'>;

/**
 * One element of `formation_applications.founders` (camelCase inside the JSON, as the form).
 * Narrower than the generated type: the column is `jsonb` (`Json`), and its CHECK constraint lets
 * in only this shape. A type alias, not an interface, so that it is assignable to `Json`.
 */
export type StoredFounder = {
  type: 'person' | 'company';
  name: string;
  cvr?: string;
  isForeign: boolean;
};

/**
 * Arguments of `public.submit_contact_message`. Wider than the generated `Args` in one place:
 * `p_phone` may be null (no phone, stored as the nullable column's null), but Supabase's
 * generator types every SQL function argument as non-null (supabase/postgres-meta#842).
 */
export type ContactCall = Omit<SubmitContactArgs, 'p_phone'> & { p_phone: SubmitContactArgs['p_phone'] | null };

/**
 * Arguments of `public.submit_formation_application`. Narrower than the generated `Args` where
 * the database type is wider: `p_company_structure` is `text` (a CHECK constraint allows the
 * form's three values) and `p_founders` is `jsonb` (see {@link StoredFounder}).
 */
export type FormationCall = Omit<SubmitFormationArgs, 'p_company_structure' | 'p_founders'> & {
  p_company_structure: FormationEnquiry['companyStructure'];
  p_founders: StoredFounder[];
};

const limitArgs = (submitter: SubmitterLimit) => ({
  p_client_key: submitter.clientKey,
  p_limit: submitter.points,
  p_window_minutes: submitter.windowMinutes,
});

const contactFields = (enquiry: ContactEnquiry) => ({
  p_id: enquiry.id,
  p_first_name: enquiry.firstName,
  p_last_name: enquiry.lastName,
  p_email: enquiry.email,
  p_phone: enquiry.phone ?? null,
  p_subject: enquiry.subject,
  p_message: enquiry.message,
});

/** Maps a validated contact enquiry (docs/requirements.md, §3 Contact message) to its call; no phone -> `null`. */
export function contactCall(enquiry: ContactEnquiry, submitter: SubmitterLimit): ContactCall {
  return { ...contactFields(enquiry), ...limitArgs(submitter) };
}

const formationFields = (enquiry: FormationEnquiry) => ({
  p_id: enquiry.id,
  p_number_of_founders: Number(enquiry.numberOfFounders),
  p_company_structure: enquiry.companyStructure,
  p_founders: enquiry.founders.map(
    (f): StoredFounder => ({
      type: f.type,
      name: f.name,
      ...('cvr' in f && f.cvr !== undefined ? { cvr: f.cvr } : {}),
      isForeign: f.isForeign,
    }),
  ),
});

/**
 * Maps a validated formation application (docs/requirements.md, §3 Application form) to its call. The founder
 * count becomes a number; a founder keeps `cvr` only when given, and `isForeign` always. The
 * time of submission is the database's (`submitted_at default now()`), so a sender cannot choose
 * it.
 */
export function formationCall(enquiry: FormationEnquiry, submitter: SubmitterLimit): FormationCall {
  return { ...formationFields(enquiry), ...limitArgs(submitter) };
}

const outcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('stored'), duplicate: z.boolean().optional() }),
  z.object({ status: z.literal('limited'), retry_after_seconds: z.number().int().positive() }),
]);

/**
 * Reads a submit function's jsonb answer (`{"status":"stored"}`, with `"duplicate": true` for a
 * retry of an id already stored, or `{"status":"limited","retry_after_seconds":n}`).
 * @throws EnquiryStoreError for any other answer (a database on an older migration, say)
 */
export function readSaveOutcome(answer: unknown): SaveOutcome {
  const parsed = outcomeSchema.safeParse(answer);
  if (!parsed.success) throw new EnquiryStoreError(`Unexpected answer from the enquiry database: ${JSON.stringify(answer)}`);
  if (parsed.data.status === 'limited') return { status: 'limited', retryAfterSeconds: parsed.data.retry_after_seconds };
  return parsed.data.duplicate ? { status: 'stored', duplicate: true } : { status: 'stored' };
}

type DeliverContactArgs = Functions['deliver_contact_message']['Args'];
type DeliverFormationArgs = Functions['deliver_formation_application']['Args'];

/**
 * Arguments of `public.deliver_contact_message` (`…_enquiry_outbox.sql`): the submit call's
 * enquiry fields, plus the outbox credential and the time the enquiry was received, without the
 * limit, which was applied then. `p_phone` may be null, as in {@link ContactCall}.
 */
export type DeliverContactCall = Omit<DeliverContactArgs, 'p_phone'> & { p_phone: DeliverContactArgs['p_phone'] | null };

/** Arguments of `public.deliver_formation_application`, narrowed as {@link FormationCall}. */
export type DeliverFormationCall = Omit<DeliverFormationArgs, 'p_company_structure' | 'p_founders'> & Pick<FormationCall, 'p_company_structure' | 'p_founders'>;

/** The delivery of a contact message kept in the outbox. */
export function deliverContactCall(enquiry: ContactEnquiry, clientKey: string, receivedAt: string, credential: string): DeliverContactCall {
  return { p_credential: credential, ...contactFields(enquiry), p_client_key: clientKey, p_received_at: receivedAt };
}

/** The delivery of a formation application kept in the outbox. */
export function deliverFormationCall(enquiry: FormationEnquiry, clientKey: string, receivedAt: string, credential: string): DeliverFormationCall {
  return { p_credential: credential, ...formationFields(enquiry), p_client_key: clientKey, p_received_at: receivedAt };
}
