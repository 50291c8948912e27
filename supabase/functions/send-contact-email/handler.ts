import { EmailDeliveryError, renderContactEmail, renderFormationEmail, sendEmail } from './email.ts';
import type { EmailConfig, EmailMessage, RetryOptions, SendDeps } from './email.ts';
import { parseContactBody, toContactRow } from './schema.ts';
import type { ContactStore, NotificationLedger } from './store.ts';

/**
 * The `send-contact-email` Edge Function (docs/requirements.md, §7), independent of Deno's globals
 * so it can be wired by `index.ts` and driven by tests. Two kinds of POST body:
 *
 * 1. The body of docs/requirements.md, §7 `{ firstName, lastName, email, phone?, subject, message }`: validated and
 *    inserted into `contact_messages`. No email is sent here: the insert fires the database
 *    webhook, which calls this function again (kind 2), so each stored row notifies once.
 * 2. A database webhook payload `{ type: "INSERT", table, schema: "public", record, old_record }`
 *    with header `x-webhook-secret`: one staff email for the stored row, retried on failure within
 *    the webhook's timeout. The enquiry is claimed in the notification ledger first, so a second
 *    delivery of the same INSERT sends nothing.
 *
 * Every answer is JSON with an `error` field (`null` on success), the only field docs/requirements.md, §7 reads.
 */

/** What {@link createHandler} needs. */
export interface HandlerDeps {
  /** Stores direct submissions; null when `SUPABASE_URL`/`SUPABASE_SERVICE_ROLE_KEY` are missing. */
  store: ContactStore | null;
  /** Records sent notifications; null under the same condition (then webhooks answer 500). */
  ledger: NotificationLedger | null;
  /** Email provider and staff addresses; null when not configured. */
  email: EmailConfig | null;
  /** Shared secret the webhook must send as `x-webhook-secret`; unset = webhooks are refused. */
  webhookSecret?: string;
  /** Email retry policy. */
  retry: RetryOptions;
  /** Reject bodies larger than this many bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** Makes ids for new rows (default `crypto.randomUUID`). */
  newId?: () => string;
  /** fetch/sleep for the email provider, and the error log (default `console.error`). */
  send?: SendDeps;
}

/** Tables whose inserts the webhook reports, and how each is rendered. */
const RENDERERS: Record<string, (record: Record<string, unknown>) => EmailMessage> = {
  contact_messages: renderContactEmail,
  formation_applications: renderFormationEmail,
};

/** For a browser calling the function directly (`supabase.functions.invoke`). */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function reply(status: number, error: string | null, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...extra },
  });
}

/** Compares without stopping at the first difference, so timing does not reveal the secret. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A database webhook payload has `type`, `table` and `record`; the body of docs/requirements.md, §7 has none of them. */
const looksLikeWebhook = (body: Record<string, unknown>) => 'type' in body && 'table' in body && 'record' in body;

/**
 * Creates the request handler.
 *
 * Answers: 200 `{error:null}` (also for a repeated delivery, which sends nothing); 400 bad JSON or
 * invalid fields; 401 webhook without the right secret; 405 not POST; 413 body too large; 500
 * storage failed or not configured; 502 the staff email failed after every retry within
 * `retry.deadlineMs` (the claim is given back, so the delivery can be repeated); 503 the
 * notification ledger could not be reached (nothing sent).
 *
 * @param deps store, email provider, secret and retry policy (see `readConfig` in `config.ts`).
 * @returns a `(request) => Promise<Response>` for `Deno.serve`.
 */
export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const maxBodyBytes = deps.maxBodyBytes ?? 64 * 1024;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const log = deps.send?.log ?? console.error;

  const handleWebhook = async (request: Request, payload: Record<string, unknown>): Promise<Response> => {
    if (!deps.webhookSecret) {
      log('send-contact-email: WEBHOOK_SECRET is not set; refusing the webhook call');
      return reply(500, 'The webhook is not configured.');
    }
    if (!sameSecret(request.headers.get('x-webhook-secret') ?? '', deps.webhookSecret)) {
      return reply(401, 'Unauthorized.');
    }
    if (payload.type !== 'INSERT') return reply(200, null); // only inserts notify; nothing to redo
    const render = typeof payload.table === 'string' ? RENDERERS[payload.table] : undefined;
    if (payload.schema !== 'public' || !render || !isObject(payload.record)) {
      return reply(400, 'Unsupported webhook payload: expected an INSERT into public.contact_messages or public.formation_applications.');
    }
    const enquiryId = payload.record.id;
    if (typeof enquiryId !== 'string' || !UUID.test(enquiryId)) return reply(400, 'Unsupported webhook payload: the record has no id.');
    if (!deps.email) {
      log('send-contact-email: EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM or STAFF_EMAIL is not set');
      return reply(500, 'Email is not configured.');
    }
    if (!deps.ledger) {
      log('send-contact-email: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set; cannot record notifications');
      return reply(500, 'Storage is not configured.');
    }
    let claim: Awaited<ReturnType<NotificationLedger['claim']>>;
    try {
      claim = await deps.ledger.claim(enquiryId, payload.table as string);
    } catch (error) {
      log(`send-contact-email: could not claim the notification of ${enquiryId}: ${error instanceof Error ? error.message : String(error)}`);
      return reply(503, 'Could not record the notification. Deliver the webhook again.');
    }
    // A repeated delivery: the email went out, or is going out now.
    if (claim !== 'claimed') return reply(200, null);
    let sent = false;
    try {
      await sendEmail(render(payload.record), deps.email, deps.retry, deps.send);
      sent = true;
      return reply(200, null);
    } catch (error) {
      if (error instanceof EmailDeliveryError) return reply(502, error.message);
      throw error;
    } finally {
      await deps.ledger.finish(enquiryId, sent).catch((error: unknown) => {
        // Sent but not recorded: a redelivery after the lease may send once more. Not sent: the
        // claim lapses after its lease and a redelivery sends.
        log(`send-contact-email: could not record the notification of ${enquiryId}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  };

  const handleDirect = async (body: unknown): Promise<Response> => {
    const parsed = parseContactBody(body);
    if (parsed.error !== undefined) return reply(400, parsed.error);
    if (!deps.store) {
      log('send-contact-email: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
      return reply(500, 'Storage is not configured.');
    }
    try {
      await deps.store.insertContact(toContactRow(parsed.data, newId()));
    } catch (error) {
      log(`send-contact-email: could not store the contact message: ${error instanceof Error ? error.message : String(error)}`);
      return reply(500, 'Could not store the message. Please try again.');
    }
    return reply(200, null);
  };

  return async (request) => {
    try {
      if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
      if (request.method !== 'POST') return reply(405, 'Method not allowed: use POST.', { Allow: 'POST, OPTIONS' });

      const declared = Number(request.headers.get('content-length') ?? '0');
      if (declared > maxBodyBytes) return reply(413, `Request body too large (limit ${maxBodyBytes} bytes).`);
      const raw = new Uint8Array(await request.arrayBuffer());
      if (raw.byteLength > maxBodyBytes) return reply(413, `Request body too large (limit ${maxBodyBytes} bytes).`);

      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
      } catch {
        return reply(400, 'Invalid request: the body must be JSON.');
      }
      if (!isObject(body)) return reply(400, 'Invalid request: the body must be a JSON object.');

      const isWebhook = looksLikeWebhook(body) || request.headers.has('x-webhook-secret');
      return isWebhook ? await handleWebhook(request, body) : await handleDirect(body);
    } catch (error) {
      log(`send-contact-email: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return reply(500, 'Internal error.');
    }
  };
}
