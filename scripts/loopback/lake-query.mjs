// The lake's reads: `/data/query/{dataset}` (GROQ by groq-js over a perspective's documents, with
// Content Source Maps when asked) and `/data/doc/{dataset}/{ids}`.
import { evaluate, parse } from 'groq-js';
import { createGroqIndex } from '../../lib/content/groq-index.ts';
import { isPublished, LakeError, publishedId, unauthorized } from './lake-context.mjs';
import { contentSourceMap, stringIndex } from './source-map.mjs';
import { withoutTextQuery } from './studio-lake.mjs';

/** @typedef {import('./lake-context.mjs').LakeContext} LakeContext */
/** @typedef {import('./lake-context.mjs').IndexedView} IndexedView */

const PERSPECTIVES = ['published', 'raw', 'drafts', 'previewDrafts'];

/** The documents a query sees in `perspective`. */
function view(/** @type {LakeContext} */ ctx, /** @type {Map<string, any>} */ docs, perspective) {
  const all = [...docs.values()];
  if (perspective === 'raw') return all;
  const byId = new Map(all.filter((d) => isPublished(d._id)).map((d) => [d._id, d]));
  if (perspective === 'published') return [...byId.values()];
  for (const d of all) {
    if (!d._id.startsWith('drafts.')) continue;
    const shown = { ...d, _id: publishedId(d._id) };
    ctx.draftIds.set(shown, d._id);
    byId.set(shown._id, shown);
  }
  return [...byId.values()];
}

/**
 * A perspective's documents with the embedded source's index (lib/content/groq-index.ts), as the
 * real Content Lake indexes its filters: unindexed, groq-js scans the dataset once per listed
 * item, which made a region page wait for its query. For the
 * perspectives the site reads (published, and drafts in draft mode); the Studio's raw queries
 * run as they are. Kept until `store` changes.
 * @returns {IndexedView}
 */
function indexedView(/** @type {LakeContext} */ ctx, /** @type {string} */ perspective) {
  const kept = ctx.indexedViews.get(perspective);
  if (kept?.version === ctx.version) return kept;
  const docs = view(ctx, ctx.store, perspective);
  /** @type {ReturnType<typeof stringIndex> | undefined} */
  let strings;
  const made = {
    version: ctx.version,
    docs,
    index: createGroqIndex(docs),
    // For Content Source Maps, made on first use. A draft is the source of what it shows, under
    // its own id, as Sanity's maps name it.
    strings: () => (strings ??= stringIndex(docs, (doc) => ({ _id: ctx.draftIds.get(doc) ?? doc._id, _type: doc._type }))),
  };
  ctx.indexedViews.set(perspective, made);
  return made;
}

/**
 * Runs a GROQ query (the Studio's `text::query()` made a `match`, `withoutTextQuery`) over `docs`,
 * through `index` when given.
 * @param {LakeContext} ctx
 * @param {string} text
 * @param {Record<string, unknown>} params
 * @param {object[]} docs
 * @param {IndexedView['index']} [index]
 * @returns {Promise<any>} the query's result
 * @throws LakeError 400 `queryParseError` for a query that does not parse
 */
export async function runQuery(ctx, text, params, docs, index) {
  const { projectId, dataset } = ctx;
  text = withoutTextQuery(text);
  let tree;
  try {
    tree = parse(text, { params });
  } catch (error) {
    const start = typeof error.position === 'number' ? error.position : 0;
    throw new LakeError(400, 'queryParseError', error.message, { query: text, start, end: start + 1 });
  }
  if (index) return (await evaluate(index.optimize(tree), { dataset: docs, params, sanity: { projectId, dataset }, dereference: index.dereference })).get();
  return (await evaluate(tree, { dataset: docs, params, sanity: { projectId, dataset } })).get();
}

/**
 * `/data/query/{dataset}`: GET `?query=…&$name=<json>`, or POST `{ query, params }`, in the
 * `perspective` asked (published by default; the others need the token).
 * @param {LakeContext} ctx
 * @param {URL} url
 * @param {any} body the POST body, or null for a GET
 * @param {boolean} authorized
 * @returns {Promise<{ ms: number, query?: string, result: unknown, resultSourceMap?: unknown }>}
 * @throws LakeError 400 for an unknown perspective or no query, 401 for another perspective without the token
 */
export async function query(ctx, url, body, authorized) {
  const perspective = url.searchParams.get('perspective') ?? 'published';
  if (!PERSPECTIVES.includes(perspective)) throw new LakeError(400, 'httpBadRequest', `Unsupported perspective "${perspective}"`);
  if (perspective !== 'published' && !authorized) throw unauthorized();
  // A malformed `$param` or body fails JSON.parse: answered 400 like any unexpected error.
  const text = body ? body.query : url.searchParams.get('query');
  const params = body ? (body.params ?? {}) : Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('$')).map(([k, v]) => [k.slice(1), JSON.parse(v)]));
  if (typeof text !== 'string') throw new LakeError(400, 'httpBadRequest', 'Missing query');
  const started = performance.now();
  const indexed = perspective === 'raw' ? undefined : indexedView(ctx, perspective);
  const docs = indexed ? indexed.docs : view(ctx, ctx.store, perspective);
  const result = indexed ? await runQuery(ctx, text, params, docs, indexed.index) : await runQuery(ctx, text, params, docs);
  // Asked for by @sanity/client whenever stega is on (the site's draft mode).
  const withSourceMap = Boolean(url.searchParams.get('resultSourceMap') ?? body?.resultSourceMap);
  const resultSourceMap = withSourceMap ? contentSourceMap(result, indexed ? indexed.strings() : stringIndex(docs), params) : undefined;
  const ms = Math.round(performance.now() - started);
  return { ms, ...(url.searchParams.get('returnQuery') === 'false' ? {} : { query: text }), result, ...(resultSourceMap ? { resultSourceMap } : {}) };
}

/**
 * `/data/doc/{dataset}/{id,id}`: the documents by id, and those missing as omitted.
 * @param {LakeContext} ctx
 * @param {string} ids the path's comma-separated ids, still encoded
 * @param {boolean} authorized
 * @throws LakeError 401 for a draft or version without the token
 */
export function documentsById(ctx, ids, authorized) {
  const list = decodeURIComponent(ids).split(',');
  if (!authorized && list.some((id) => !isPublished(id))) throw unauthorized();
  return { documents: list.flatMap((id) => ctx.store.get(id) ?? []), omitted: list.filter((id) => !ctx.store.has(id)).map((id) => ({ id, reason: 'existence' })) };
}
