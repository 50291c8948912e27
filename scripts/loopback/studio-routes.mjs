// The Studio's HTTP routes: CORS, the streams and preflights it answers itself (`handle`), and its
// JSON endpoints (`route`), each route group in its own function.
import { actions } from './studio-actions.mjs';
import { projectRoute, serviceRoute, sessionRoute, userRoute } from './studio-account.mjs';
import { requireDataset, requireToken } from './studio-context.mjs';
import { listen, liveEvents } from './studio-events.mjs';
import { documentEvents, documentsAt, history } from './studio-history.mjs';

/** @typedef {import('./studio-context.mjs').StudioContext} StudioContext */
/** @typedef {import('./studio-account.mjs').StudioRequest} StudioRequest */

/**
 * CORS headers for the request's origin (the Studio runs on another origin than the lake): any
 * origin, with credentials; none without an `Origin` header.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function cors(req) {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type',
    'access-control-expose-headers': 'content-type, x-sanity-shard',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/**
 * Answers a streaming endpoint itself (listener, live events, history NDJSON, preflight).
 * @param {StudioContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {boolean} authorized
 * @param {Record<string, string>} headers the CORS headers
 * @returns {Promise<boolean>} true when it answered
 * @throws the lake's 404 for another dataset, 401 for history without the token
 */
export async function handle(ctx, req, res, url, authorized, headers) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers);
    res.end();
    return true;
  }
  const live = url.pathname.match(/^\/v[^/]+\/data\/live\/events\/([^/]+)$/);
  if (live && req.method === 'GET') {
    requireDataset(ctx, live[1]);
    liveEvents(ctx, req, res, url, authorized, headers);
    return true;
  }
  const m = url.pathname.match(/^\/v[^/]+\/data\/(listen|history)\/([^/]+)(?:\/(transactions)\/([^/]+))?$/);
  if (!m || req.method !== 'GET') return false;
  const [, kind, name, sub, ids] = m;
  requireDataset(ctx, name);
  if (kind === 'listen') {
    await listen(ctx, req, res, url, authorized, headers);
    return true;
  }
  if (sub !== 'transactions') return false;
  requireToken(ctx, authorized);
  res.writeHead(200, { ...headers, 'content-type': 'application/x-ndjson' });
  res.end(history(ctx, url, decodeURIComponent(ids).split(',')));
  return true;
}

/**
 * The data endpoints besides the lake's own: actions, references to a document (none: there is one
 * dataset, so no cross-dataset references), and the documents and events of the history.
 * @param {StudioContext} ctx
 * @param {StudioRequest} request
 */
function dataRoute(ctx, { path, method, url, json, authorized }) {
  let m = path.match(/^\/data\/actions\/([^/]+)$/);
  if (m && method === 'POST') {
    requireDataset(ctx, m[1]);
    requireToken(ctx, authorized);
    return actions(ctx, url, json());
  }
  if (/^\/data\/references\/[^/]+\/documents\/[^/]+\/to$/.test(path)) return { totalCount: 0, references: [] };
  m = path.match(/^\/data\/history\/([^/]+)\/(documents|events\/documents)\/([^/]+)$/);
  if (m && method === 'GET') {
    requireDataset(ctx, m[1]);
    requireToken(ctx, authorized);
    const ids = decodeURIComponent(m[3]).split(',');
    return m[2] === 'documents' ? documentsAt(ctx, url, ids) : documentEvents(ctx, url, ids[0] ?? '');
  }
  return undefined;
}

/** The route groups, asked in turn until one answers. */
const ROUTES = [sessionRoute, serviceRoute, userRoute, projectRoute, dataRoute];

/**
 * The JSON endpoints of the Studio.
 * @param {StudioContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {Buffer} raw the request's body
 * @param {boolean} authorized
 * @returns {Promise<unknown>} the answer's body; `undefined` when the path is not one of them
 */
export async function route(ctx, req, url, raw, authorized) {
  /** @type {StudioRequest} */
  const request = {
    path: url.pathname.replace(/^\/v[^/]+/, ''),
    method: req.method ?? 'GET',
    url,
    json: () => JSON.parse(raw.toString('utf8') || 'null'),
    authorized,
  };
  for (const group of ROUTES) {
    const answer = group(ctx, request);
    if (answer !== undefined) return answer;
  }
  return undefined;
}
