import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** One hostile or malformed request, sent raw (no client library tidies it up). */
export interface HostileRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is; `chunked` sends it without Content-Length, in 8 KB chunks. */
  body?: string | Buffer;
  chunked?: boolean;
}

const KB = 1024;
const multipart = (boundary: string, fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${boundary}--\r\n`;

/**
 * The requests that once got a 500, and more of their kind: wrong methods,
 * bodies that are no form, too large (declared or chunked), cross-origin, malformed multipart,
 * broken encodings and paths, Next's internal headers with garbage, unknown action ids.
 * @param origin - the origin the site believes it has (for same-origin form posts)
 */
export function hostileRequests(origin: string): HostileRequest[] {
  const host = new URL(origin).host;
  const form = { origin, 'content-type': 'multipart/form-data; boundary=b' };
  const contactFields = { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 's', message: 'm' };
  const requests: HostileRequest[] = [
    { name: 'TRACE a page', method: 'TRACE', path: '/denmark' },
    { name: 'TRACE the home page', method: 'TRACE', path: '/' },
    { name: 'TRACK a page', method: 'TRACK', path: '/denmark' },
    { name: 'CONNECT through the site', method: 'CONNECT', path: 'example.com:443' },
    { name: 'a made-up method', method: 'FOO', path: '/denmark' },
    { name: 'PROPFIND', method: 'PROPFIND', path: '/' },
    { name: 'OPTIONS a page', method: 'OPTIONS', path: '/contact' },
    { name: 'PUT a page', method: 'PUT', path: '/denmark', body: 'x' },
    { name: 'DELETE a page', method: 'DELETE', path: '/contact' },
    { name: 'PATCH the home page', method: 'PATCH', path: '/', body: '{}' },
    { name: 'POST a file', method: 'POST', path: '/enhance.js', body: 'x', headers: { 'content-type': 'text/plain' } },
    { name: 'POST the favicon', method: 'POST', path: '/favicon.ico', body: 'x' },
    { name: 'POST robots.txt', method: 'POST', path: '/robots.txt', body: 'x' },
    { name: 'POST a missing file', method: 'POST', path: '/missing.txt', body: 'x' },
    { name: 'an action called with JSON arguments', method: 'POST', path: '/contact', headers: { origin, 'next-action': '0'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' }, body: '["a","b"]' },
    { name: 'an action with an unknown id', method: 'POST', path: '/contact', headers: { ...form, 'next-action': 'f'.repeat(42) }, body: multipart('b', contactFields) },
    { name: 'a form post with an unknown action field', method: 'POST', path: '/contact', headers: form, body: multipart('b', { $ACTION_ID_ffffffffffffffffffffffffffffffffffffffffff: '', ...contactFields }) },
    { name: 'a form post with a broken action reference', method: 'POST', path: '/contact', headers: form, body: multipart('b', { $ACTION_REF_1: '', '$ACTION_1:0': '{not json', ...contactFields }) },
    { name: 'multipart without a boundary', method: 'POST', path: '/contact', headers: { origin, 'content-type': 'multipart/form-data' }, body: 'garbage' },
    { name: 'multipart cut short', method: 'POST', path: '/contact', headers: form, body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated' },
    { name: 'an empty urlencoded post', method: 'POST', path: '/contact', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
    { name: 'a urlencoded post with a bad escape', method: 'POST', path: '/contact', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=%E0%A4%A&b=%' },
    { name: 'a 70 KB form post', method: 'POST', path: '/contact', headers: form, body: multipart('b', { message: 'x'.repeat(70 * KB) }) },
    { name: 'a 100 KB chunked form post', method: 'POST', path: '/contact', headers: form, body: multipart('b', { message: 'x'.repeat(100 * KB) }), chunked: true },
    { name: 'a 1 MB chunked post to the home page', method: 'POST', path: '/', headers: form, body: Buffer.alloc(1024 * KB, 120), chunked: true },
    { name: 'a cross-origin form post', method: 'POST', path: '/contact', headers: { ...form, origin: 'https://evil.example' }, body: multipart('b', contactFields) },
    { name: 'a form post with a malformed Origin', method: 'POST', path: '/company-formation', headers: { ...form, origin: 'http://[' }, body: multipart('b', contactFields) },
    { name: 'a form post to a page without a form', method: 'POST', path: '/denmark', headers: form, body: multipart('b', contactFields) },
    { name: 'a form post to a missing page', method: 'POST', path: '/no-such-page', headers: form, body: multipart('b', contactFields) },
    { name: 'the webhook at an encoded path', method: 'POST', path: '/api%2frevalidate', headers: { 'content-type': 'application/json' }, body: '{"_type":"faq"}' },
    { name: 'the webhook at an encoded path (upper case)', method: 'POST', path: '/api%2Frevalidate', body: '{}' },
    { name: 'an unsigned webhook', method: 'POST', path: '/api/revalidate', headers: { 'content-type': 'application/json' }, body: '{"_type":"faq"}' },
    { name: 'a webhook with a garbage signature', method: 'POST', path: '/api/revalidate', headers: { 'sanity-webhook-signature': 't=abc,v1=%%%' }, body: '{"_type":"faq"}' },
    { name: 'a 300 KB webhook', method: 'POST', path: '/api/revalidate', body: 'x'.repeat(300 * KB) },
    { name: 'a 300 KB chunked webhook', method: 'POST', path: '/api/revalidate', body: 'x'.repeat(300 * KB), chunked: true },
    { name: 'GET the webhook', method: 'GET', path: '/api/revalidate' },
    { name: 'the draft-mode route without a secret', method: 'GET', path: '/api/draft-mode/enable' },
    { name: 'the draft-mode route with garbage', method: 'GET', path: '/api/draft-mode/enable?sanity-preview-secret=%FF&sanity-preview-pathname=//evil.example' },
    { name: 'a broken percent escape', method: 'GET', path: '/%' },
    { name: 'a truncated UTF-8 escape', method: 'GET', path: '/%E0%A4%A' },
    { name: 'an encoded dot-dot path', method: 'GET', path: '/..%2f..%2fetc%2fpasswd' },
    { name: 'a dot-dot path into _next', method: 'GET', path: '/_next/static/../../package.json' },
    { name: 'a 6 KB path', method: 'GET', path: `/${'a'.repeat(6 * KB)}` },
    { name: 'a query with a broken escape', method: 'GET', path: '/denmark?q=%&_rsc=%ZZ' },
    { name: 'an RSC request with a garbage router state', method: 'GET', path: '/denmark', headers: { rsc: '1', 'next-router-state-tree': '{garbage' } },
    { name: 'an RSC request with a huge router state', method: 'GET', path: '/contact', headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent('["', ) + 'x'.repeat(4 * KB) } },
    { name: 'a prefetch with a garbage segment header', method: 'GET', path: '/denmark', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/../../x' } },
    { name: 'a GET carrying an action id', method: 'GET', path: '/contact', headers: { 'next-action': 'garbage' } },
    { name: 'a data request for a pages route', method: 'GET', path: '/_next/data/x/denmark.json' },
    { name: 'image optimisation of another host', method: 'GET', path: '/_next/image?url=http%3A%2F%2Fevil.example%2Fx.png&w=64&q=75' },
    { name: 'image optimisation with garbage', method: 'GET', path: '/_next/image?url=%&w=abc&q=-1' },
    { name: 'a missing chunk', method: 'GET', path: '/_next/static/chunks/nope.js' },
    { name: 'the Studio with a broken path', method: 'GET', path: '/studio/%' },
    { name: 'a forged Host', method: 'GET', path: '/denmark', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    { name: 'a huge Accept-Language', method: 'GET', path: '/', headers: { 'accept-language': 'da;q=0.9,'.repeat(300) } },
    { name: 'a draft-mode cookie of garbage', method: 'GET', path: '/denmark', headers: { cookie: '__prerender_bypass=%%%; __next_preview_data=%' } },
    { name: 'a sitemap request with a body', method: 'GET', path: '/sitemap.xml', headers: { 'content-type': 'application/json' }, body: '{' },
    { name: 'HEAD a missing page', method: 'HEAD', path: '/no-such-page' },
    { name: 'a search for a NUL', method: 'GET', path: '/api/search?q=%00&locale=en' },
    { name: 'a search with a control character', method: 'GET', path: '/api/search?q=tax%1B%5B2J&locale=da' },
    { name: 'a results page for a NUL', method: 'GET', path: '/search?q=%00' },
    { name: 'a results page with a NUL between words', method: 'GET', path: '/da/search?q=bank%00konto' },
    { name: 'an API path that is none', method: 'GET', path: '/api/nope' },
    { name: 'a same-origin post with a forged Host', method: 'POST', path: '/contact', headers: { ...form, host: 'evil.example', origin: 'http://evil.example' }, body: multipart('b', contactFields) },
  ];
  return requests.map((r) => ({ ...r, headers: { host, ...r.headers } }));
}

/** What came back for a raw request: status 0 when the server closed the connection without an answer. */
export interface RawAnswer {
  status: number;
  /** The `Allow` header, when the answer had one. */
  allow?: string;
}

/**
 * Sends `r` to `origin` over a fresh connection, exactly as given. A CONNECT's answer arrives as
 * Node's `connect` event, not as a response.
 */
export function sendRaw(origin: string, r: HostileRequest): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const headers: Record<string, string> = { connection: 'close', ...r.headers };
    if (body && !r.chunked) headers['content-length'] = String(body.length);
    const answer = (res: IncomingMessage): RawAnswer => ({ status: res.statusCode ?? 0, allow: res.headers.allow });
    const req = httpRequest({ host: url.hostname, port: url.port, method: r.method, path: r.path, headers, setHost: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(answer(res)));
      res.on('error', () => resolve(answer(res)));
    });
    req.on('connect', (res: IncomingMessage, socket: Socket) => {
      socket.destroy();
      resolve(answer(res));
    });
    req.on('timeout', () => req.destroy(new Error(`${r.name}: no answer within 30 s`)));
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve({ status: 0 }) : reject(error)));
    if (body && r.chunked) for (let i = 0; i < body.length; i += 8 * KB) req.write(body.subarray(i, i + 8 * KB));
    else if (body) req.write(body);
    req.end();
  });
}
