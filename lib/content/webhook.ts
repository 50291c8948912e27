import { timingSafeEqual } from 'node:crypto';
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { readCappedBody } from '../http/capped-body';

/** Largest webhook body read, in bytes: Sanity's projection `{ _type, "slug": slug.current }` is under 200. */
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024;

/**
 * How far a signature's timestamp may be from now, in ms (5 minutes), in the past (a replayed
 * call) or the future (clock drift). Sanity signs each delivery, retries included, when it sends it.
 */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60 * 1000;

/** The outcome of {@link readSignedWebhook}: the verified body, or the answer to give. */
export type SignedWebhook = { ok: true; body: unknown } | { ok: false; status: 400 | 401 | 413; error: string };

/**
 * Reads and verifies a Sanity webhook call: at most
 * {@link WEBHOOK_MAX_BODY_BYTES} of body (413 beyond, without reading the rest), the
 * `sanity-webhook-signature` header (`t=<ms>,v1=<HMAC-SHA256>`, `@sanity/webhook`'s format and
 * encoder) with a timestamp within {@link WEBHOOK_MAX_SKEW_MS} of `now` (401 otherwise), the
 * HMAC compared in constant time (`crypto.timingSafeEqual`; the library compares with `!==`),
 * then the body parsed as JSON (400 when it is not).
 *
 * @param request - the incoming POST
 * @param secret - `SANITY_REVALIDATE_SECRET`, non-empty
 * @param now - the current time in ms (tests pass their own)
 */
export async function readSignedWebhook(request: Request, secret: string, now = Date.now()): Promise<SignedWebhook> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > WEBHOOK_MAX_BODY_BYTES) return tooLarge();
  const raw = await readCappedBody(request, WEBHOOK_MAX_BODY_BYTES);
  if (raw === null) return tooLarge();

  const header = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!header) return { ok: false, status: 401, error: 'Missing signature' };
  let claimed: { timestamp: number; hashedPayload: string };
  try {
    claimed = decodeSignatureHeader(header);
  } catch {
    return { ok: false, status: 401, error: 'Invalid signature' };
  }
  if (!Number.isFinite(claimed.timestamp) || Math.abs(now - claimed.timestamp) > WEBHOOK_MAX_SKEW_MS) {
    return { ok: false, status: 401, error: 'Signature timestamp outside the 5 minute window' };
  }
  if (!raw.trim()) return { ok: false, status: 400, error: 'Malformed body: expected JSON' };
  const expected = decodeSignatureHeader(await encodeSignatureHeader(raw, claimed.timestamp, secret)).hashedPayload;
  if (!equalInConstantTime(expected, claimed.hashedPayload)) return { ok: false, status: 401, error: 'Invalid signature' };
  try {
    return { ok: true, body: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, status: 400, error: 'Malformed body: expected JSON' };
  }
}

function tooLarge(): SignedWebhook {
  return { ok: false, status: 413, error: `Body larger than ${WEBHOOK_MAX_BODY_BYTES / 1024} KB` };
}

/** Whether two strings are equal, in time that depends only on their lengths. */
function equalInConstantTime(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
