// The lake's writes, `/data/mutate/{dataset}`: a transaction of create, createOrReplace,
// createIfNotExists, delete and patch, applied to a copy of the dataset and kept only when every
// mutation succeeds; the Studio's part and the webhook hear of what a kept transaction changed.
import { randomUUID } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import { LakeError, stamp } from './lake-context.mjs';
import { runQuery } from './lake-query.mjs';

/** @typedef {import('./lake-context.mjs').LakeContext} LakeContext */
/**
 * A transaction being applied: the dataset it makes (`next`), its id and time, the results so
 * far, and whether patches take Sanity's full paths.
 * @typedef {{ ctx: LakeContext, next: Map<string, Record<string, any>>, transactionId: string, now: string, results: { id: string, operation: string, document?: Record<string, any> }[], fullPaths: boolean }} Transaction
 */

const PLAIN_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** The object holding the last key of a plain dotted `path` (created on the way when `create`). */
function parentOf(/** @type {Record<string, any>} */ doc, /** @type {string} */ path, create = false) {
  if (!PLAIN_PATH.test(path)) throw new LakeError(400, 'mutationError', `Only plain dotted paths are supported here, not "${path}"`);
  const keys = path.split('.');
  const key = /** @type {string} */ (keys.pop());
  let node = doc;
  for (const k of keys) {
    if (create && (typeof node?.[k] !== 'object' || node[k] === null)) node[k] = {};
    node = node?.[k];
  }
  return { node: typeof node === 'object' && node !== null ? node : {}, key };
}

/** Ids a delete or patch selects: `{ id }`, or `{ query, params }` run on the transaction's raw dataset. */
async function select(/** @type {Transaction} */ tx, sel) {
  return typeof sel?.query === 'string' ? (await runQuery(tx.ctx, sel.query, sel.params ?? {}, [...tx.next.values()])).map((d) => d._id) : [sel?.id];
}

/** Puts `doc` under `id` with new system fields, as an update of `previous`. */
function update(/** @type {Transaction} */ tx, /** @type {string} */ id, doc, previous) {
  tx.next.set(id, stamp({ ...doc, _id: id }, previous, tx.transactionId, tx.now));
  tx.results.push({ id, operation: 'update', document: tx.next.get(id) });
}

/** create, createOrReplace and createIfNotExists (which leaves an existing document as it is). */
function create(/** @type {Transaction} */ tx, /** @type {string} */ op, arg, fail) {
  const id = arg?._id ?? (op === 'create' ? randomUUID() : undefined);
  if (typeof id !== 'string' || typeof arg?._type !== 'string') throw fail(`${op} needs a document with _id and _type`);
  const previous = tx.next.get(id);
  if (previous && op === 'create') throw fail(`Document by ID "${id}" already exists`);
  if (previous && op === 'createIfNotExists') return;
  tx.next.set(id, stamp({ ...arg, _id: id }, previous, tx.transactionId, tx.now));
  tx.results.push({ id, operation: previous ? 'update' : 'create', document: tx.next.get(id) });
}

/** A patch on plain dotted paths: setIfMissing, set, unset, inc, dec, in that order. */
function plainPatch(/** @type {Record<string, any>} */ previous, arg) {
  const doc = structuredClone(previous);
  for (const [path, value] of Object.entries(arg.setIfMissing ?? {})) {
    const { node, key } = parentOf(doc, path, true);
    if (node[key] === undefined) node[key] = value;
  }
  for (const [path, value] of Object.entries(arg.set ?? {})) {
    const { node, key } = parentOf(doc, path, true);
    node[key] = value;
  }
  for (const path of arg.unset ?? []) {
    const { node, key } = parentOf(doc, path);
    delete node[key];
  }
  for (const [path, by] of [...Object.entries(arg.inc ?? {}), ...Object.entries(arg.dec ?? {}).map(([p, n]) => [p, -n])]) {
    const { node, key } = parentOf(doc, path);
    if (typeof node[key] === 'number') node[key] += by;
  }
  return doc;
}

