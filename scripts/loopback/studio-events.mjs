// The Studio's event streams (server-sent events): the listener `/data/listen/{dataset}` and the
// Live Content API `/data/live/events/{dataset}`, and the events a committed transaction sends them.
import { randomUUID } from 'node:crypto';
import { EDITOR, omitRev } from './studio-context.mjs';

/** @typedef {import('./studio-context.mjs').StudioContext} StudioContext */
/** @typedef {import('./studio-context.mjs').Listener} Listener */
/** A document a transaction changed, before and after it (undefined: absent). @typedef {{ id: string, before: Record<string, any> | undefined, after: Record<string, any> | undefined }} Change */

/**
 * Writes one server-sent event (with an `id:` line when `id` is given), unless the stream has ended.
 * @param {import('node:http').ServerResponse} res
 * @param {string} event
 * @param {unknown} data
 * @param {string} [id]
 */
export function sendEvent(res, event, data, id) {
  if (res.writableEnded) return;
  res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Whether the listener's query selects `doc`; drafts only for a listener with the token. */
async function matches(/** @type {StudioContext} */ ctx, /** @type {Listener} */ listener, doc) {
  if (!doc) return false;
  if (!listener.authorized && (doc._id.startsWith('drafts.') || doc._id.startsWith('versions.'))) return false;
  try {
    const result = await ctx.runQuery(listener.query, listener.params, [doc]);
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  } catch {
    return false;
  }
}

/** Sends the listener one `mutation` event per change its query sees, before or after. */
async function notify(/** @type {StudioContext} */ ctx, /** @type {Listener} */ listener, /** @type {string} */ transactionId, /** @type {string} */ timestamp, /** @type {Change[]} */ changes) {
  const seen = [];
  for (const change of changes) {
    const was = await matches(ctx, listener, change.before);
    const is = await matches(ctx, listener, change.after);
    if (was || is) seen.push({ ...change, transition: was && is ? 'update' : is ? 'appear' : 'disappear' });
  }
  const o = listener.options;
  seen.forEach(({ id, before, after, transition }, index) => {
    const data = {
      eventId: `${transactionId}#${id}`,
      documentId: id,
      transactionId,
      transition,
      identity: EDITOR.id,
      ...(o.get('includeMutations') === 'false' ? {} : { mutations: after ? [{ createOrReplace: after }] : [{ delete: { id } }] }),
      ...(before ? { previousRev: before._rev } : {}),
      resultRev: after?._rev ?? transactionId,
      timestamp,
      visibility: o.get('visibility') === 'transaction' ? 'transaction' : 'query',
      ...(o.get('effectFormat') === 'mendoza' ? { effects: { apply: [0, omitRev(after)], revert: [0, omitRev(before)] } } : {}),
      ...(o.get('includeResult') === 'false' || !after ? {} : { result: after }),
      ...(o.get('includePreviousRevision') === 'true' && before ? { previous: before } : {}),
      transactionTotalEvents: seen.length,
      transactionCurrentEvent: index + 1,
    };
    sendEvent(listener.res, 'mutation', data, data.eventId);
  });
}

/**
 * Tells the streams about a committed transaction: `restart` at once to each live stream that may
 * see it, and each listener's `mutation` events after those of the transactions before it.
 * @param {StudioContext} ctx
 * @param {{ transactionId: string, ids: string[], timestamp: string, changes: Change[] }} transaction
 * @returns {Promise<unknown>} settles when the listeners have this transaction's events
 */
export function announce(ctx, { transactionId, ids, timestamp, changes }) {
  const visible = (stream) => stream.includeDrafts || ids.some((id) => !id.startsWith('drafts.') && !id.startsWith('versions.'));
  for (const stream of ctx.liveStreams) if (visible(stream)) sendEvent(stream.res, 'restart', {}, transactionId);
  const targets = [...ctx.listeners];
  ctx.fanOut = ctx.fanOut.then(() => Promise.all(targets.map((l) => notify(ctx, l, transactionId, timestamp, changes)))).catch(() => undefined);
  return ctx.fanOut;
}

/**
 * `GET /data/live/events/{dataset}`: the Live Content API's stream, which Presentation's preview
 * follows. `welcome`, then `restart` after each committed transaction that a stream may see
 * (drafts only with `includeDrafts` and a token): the lake's query answers carry no sync tags,
 * so a `message` naming the tags that changed could match nothing, and `restart` asks the
 * client to fetch everything again, as the API does when it cannot say what changed.
 * @param {StudioContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {boolean} authorized
 * @param {Record<string, string>} headers the CORS headers
 * @throws the lake's 401 for `includeDrafts` without the token
 */
export function liveEvents(ctx, req, res, url, authorized, headers) {
  const includeDrafts = url.searchParams.get('includeDrafts') === 'true';
  if (includeDrafts && !authorized) throw new ctx.LakeError(401, 'unauthorizedError', 'Unauthorized - includeDrafts needs a token');
  res.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.flushHeaders?.();
  const stream = { res, includeDrafts };
  ctx.liveStreams.add(stream);
  req.on('close', () => ctx.liveStreams.delete(stream));
  res.write('retry: 500\n\n');
  sendEvent(res, 'welcome', {});
}

/**
 * `GET /data/listen/{dataset}`: a server-sent event stream, `welcome` and then the `mutation`
 * events of {@link announce}; a query that does not parse gets `channelError` and the end.
 * @param {StudioContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {boolean} authorized
 * @param {Record<string, string>} headers the CORS headers
 */
export async function listen(ctx, req, res, url, authorized, headers) {
  const query = url.searchParams.get('query') ?? '';
  const params = Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('$')).map(([k, v]) => [k.slice(1), JSON.parse(v)]));
  // (No `connection` header: HTTP/2 refuses it.)
  res.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.flushHeaders?.();
  try {
    await ctx.runQuery(query, params, []);
  } catch (error) {
    sendEvent(res, 'channelError', { message: error instanceof Error ? error.message : String(error) });
    return res.end();
  }
  const listener = { res, query, params, options: url.searchParams, authorized };
  ctx.listeners.add(listener);
  req.on('close', () => ctx.listeners.delete(listener));
  // A quick reconnect after the lake ends the stream (on reset), then a fresh `welcome`.
  res.write('retry: 500\n\n');
  sendEvent(res, 'welcome', { listenerName: `loopback-${randomUUID()}` });
}

/** Ends every listener's and live stream's response and forgets them. */
export function endStreams(/** @type {StudioContext} */ ctx) {
  for (const l of [...ctx.listeners, ...ctx.liveStreams]) l.res.end();
  ctx.listeners.clear();
  ctx.liveStreams.clear();
}
