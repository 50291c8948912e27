/**
 * The client address a form submit is counted against by the rate limit. Only the edge in front
 * of the site (nginx, Cloudflare, Vercel) knows it; a header it sets, and that clients cannot set
 * through it, names it: `ENQUIRY_CLIENT_IP_HEADER`.
 *
 * | edge | `ENQUIRY_CLIENT_IP_HEADER` |
 * | --- | --- |
 * | nginx with `deploy/nginx/site-proxy.conf` | `x-real-ip` |
 * | Cloudflare | `cf-connecting-ip` |
 * | Vercel (it overwrites the header) | `x-forwarded-for` |
 *
 * Unset, the left-most `X-Forwarded-For` is used, which a client can choose, so a production
 * start warns (`lib/startup/check-configuration.ts`).
 */

/** A header name as RFC 9110 allows it (a token), e.g. `x-real-ip`. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The key used when the header is missing: such submits share one budget. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Reads `ENQUIRY_CLIENT_IP_HEADER`.
 * @returns the header name in lower case, or `null` when unset (left-most `X-Forwarded-For`)
 * @throws Error naming `ENQUIRY_CLIENT_IP_HEADER` when it is not a header name
 */
export function readClientIpHeader(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.ENQUIRY_CLIENT_IP_HEADER?.trim();
  if (!raw) return null;
  if (!HEADER_NAME.test(raw)) throw new Error(`ENQUIRY_CLIENT_IP_HEADER must be a header name such as x-real-ip, got "${raw}"`);
  return raw.toLowerCase();
}

/**
 * The client address of a request: the first comma-separated value of `header` (default
 * `x-forwarded-for`), at most 200 characters, or {@link UNKNOWN_CLIENT}.
 * @param headers - the request's headers (`await headers()` in a Server Action)
 * @param header - from {@link readClientIpHeader}
 */
export function clientAddress(headers: Pick<Headers, 'get'>, header: string | null): string {
  const value = headers.get(header ?? 'x-forwarded-for')?.split(',')[0]?.trim();
  return value ? value.slice(0, 200) : UNKNOWN_CLIENT;
}
