// The lake's HTTP handler: every request is recorded, then answered by the first that claims it of
// the control routes (lake-control.mjs), the fault plan (lake-faults.mjs), the uploaded files
// (lake-assets.mjs), the Studio's part (studio-lake.mjs) and Sanity's data API routed here.
import { upload, serveFile } from './lake-assets.mjs';
import { answerControl } from './lake-control.mjs';
import { checkToken, LakeError, unauthorized } from './lake-context.mjs';
import { answerFault } from './lake-faults.mjs';
import { mutate } from './lake-mutate.mjs';
import { documentsById, query } from './lake-query.mjs';

/** @typedef {import('./lake-context.mjs').LakeContext} LakeContext */

/**
 * Sanity's data API, and the Studio's JSON endpoints before it: query, doc, mutate and image upload.
 * @returns {Promise<unknown>} the answer's body
 * @throws LakeError 404 for another path or dataset, 401 without the token where one is needed
 */
async function route(/** @type {LakeContext} */ ctx, /** @type {import('node:http').IncomingMessage} */ req, /** @type {URL} */ url, /** @type {Buffer} */ raw) {
  const forStudio = await ctx.studio?.route(req, url, raw, checkToken(ctx, req));
  if (forStudio !== undefined) return forStudio;
  const m = url.pathname.match(/^\/v[^/]+\/(data\/query|data\/mutate|data\/doc|assets\/images)\/([^/]+)(?:\/([^/]+))?$/);
  if (!m) throw new LakeError(404, 'notFoundError', `No route for ${req.method} ${url.pathname}`);
  const [, endpoint, name, rest] = m;
  const authorized = checkToken(ctx, req);
  if (name !== ctx.dataset) throw new LakeError(404, 'notFoundError', `Dataset "${name}" not found`);
  const json = () => JSON.parse(raw.toString('utf8') || 'null');
  if (endpoint === 'data/query' && !rest && (req.method === 'GET' || req.method === 'POST')) return query(ctx, url, req.method === 'POST' ? json() : null, authorized);
  if (endpoint === 'data/doc' && rest && req.method === 'GET') return documentsById(ctx, rest, authorized);
  if (req.method !== 'POST' || rest || endpoint === 'data/doc') throw new LakeError(404, 'notFoundError', `No route for ${req.method} ${url.pathname}`);
  if (!authorized) throw unauthorized();
  return endpoint === 'data/mutate' ? mutate(ctx, url, json()) : upload(ctx, url, raw, req.headers['content-type']);
}

/** Answers an API request as JSON (errors in Sanity's shape), unless the Studio's part streamed it. */
async function answerApi(/** @type {LakeContext} */ ctx, req, res, /** @type {URL} */ url, /** @type {Buffer} */ raw, /** @type {Record<string, string>} */ cors) {
  let status = 200;
  let body;
  try {
    // Streams (the listener, history NDJSON) and preflights are answered by the Studio's part.
    if (await ctx.studio?.handle(req, res, url, req.method === 'OPTIONS' || checkToken(ctx, req), cors)) return;
    body = await route(ctx, req, url, raw);
  } catch (error) {
    if (!(error instanceof LakeError)) error = new LakeError(400, 'httpBadRequest', error instanceof Error ? error.message : String(error));
    ({ status, body } = error);
  }
  if (res.headersSent) return res.end();
  res.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Answers one request whose body has arrived. */
async function answer(/** @type {LakeContext} */ ctx, /** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res, /** @type {Buffer[]} */ chunks) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  ctx.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search });
  const isQuery = url.pathname.includes('/data/query/');
  if (isQuery) ctx.queries += 1;
  if (answerControl(ctx, req, res, url)) return;
  const fault = isQuery && !(url.searchParams.get('tag') ?? '').startsWith('sanity.studio') ? ctx.faults.next() : null;
  if (fault) return answerFault(res, fault);
  const cors = ctx.studio?.cors(req) ?? {};
  const file = req.method === 'GET' ? ctx.files.get(url.pathname) : undefined;
  if (file) return serveFile(ctx, req, res, url, file, cors);
  return answerApi(ctx, req, res, url, Buffer.concat(chunks), cors);
}

/**
 * The lake's request handler, for HTTP/1.1 and HTTP/2 alike: reads the body, then answers.
 * @param {LakeContext} ctx
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createHandler(ctx) {
  return (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => answer(ctx, req, res, chunks));
  };
}
