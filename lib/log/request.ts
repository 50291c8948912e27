import type { Logger } from 'pino';
import { logger } from './logger';

/** The header that carries a request's id: nginx sets it (`deploy/nginx/site-proxy.conf`). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What is taken as an id from {@link REQUEST_ID_HEADER}: nginx's `$request_id` (32 hex digits),
 * a UUID, or any other short token. Anything else (a client may send the header) is replaced, so
 * a line never carries an arbitrary string in `requestId`.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: {@link REQUEST_ID_HEADER} when the request has an acceptable one, otherwise
 * a new random UUID (`crypto.randomUUID`).
 * @param headers - the request's headers (`request.headers`, or `await headers()` in a Server Action)
 */
export function requestIdOf(headers: Pick<Headers, 'get'>): string {
  const sent = headers.get(REQUEST_ID_HEADER)?.trim();
  return sent && ACCEPTED_ID.test(sent) ? sent : crypto.randomUUID();
}

/**
 * A child of the root logger whose every line carries `requestId` (see {@link requestIdOf}):
 * what a route handler or a Server Action logs through.
 * @param headers - the request's headers
 * @param parent - the logger to derive from (default: the root logger)
 */
export function requestLogger(headers: Pick<Headers, 'get'>, parent: Logger = logger): Logger {
  return parent.child({ requestId: requestIdOf(headers) });
}
