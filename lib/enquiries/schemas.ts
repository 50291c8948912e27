import { z } from 'zod';
import { MAX_FOUNDERS } from '../config/enquiry-rules';

// Zod probes `new Function` to compile faster parsers; the site's CSP has no 'unsafe-eval', so
// the probe shows as a CSP violation in the browser (Lighthouse Best Practices). Parse without it.
z.config({ jitless: true });

/**
 * The two enquiry forms' rules, shared by the browser (field errors as you type) and the
 * Server Actions (the authority). Messages are keys of the `forms.errors` catalog namespace,
 * so each form shows them in the page's language. The SQL CHECK constraints in
 * `supabase/migrations/` mirror these bounds.
 */

/** Upper bounds (characters) shared with the SQL constraints. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
  founderName: 200,
} as const;

export { MAX_FOUNDERS };

/** The error keys a field can show (`messages/*.json` -> `forms.errors.<key>`). */
export type FieldErrorKey = 'required' | 'tooLong' | 'email' | 'phone' | 'cvr' | 'oneForeign' | 'invalid';

/** PostgreSQL text cannot hold NUL, and lone UTF-16 surrogates are not valid text either. */
const storable = (value: string) =>
  !value.includes('\u0000') && (typeof value.isWellFormed !== 'function' || value.isWellFormed());

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine(storable, { error: 'invalid' });

/** An id generated once per submit attempt; a retry reuses it so nothing is stored twice. */
export const submissionId = z.uuid({ error: 'invalid' });

/** Contact form (docs/requirements.md, §2 Contact page, §3 Contact message, §5). */
export const contactSchema = z.object({
  id: submissionId,
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(LIMITS.email, { error: 'tooLong' })
    .refine(storable, { error: 'email' })
    .pipe(z.email({ error: 'email' })),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, { error: 'tooLong' })
    .regex(/^[+0-9 ()./-]*$/, { error: 'phone' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: text(LIMITS.subject),
  message: text(LIMITS.message),
});

export type ContactEnquiry = z.output<typeof contactSchema>;

/** A founder (docs/requirements.md, §3 Founder): a person or a company; CVR and "foreign" apply to companies only. */
export const founderSchema = z
  .object({
    type: z.enum(['person', 'company'], { error: 'required' }),
    name: text(LIMITS.founderName),
    cvr: z
      .string()
      .trim()
      .regex(/^(\d{8})?$/, { error: 'cvr' })
      .optional()
      .transform((v) => (v ? v : undefined)),
    isForeign: z.boolean().optional().default(false),
  })
  .transform((f) => (f.type === 'person' ? { type: f.type, name: f.name, isForeign: false } : f));

/** Company formation application (docs/requirements.md, §2 Company formation page, §3 Application form, §5). */
export const formationSchema = z
  .object({
    id: submissionId,
    numberOfFounders: z.enum(['1', '2', '3', '4', '5', '6'], { error: 'required' }),
    companyStructure: z.enum(['drift', 'holding', 'struktur'], { error: 'required' }),
    founders: z
      .array(founderSchema)
      .min(1, { error: 'required' })
      .max(MAX_FOUNDERS, { error: 'invalid' })
      // docs/requirements.md, §2 Company formation page shows this rule as a note only; we enforce it.
      .refine((founders) => founders.filter((f) => f.type === 'company' && f.isForeign).length <= 1, { error: 'oneForeign' }),
  })
  .superRefine((value, ctx) => {
    if (value.founders.length !== Number(value.numberOfFounders)) {
      ctx.addIssue({ code: 'custom', path: ['founders'], message: 'invalid' });
    }
  });

export type FormationEnquiry = z.output<typeof formationSchema>;

/** Field path (`firstName`, `founders.1.name`) -> first error key, for showing next to fields. */
export type FieldErrors = Record<string, FieldErrorKey>;

/** Flattens a zod error to the first error key per field path. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = (isErrorKey(issue.message) ? issue.message : 'invalid') as FieldErrorKey;
  }
  return errors;
}

function isErrorKey(value: string): value is FieldErrorKey {
  return ['required', 'tooLong', 'email', 'phone', 'cvr', 'oneForeign', 'invalid'].includes(value);
}
