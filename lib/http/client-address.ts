import { CONNECTION_ADDRESS_HEADER } from './connection-address.mjs';

/**
 * The client address a form submit or a search is counted against by its rate limit. A client
 * must not be able to choose it, or it could send each request under a new name.
 *
 * - Behind an edge (nginx, Cloudflare, Vercel), only the edge knows the visitor's address, in a
 *   header it sets and that clients cannot set through it: name it in `ENQUIRY_CLIENT_IP_HEADER`.
 *
 *   | edge | `ENQUIRY_CLIENT_IP_HEADER` |
 *   | --- | --- |
 *   | nginx with `deploy/nginx/site-proxy.conf` | `x-real-ip` |
 *   | Cloudflare | `cf-connecting-ip` |
 *   | Vercel (it overwrites the header) | `x-forwarded-for` |
 *
 * - Without it, or when a request lacks that header (it reached the server past the edge), the
 *   address of the connection: `npm start` (server.mjs) puts it in {@link CONNECTION_ADDRESS_HEADER}
 *   from the socket, over anything the client sent under that name. Behind an edge that is the
 *   edge's address, which all its visitors would share, so a production start without the
 *   variable warns (`lib/startup/check-configuration.ts`).
 */

/** A header name as RFC 9110 allows it (a token), e.g. `x-real-ip`. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The key when neither header is there: only under `next dev`, which does not run server.mjs.
 * A production server always has the connection's address.
 */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Reads `ENQUIRY_CLIENT_IP_HEADER`.
 * @returns the header name in lower case, or `null` when unset (the connection's address)
 * @throws Error naming `ENQUIRY_CLIENT_IP_HEADER` when it is not a header name
 */
export function readClientIpHeader(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.ENQUIRY_CLIENT_IP_HEADER?.trim();
  if (!raw) return null;
  if (!HEADER_NAME.test(raw)) throw new Error(`ENQUIRY_CLIENT_IP_HEADER must be a header name such as x-real-ip, got "${raw}"`);
  return raw.toLowerCase();
}

/**
 * The client address of a request, at most 200 characters: the first comma-separated value of
 * the edge's `header` when given and present, else the connection's address
 * ({@link CONNECTION_ADDRESS_HEADER}), else {@link UNKNOWN_CLIENT}.
 * @param headers - the request's headers (`await headers()` in a Server Action)
 * @param header - from {@link readClientIpHeader}
 */
export function clientAddress(headers: Pick<Headers, 'get'>, header: string | null): string {
  const edge = header ? firstValue(headers.get(header)) : null;
  return (edge ?? firstValue(headers.get(CONNECTION_ADDRESS_HEADER)) ?? UNKNOWN_CLIENT).slice(0, 200);
}

function firstValue(value: string | null): string | null {
  return value?.split(',')[0]?.trim() || null;
}

export { CONNECTION_ADDRESS_HEADER };
