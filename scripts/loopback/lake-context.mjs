// What the loopback Content Lake's route modules (`lake-*.mjs`) share: the lake's state, passed to
// every route as one plain object so each module says what it reads and changes, Sanity's error
// shape, and the store's system fields.
import { randomUUID } from 'node:crypto';

/** An error answered with status `status` and Sanity's body `{ error: { description, type, …extra } }`. */
export class LakeError extends Error {
  constructor(status, type, description, extra = {}) {
    super(description);
    Object.assign(this, { status, body: { error: { description, type, ...extra } } });
  }
}

/** The 401 of a request that needs the token and came without it. */
export const unauthorized = () => new LakeError(401, 'unauthorizedError', 'Unauthorized - a valid token is required for this request');
/** The published id of a draft's (or a published document's own) id. */
export const publishedId = (/** @type {string} */ id) => id.replace(/^drafts\./, '');
/** Whether `id` is a published document's (not a draft's or a release version's). */
export const isPublished = (/** @type {string} */ id) => !id.startsWith('drafts.') && !id.startsWith('versions.');

/**
 * The document with Sanity's system fields; `_createdAt` survives a replace.
 * @param {Record<string, any>} doc
 * @param {Record<string, any> | undefined} [previous] the document it replaces
 * @param {string} [rev] the new `_rev` (a fresh UUID by default)
 * @param {string} [now] the ISO time of `_updatedAt` (and of `_createdAt` for a new document)
 */
export const stamp = (doc, previous, rev = randomUUID(), now = new Date().toISOString()) => ({ ...doc, _rev: rev, _createdAt: previous?._createdAt ?? doc._createdAt ?? now, _updatedAt: now });

/**
 * A perspective's documents with their GROQ index, and Content Source Maps' string index made on
 * first use; valid while `version` is the lake's.
 * @typedef {{ version: number, docs: object[], index: ReturnType<typeof import('../../lib/content/groq-index.ts').createGroqIndex>, strings: () => ReturnType<typeof import('./source-map.mjs').stringIndex> }} IndexedView
 */

/**
 * The lake's state.
 * @typedef {{
 *   token: string, projectId: string, dataset: string,
 *   store: Map<string, Record<string, any>>,
 *   files: Map<string, { bytes: Buffer, mimeType: string }>,
 *   requests: { method: string, path: string }[],
 *   queries: number,
 *   faults: ReturnType<typeof import('./lake-faults.mjs').createLakeFaults>,
 *   hook: ReturnType<typeof import('./lake-webhook.mjs').createLakeWebhook> | undefined,
 *   origin: string,
 *   version: number,
 *   indexedViews: Map<string, IndexedView>,
 *   draftIds: WeakMap<object, string>,
 *   transforms: Map<string, Promise<{ bytes: Buffer, mimeType: string }>>,
 *   studio: ReturnType<typeof import('./studio-lake.mjs').createStudioLake> | undefined,
 * }} LakeContext
 */

/**
 * The state of a lake with no documents, files or requests yet.
 * @param {Pick<LakeContext, 'token' | 'projectId' | 'dataset' | 'faults' | 'hook'>} options
 * @returns {LakeContext}
 */
export function createLakeContext({ token, projectId, dataset, faults, hook }) {
  return {
    token, projectId, dataset, faults, hook,
    store: new Map(),
    files: new Map(),
    requests: [],
    // GROQ queries answered (`/data/query`), for `npm run bench`'s cost of a publish.
    queries: 0,
    // Set once the server listens: image asset URLs start with it.
    origin: '',
    // Bumped on every change of `store`: the indexed views are kept until then.
    version: 0,
    indexedViews: new Map(),
    // A draft as the drafts perspectives show it (under its published id) -> the draft's own id.
    draftIds: new WeakMap(),
    // Image transforms made or being made, by URL and format (lake-assets.mjs).
    transforms: new Map(),
    studio: undefined,
  };
}

/**
 * Replaces every document with copies of `docs`, stamped with the revision `initial` where they
 * lack system fields; the Studio's part starts a new history and ends its streams.
 * @param {LakeContext} ctx
 * @param {object[]} docs
 */
export function resetStore(ctx, docs) {
  ctx.version += 1;
  ctx.store.clear();
  for (const doc of docs) ctx.store.set(doc._id, { ...stamp(doc, undefined, 'initial'), ...structuredClone(doc) });
  ctx.studio?.reset(ctx.store.values());
}

/**
 * Whether the request carries the token.
 * @param {LakeContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @throws LakeError 401 for a wrong token
 */
export function checkToken(ctx, req) {
  const auth = req.headers.authorization;
  const authorized = auth === `Bearer ${ctx.token}`;
  if (auth && !authorized) throw new LakeError(401, 'unauthorizedError', 'Unauthorized - the token is not valid for this dataset');
  return authorized;
}
