import { z } from 'zod';

/**
 * The direct-invocation body (docs/requirements.md, §7: `firstName, lastName, email, phone, subject, message`).
 * The bounds mirror `lib/enquiries/schemas.ts` (`LIMITS`) and the CHECK constraints of
 * `supabase/migrations/20261121000000_enquiries.sql`; they are copied rather than imported
 * because a deployed Edge Function bundles only `supabase/functions/`.
 */

/** Upper bounds (characters), as `LIMITS` in `lib/enquiries/schemas.ts`. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;

/** PostgreSQL text cannot hold NUL, and lone UTF-16 surrogates are not valid text either. */
const storable = (value: string) =>
  !value.includes('\u0000') && (typeof value.isWellFormed !== 'function' || value.isWellFormed());

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .refine(storable, { error: `${field} contains characters that cannot be stored` });

/** The body of docs/requirements.md, §7. `id` is optional: a caller that retries may send the same uuid again. */
export const contactBodySchema = z.object({
  id: z.uuid({ error: 'id must be a UUID' }).optional(),
  firstName: text('firstName', LIMITS.name),
  lastName: text('lastName', LIMITS.name),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, { error: 'email is required' })
    .max(LIMITS.email, { error: `email must be at most ${LIMITS.email} characters` })
    .pipe(z.email({ error: 'email is not a valid email address' })),
  phone: z
    .string({ error: 'phone must be text' })
    .trim()
    .max(LIMITS.phone, { error: `phone must be at most ${LIMITS.phone} characters` })
    .regex(/^[+0-9 ()./-]*$/, { error: 'phone may contain only digits, spaces and + ( ) . / -' })
    .nullish()
    .transform((v) => (v ? v : null)),
  subject: text('subject', LIMITS.subject),
  message: text('message', LIMITS.message),
});

/** A validated body of docs/requirements.md, §7. */
export type ContactBody = z.output<typeof contactBodySchema>;

/** A `public.contact_messages` row as inserted (snake_case, as `lib/enquiries/rows.ts`). */
export interface ContactMessageRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/**
 * Validates a body of docs/requirements.md, §7.
 *
 * @param body the parsed JSON body.
 * @returns the validated body, or `error`: one readable sentence naming every bad field.
 */
export function parseContactBody(body: unknown): { data: ContactBody; error?: undefined } | { data?: undefined; error: string } {
  const result = contactBodySchema.safeParse(body);
  if (result.success) return { data: result.data };
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { error: `Invalid request: ${messages.join('; ')}.` };
}

/**
 * Maps a validated body to its `contact_messages` row.
 *
 * @param body the validated body.
 * @param id the row id (the body's own `id` wins, so a retried call stores nothing twice).
 * @returns the row to insert.
 */
export function toContactRow(body: ContactBody, id: string): ContactMessageRow {
  return {
    id: body.id ?? id,
    first_name: body.firstName,
    last_name: body.lastName,
    email: body.email,
    phone: body.phone,
    subject: body.subject,
    message: body.message,
  };
}
