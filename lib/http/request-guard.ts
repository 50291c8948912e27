/** Largest Server Action body, in bytes; next.config.ts sets Next's own limit from it. */
export const ACTION_BODY_LIMIT_BYTES = 64 * 1024;

/** A request the proxy answers itself, with a 4xx, before Next would fail on it with a 500. */
export interface Refusal {
  status: 400 | 403 | 404 | 405 | 413;
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
  /** The path as requested (still percent-encoded). */
  pathname?: string;
}

/** Whether every `%` of `pathname` starts an escape of valid UTF-8. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Next's draft-mode cookie. In draft mode, Presentation's overlays call `refreshPreview` with a
 * plain object, which React sends as `text/plain`: the only action called so, and only by an
 * editor whom `/api/draft-mode/enable` let in (without this, every edit in the preview got a 400).
 */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

/**
 * Bad input gets a 4xx, never a 500: the requests that reach a page or file
 * route in a way Next would answer with a 500 or misread.
 *
 * - A path with a broken percent escape (`/studio/%`): 400; Next's route matching throws on it.
 * - Files take `GET` and `HEAD` only (405): Next's static file handler throws on a POST.
 * - Pages take `GET`, `HEAD` and `POST` (405 otherwise). A `POST` is a form submission (Server
 *   Action; React and the no-JavaScript form both send `multipart/form-data`):
 *   - a declared body over {@link ACTION_BODY_LIMIT_BYTES}: 413 (Next throws past its limit);
 *   - any other content type, e.g. an action called with arguments that are no `FormData`: 400,
 *     except `text/plain` with a `Next-Action` header in draft mode ({@link DRAFT_MODE_COOKIE});
 *   - an `Origin` whose host is neither `X-Forwarded-Host` nor `Host`: 403, Next's own CSRF rule
 *     (`next/dist/server/app-render/action-handler.js`), which it answers with a 500.
 *
 * @returns the refusal, or `null` to let the request through
 */
export function refuseRequest({ method, isFile, headers, pathname = '/' }: GuardedRequest): Refusal | null {
  if (!decodable(pathname)) return { status: 400, message: 'Malformed URL' };
  if (isFile) return method === 'GET' || method === 'HEAD' ? null : { status: 405, message: 'Method not allowed', allow: 'GET, HEAD' };
  if (method === 'GET' || method === 'HEAD') return null;
  if (method !== 'POST') return { status: 405, message: 'Method not allowed', allow: 'GET, HEAD, POST' };
  if (Number(headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES) return TOO_LARGE;
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const previewRefresh = type === 'text/plain' && headers.has('next-action') && DRAFT_MODE_COOKIE.test(headers.get('cookie') ?? '');
  if (!FORM_TYPES.includes(type) && !previewRefresh) return { status: 400, message: 'Expected a form submission (multipart/form-data)' };
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

/** The 413 of a form post over {@link ACTION_BODY_LIMIT_BYTES}. */
export const TOO_LARGE: Refusal = { status: 413, message: `Form submissions are limited to ${ACTION_BODY_LIMIT_BYTES / 1024} KB` };

/**
 * Reads a form post's body, but no more than `limit` bytes: {@link refuseRequest} sees only a
 * declared length, and a chunked body declares none, while Next answers an oversized action body
 * with a 500.
 *
 * Reading is safe in the proxy: Next hands the proxy a copy of the request body and replays the
 * whole body to the page afterwards (`getCloneableBody` in next/dist/server/body-streams.js).
 * @param body - the proxy's `request.body`
 * @returns the bytes, or `null` when there are more than `limit`
 */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, limit = ACTION_BODY_LIMIT_BYTES): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) return null;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
