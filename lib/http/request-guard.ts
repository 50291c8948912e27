/** Largest Server Action body, in bytes; next.config.ts sets Next's own limit from it. */
export const ACTION_BODY_LIMIT_BYTES = 64 * 1024;

/** A request the proxy answers itself, with a 4xx, before Next would fail on it with a 500. */
export interface Refusal {
  status: 400 | 403 | 405 | 413;
  message: string;
  /** The `Allow` header of a 405. */
  allow?: string;
}

/** What {@link refuseRequest} looks at. */
export interface GuardedRequest {
  method: string;
  /** Whether the path names a file (`public/`, `/robots.txt`, …) rather than a page. */
  isFile: boolean;
  headers: Headers;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Bad input gets a 4xx, never a 500 (issue 15, part 5): the requests that reach a page or file
 * route in a way Next would answer with a 500 or misread.
 *
 * - Files take `GET` and `HEAD` only (405): Next's static file handler throws on a POST.
 * - Pages take `GET`, `HEAD` and `POST` (405 otherwise). A `POST` is a form submission (Server
 *   Action; React and the no-JavaScript form both send `multipart/form-data`):
 *   - a declared body over {@link ACTION_BODY_LIMIT_BYTES}: 413 (Next throws past its limit);
 *   - any other content type, e.g. an action called with arguments that are no `FormData`: 400;
 *   - an `Origin` whose host is neither `X-Forwarded-Host` nor `Host`: 403, Next's own CSRF rule
 *     (`next/dist/server/app-render/action-handler.js`), which it answers with a 500.
 *
 * @returns the refusal, or `null` to let the request through
 */
export function refuseRequest({ method, isFile, headers }: GuardedRequest): Refusal | null {
  if (isFile) return method === 'GET' || method === 'HEAD' ? null : { status: 405, message: 'Method not allowed', allow: 'GET, HEAD' };
  if (method === 'GET' || method === 'HEAD') return null;
  if (method !== 'POST') return { status: 405, message: 'Method not allowed', allow: 'GET, HEAD, POST' };
  if (Number(headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES) {
    return { status: 413, message: `Form submissions are limited to ${ACTION_BODY_LIMIT_BYTES / 1024} KB` };
  }
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return { status: 400, message: 'Expected a form submission (multipart/form-data)' };
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return { status: 403, message: 'Cross-origin form submission refused' };
    }
    const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    if (originHost !== forwardedHost && originHost !== headers.get('host')) return { status: 403, message: 'Cross-origin form submission refused' };
  }
  return null;
}
