// What the Studio's part of the loopback lake (`studio-lake.mjs`) shares between its route modules:
// the one user, the state handed from route to route, and small document helpers. The state is one
// plain object passed to every route, so each module says what it reads and changes.

/** The one user: the token's editor. */
export const EDITOR = Object.freeze({
  id: 'pLoopbackEditor',
  name: 'Loopback Editor',
  email: 'editor@loopback.test',
  profileImage: null,
  provider: 'sanity',
  role: 'editor',
  roles: [{ name: 'editor', title: 'Editor', description: 'Read and write access to all datasets, with full access to all project settings.' }],
});

/** The editor role's document grants (sanity/lib datastores: DEBUG_ROLE_GRANTS_MAP.editor). */
export const EDITOR_ACL = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }];

/**
 * A listener of `/data/listen`: its stream, its query with parameters, the request's options, and
 * whether it carried the token (drafts are shown only then).
 * @typedef {{ res: import('node:http').ServerResponse, query: string, params: Record<string, unknown>, options: URLSearchParams, authorized: boolean }} Listener
 */
/** A stream of the Live Content API (`/data/live/events`). @typedef {{ res: import('node:http').ServerResponse, includeDrafts: boolean }} LiveStream */
/**
 * One committed transaction of the history: its documents' mendoza effects and their states after it.
 * @typedef {{ id: string, timestamp: string, author: string, documentIDs: string[], mutations: object[], effects: Record<string, { apply: unknown, revert: unknown }>, states: Map<string, Record<string, any> | null> }} Transaction
 */
/** A presence socket's client. @typedef {{ send: (text: string) => void, close: () => void, subscription?: string, session?: string }} SocketClient */

/**
 * The Studio's state: what the lake hands in (`createStudioLake`'s argument) plus the listeners,
 * live streams, history, key-value pairs and presence sockets it keeps.
 * @typedef {{
 *   token: string, projectId: string, dataset: string,
 *   store: Map<string, Record<string, any>>,
 *   runQuery: (query: string, params: Record<string, unknown>, docs: object[]) => Promise<any>,
 *   mutate: (url: URL, body: { mutations: object[], transactionId?: string }, options?: { fullPaths?: boolean }) => Promise<{ transactionId: string }>,
 *   LakeError: new (status: number, type: string, description: string, extra?: object) => Error,
 *   listeners: Set<Listener>,
 *   liveStreams: Set<LiveStream>,
 *   transactions: Transaction[],
 *   keyValues: Map<string, unknown>,
 *   sockets: Set<SocketClient>,
 *   fanOut: Promise<unknown>,
 * }} StudioContext
 */

/**
 * The Studio's state around what the lake hands in, with nothing listening and no history yet.
 * @param {Pick<StudioContext, 'token' | 'projectId' | 'dataset' | 'store' | 'runQuery' | 'mutate' | 'LakeError'>} lake
 * @returns {StudioContext}
 */
export function createStudioContext({ token, projectId, dataset, store, runQuery, mutate, LakeError }) {
  return {
    token, projectId, dataset, store, runQuery, mutate, LakeError,
    listeners: new Set(),
    liveStreams: new Set(),
    transactions: [],
    keyValues: new Map(),
    sockets: new Set(),
    // Listeners get a transaction's events after the previous transaction's, in commit order.
    fanOut: Promise.resolve(),
  };
}

/**
 * Throws the lake's 404 unless `name` is the lake's dataset.
 * @param {StudioContext} ctx
 * @param {string} name
 */
export function requireDataset(ctx, name) {
  if (name !== ctx.dataset) throw new ctx.LakeError(404, 'notFoundError', `Dataset "${name}" not found`);
}

/**
 * Throws the lake's 401 unless the request carried the token.
 * @param {StudioContext} ctx
 * @param {boolean} authorized
 */
export function requireToken(ctx, authorized) {
  if (!authorized) throw new ctx.LakeError(401, 'unauthorizedError', 'Unauthorized - a valid token is required for this request');
}

/** A copy of `doc` without the `keys`. */
export const without = (/** @type {Record<string, any>} */ doc, /** @type {string[]} */ ...keys) => Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)));
/** A document as a mendoza effect holds it (no `_rev`), or null for none. */
export const omitRev = (doc) => (doc ? without(doc, '_rev') : null);
/** The published id of a draft's (or a published document's own) id. */
export const publishedIdOf = (/** @type {string} */ id) => id.replace(/^drafts\./, '');
