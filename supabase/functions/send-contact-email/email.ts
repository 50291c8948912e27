import { escapeHtml, singleLine } from './escape.ts';

/**
 * Staff notification emails: rendering a stored row (from the database webhook) and sending it
 * through a Resend-style HTTP API, with retries.
 */

/** Where and how to send (env `EMAIL_API_URL`, `EMAIL_API_KEY`, `EMAIL_FROM`, `STAFF_EMAIL`). */
export interface EmailConfig {
  /** Resend-style endpoint, e.g. `https://api.resend.com/emails`. */
  apiUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** Sender, e.g. `Meridian <noreply@example.com>` (a domain verified at the provider). */
  from: string;
  /** Staff recipients. */
  to: string[];
}

/** Retry policy of {@link sendEmail}. */
export interface RetryOptions {
  /** Pauses between attempts; attempts = `delaysMs.length + 1` (default [200, 800]: 3 attempts). */
  delaysMs: number[];
  /** Abort one attempt after this many milliseconds. */
  timeoutMs: number;
  /**
   * All attempts and pauses end within this many milliseconds of the first (default 4000): the
   * database webhook waits 5000 ms for the function's answer (docs/integrations.md, "Staff notifications"), and
   * the ledger calls need the rest. An attempt gets at most the time left; none starts with less
   * than {@link MIN_ATTEMPT_MS} left.
   */
  deadlineMs: number;
}

/** The shortest attempt worth starting, in ms: less and the provider cannot answer in time. */
export const MIN_ATTEMPT_MS = 250;

/** One email, before it is addressed. */
export interface EmailMessage {
  subject: string;
  html: string;
  text: string;
  /** Where staff replies go (the visitor's address), when there is a plausible one. */
  replyTo?: string;
  /** Sent as `Idempotency-Key`, so the provider can drop a repeat of the same notification. */
  idempotencyKey?: string;
}

/** Thrown by {@link sendEmail} when every attempt failed. */
export class EmailDeliveryError extends Error {
  /** How many attempts were made. */
  readonly attempts: number;

  /**
   * @param message what the last attempt got back.
   * @param attempts how many attempts were made.
   */
  constructor(message: string, attempts: number) {
    super(message);
    this.name = 'EmailDeliveryError';
    this.attempts = attempts;
  }
}

type Row = Record<string, unknown>;

const STRUCTURES: Record<string, string> = {
  drift: 'Driftsselskab',
  holding: 'Holdingselskab',
  struktur: 'Holdingstruktur',
};

