/**
 * What the enquiry forms promise a visitor, which the forms and the privacy policy state and
 * `lib/enquiries` enforces: how many founders an application takes and how long an enquiry is
 * kept. Here, below both, so the site search can state them as the pages do without depending
 * on the enquiries.
 */

/** Founders per application (docs/requirements.md, §9 Founders: 1 to 6). */
export const MAX_FOUNDERS = 6;

/**
 * Days an enquiry is kept before the daily deletion removes it:
 * `ENQUIRY_RETENTION_DAYS`, default 365. The embedded store applies it; on Supabase the database
 * setting `app.enquiry_retention_days` does (see the migration `…_enquiry_submissions.sql`), and
 * the forms' privacy notice states it, so set both to the same number.
 * @throws Error naming `ENQUIRY_RETENTION_DAYS` when it is not a whole number from 1 to 36500
 */
export function readRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env.ENQUIRY_RETENTION_DAYS?.trim();
  if (!raw) return 365;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) {
    throw new Error(`ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "${raw}"`);
  }
  return days;
}
