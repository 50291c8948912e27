import type { ContactEnquiry } from './schemas';
import type { FormationRecord } from './store';

/**
 * The enquiries as table rows (`supabase/migrations/20261121000000_enquiries.sql`): the columns
 * the site inserts, snake_case. Both stores map the validated zod output through these functions,
 * so the embedded store and Supabase receive identical rows.
 */

/** A `public.contact_messages` row as inserted (`created_at` is the database's). */
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

/** A `public.formation_applications` row as inserted (`created_at` is the database's). */
export interface FormationApplicationRow {
  id: string;
  number_of_founders: number;
  company_structure: 'drift' | 'holding' | 'struktur';
  founders: StoredFounder[];
  submitted_at: string;
}

/** Maps a validated contact enquiry (spec §3 Contact message) to its row; no phone -> `null`. */
export function toContactRow(enquiry: ContactEnquiry): ContactMessageRow {
  return {
    id: enquiry.id,
    first_name: enquiry.firstName,
    last_name: enquiry.lastName,
    email: enquiry.email,
    phone: enquiry.phone ?? null,
    subject: enquiry.subject,
    message: enquiry.message,
  };
}

/**
 * Maps a validated formation application (spec §3 Application form) to its row. The founder
 * count becomes a number; a founder keeps `cvr` only when given, and `isForeign` always.
 */
export function toFormationRow(record: FormationRecord): FormationApplicationRow {
  return {
    id: record.id,
    number_of_founders: Number(record.numberOfFounders),
    company_structure: record.companyStructure,
    founders: record.founders.map((f) => ({
      type: f.type,
      name: f.name,
      ...('cvr' in f && f.cvr !== undefined ? { cvr: f.cvr } : {}),
      isForeign: f.isForeign,
    })),
    submitted_at: record.submittedAt,
  };
}