/** A patch with Sanity's own semantics and full paths, applied by @sanity/mutator. */
function fullPatch(/** @type {string} */ id, /** @type {Record<string, any>} */ previous, arg, fail) {
  const ops = Object.fromEntries(Object.entries(arg).filter(([key]) => !['query', 'params', 'ifRevisionID'].includes(key)));
  try {
    return new Mutation({ mutations: [{ patch: { ...ops, id } }] }).apply(structuredClone(previous));
  } catch (error) {
    throw fail(`Cannot patch "${id}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Patches every document the patch selects, checking `ifRevisionID`. */
async function patch(/** @type {Transaction} */ tx, arg, fail) {
  for (const id of await select(tx, arg)) {
    const previous = tx.next.get(id);
    if (!previous) throw fail(`Cannot patch "${id}": the document does not exist`);
    if (arg.ifRevisionID && arg.ifRevisionID !== previous._rev) throw fail(`Document "${id}" has unexpected revision ID ("${previous._rev}"), expected "${arg.ifRevisionID}"`);
    update(tx, id, tx.fullPaths ? fullPatch(id, previous, arg, fail) : plainPatch(previous, arg), previous);
  }
}

/** Applies one mutation to the transaction's dataset. */
async function apply(/** @type {Transaction} */ tx, mutation, /** @type {number} */ index) {
  const [op, arg] = Object.entries(mutation ?? {})[0] ?? [];
  const fail = (description) => new LakeError(409, 'mutationError', description, { items: [{ error: { description, type: 'mutationError' }, index }] });
  if (op === 'create' || op === 'createOrReplace' || op === 'createIfNotExists') create(tx, op, arg, fail);
  else if (op === 'delete') {
    for (const id of await select(tx, arg)) if (tx.next.delete(id)) tx.results.push({ id, operation: 'delete' });
  } else if (op === 'patch') await patch(tx, arg, fail);
  else throw new LakeError(400, 'mutationError', `Unsupported mutation "${op}"`);
}

/** Makes the transaction's dataset the lake's, and tells the Studio's part and the webhook what changed. */
function commit(/** @type {Transaction} */ tx, /** @type {object[]} */ mutations) {
  const { ctx, next, transactionId, results } = tx;
  const before = new Map(ctx.store);
  ctx.version += 1;
  ctx.store.clear();
  for (const [id, doc] of next) ctx.store.set(id, doc);
  // In the order the mutations touched them, as the listener reports them.
  const ids = [...new Set(results.map((r) => r.id))].filter((id) => before.get(id) !== next.get(id));
  if (ids.length > 0) ctx.studio?.committed({ transactionId, before, ids, mutations });
  if (ids.length > 0) ctx.hook?.committed({ transactionId, before, after: ctx.store, ids });
}

/**
 * Runs a transaction on a copy of the dataset and keeps the copy when every mutation succeeds
 * (unless `dryRun=true`). `fullPaths` (the Studio's requests and actions): patches apply with
 * Sanity's own semantics.
 * @param {LakeContext} ctx
 * @param {URL} url
 * @param {any} body `{ mutations, transactionId? }`
 * @param {{ fullPaths?: boolean }} [options]
 * @returns {Promise<{ transactionId: string, results: object[] }>} the documents too with `returnDocuments=true`
 * @throws LakeError 400 for a malformed body or an unknown mutation, 409 for one that cannot apply
 */
export async function mutate(ctx, url, body, { fullPaths = (url.searchParams.get('tag') ?? '').startsWith('sanity.studio') } = {}) {
  if (!Array.isArray(body?.mutations)) throw new LakeError(400, 'httpBadRequest', 'Body must be { mutations: [...] }');
  /** @type {Transaction} */
  const tx = { ctx, next: new Map(ctx.store), transactionId: body.transactionId ?? randomUUID(), now: new Date().toISOString(), results: [], fullPaths };
  for (const [index, mutation] of body.mutations.entries()) await apply(tx, mutation, index);
  if (url.searchParams.get('dryRun') !== 'true') commit(tx, body.mutations);
  const withDocs = url.searchParams.get('returnDocuments') === 'true';
  return { transactionId: tx.transactionId, results: tx.results.map(({ document, ...r }) => (withDocs && document ? { ...r, document } : r)) };
}