/** A stored value as display text: strings as they are, null/undefined as empty, else JSON. */
function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Label/value pairs as an HTML table; every value escaped, multi-line values kept readable. */
function htmlTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellpadding="0" cellspacing="0">${cells}</table>`;
}

function textTable(rows: [string, string][]): string {
  return rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n');
}

const EMAIL_LIKE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Renders the notification for a `contact_messages` row.
 *
 * @param record the stored row (snake_case columns), as the database webhook sends it.
 * @returns subject, HTML (all values escaped) and plain text.
 */
export function renderContactEmail(record: Row): EmailMessage {
  const name = `${show(record.first_name)} ${show(record.last_name)}`.trim();
  const email = show(record.email);
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', email],
    ['Phone', show(record.phone) || '—'],
    ['Subject', show(record.subject)],
    ['Received', show(record.created_at)],
    ['Reference', show(record.id)],
  ];
  const message = show(record.message);
  return {
    subject: singleLine(`New contact message: ${show(record.subject)} (${name})`),
    html:
      `<h1 style="font-size:18px">New contact message</h1>${htmlTable(rows)}` +
      `<h2 style="font-size:16px">Message</h2><div style="white-space:pre-wrap">${escapeHtml(message)}</div>`,
    text: `New contact message\n\n${textTable(rows)}\n\nMessage:\n${message}\n`,
    replyTo: EMAIL_LIKE.test(email) ? email : undefined,
    idempotencyKey: `contact_messages/${show(record.id)}`,
  };
}

/** One founder as a line: `Stifter 2: Selskab – Acme ApS, CVR 12345678, Udenlandsk`. */
function founderLine(founder: unknown, index: number): string {
  const label = `Stifter ${index + 1}`;
  if (typeof founder !== 'object' || founder === null || Array.isArray(founder)) return `${label}: ${show(founder)}`;
  const f = founder as Row;
  const kind = f.type === 'company' ? 'Selskab' : f.type === 'person' ? 'Person' : show(f.type);
  const parts = [show(f.name)];
  if (f.cvr !== undefined && f.cvr !== null && f.cvr !== '') parts.push(`CVR ${show(f.cvr)}`);
  if (f.isForeign === true) parts.push('Udenlandsk');
  return `${label}: ${kind} – ${parts.join(', ')}`;
}

/**
 * Renders the notification for a `formation_applications` row, founders as a numbered list.
 *
 * @param record the stored row (snake_case columns; `founders` is the JSON array).
 * @returns subject, HTML (all values escaped) and plain text, in Danish like the form.
 */
export function renderFormationEmail(record: Row): EmailMessage {
  const structure = show(record.company_structure);
  const structureLabel = STRUCTURES[structure] ?? structure;
  const founders = Array.isArray(record.founders) ? record.founders : [record.founders];
  const lines = founders.map(founderLine);
  const rows: [string, string][] = [
    ['Selskabsstruktur', structureLabel],
    ['Antal stiftere', show(record.number_of_founders)],
    ['Indsendt', show(record.submitted_at)],
    ['Reference', show(record.id)],
  ];
  return {
    subject: singleLine(`Ny ansøgning om selskabsstiftelse: ${structureLabel}, ${show(record.number_of_founders)} stifter(e)`),
    html:
      `<h1 style="font-size:18px">Ny ansøgning om selskabsstiftelse</h1>${htmlTable(rows)}` +
      `<h2 style="font-size:16px">Stiftere</h2><ol>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ol>`,
    text: `Ny ansøgning om selskabsstiftelse\n\n${textTable(rows)}\n\nStiftere:\n${lines.map((l) => `- ${l}`).join('\n')}\n`,
    idempotencyKey: `formation_applications/${show(record.id)}`,
  };
}

/** Dependencies of {@link sendEmail} that tests may replace. */
export interface SendDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one email as `POST apiUrl` with `{ from, to, subject, html, text, reply_to? }` and
 * `Authorization: Bearer <apiKey>`. A non-2xx answer, a network error or a timeout is retried
 * after each of `retry.delaysMs`, as long as `retry.deadlineMs` allows; every attempt carries the
 * same `Idempotency-Key`.
 *
 * @param message what to send.
 * @param config provider and addresses.
 * @param retry attempts and timeout.
 * @param deps fetch/sleep/log replacements (tests).
 * @returns the number of attempts it took.
 * @throws EmailDeliveryError when every attempt failed.
 */
export async function sendEmail(
  message: EmailMessage,
  config: EmailConfig,
  retry: RetryOptions,
  deps: SendDeps = {},
): Promise<number> {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? sleepFor;
  const log = deps.log ?? console.error;
  const body = JSON.stringify({
    from: config.from,
    to: config.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
  });
  const headers: Record<string, string> = {
    Authorization: `Bearer ${config.apiKey}`,
    'Content-Type': 'application/json',
    ...(message.idempotencyKey ? { 'Idempotency-Key': singleLine(message.idempotencyKey, 256) } : {}),
  };
  const attempts = retry.delaysMs.length + 1;
  const deadline = Date.now() + retry.deadlineMs;
  let failure = '';
  let made = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const timeoutMs = Math.min(retry.timeoutMs, deadline - Date.now());
    if (timeoutMs < MIN_ATTEMPT_MS) break;
    made = attempt;
    try {
      const response = await doFetch(config.apiUrl, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        await response.body?.cancel();
        return attempt;
      }
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      failure = `provider answered ${response.status}${detail ? `: ${detail}` : ''}`;
    } catch (error) {
      failure =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : `request failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    log(`send-contact-email: email attempt ${attempt}/${attempts} failed: ${failure}`);
    const delay = retry.delaysMs[attempt - 1];
    if (delay !== undefined && Date.now() + delay + MIN_ATTEMPT_MS <= deadline) await sleep(delay);
    else if (delay !== undefined) break;
  }
  throw new EmailDeliveryError(`Email delivery failed after ${made} attempt${made === 1 ? '' : 's'}: ${failure}`, made);
}
