// The Studio's history: every committed transaction kept with its mendoza effects and the states
// it left, and the history API read from them: `/data/history/{dataset}/transactions/{ids}`,
// `/documents/{ids}` (at a time or a revision) and `/events/documents/{id}`.
import { EDITOR, omitRev, publishedIdOf } from './studio-context.mjs';

/** @typedef {import('./studio-context.mjs').StudioContext} StudioContext */
/** @typedef {import('./studio-context.mjs').Transaction} Transaction */
/** @typedef {import('./studio-events.mjs').Change} Change */

/** The history's record of one transaction: its changes as mendoza effects and states. */
function entry(/** @type {string} */ id, /** @type {string} */ timestamp, /** @type {Change[]} */ changes, /** @type {object[]} */ mutations) {
  return {
    id,
    timestamp,
    author: EDITOR.id,
    documentIDs: changes.map((c) => c.id),
    mutations,
    effects: Object.fromEntries(changes.map((c) => [c.id, { apply: [0, omitRev(c.after)], revert: [0, omitRev(c.before)] }])),
    states: new Map(changes.map((c) => [c.id, c.after ?? null])),
  };
}

/**
 * Opens the history with one transaction per revision of the documents already held.
 * @param {StudioContext} ctx
 * @param {Iterable<Record<string, any>>} docs
 */
export function seedHistory(ctx, docs) {
  const { transactions } = ctx;
  transactions.length = 0;
  const byRev = new Map();
  for (const doc of docs) {
    const rev = doc._rev ?? 'initial';
    if (!byRev.has(rev)) byRev.set(rev, []);
    byRev.get(rev).push(doc);
  }
  for (const [rev, group] of byRev) {
    const timestamp = group.map((d) => d._updatedAt ?? d._createdAt ?? new Date(0).toISOString()).sort().at(-1);
    const changes = group.map((after) => ({ id: after._id, before: undefined, after }));
    transactions.push(entry(rev, timestamp, changes, []));
  }
  transactions.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/**
 * Adds a committed transaction to the history: the documents `ids` as they were in `before` and
 * as the store holds them now.
 * @param {StudioContext} ctx
 * @param {{ transactionId: string, before: Map<string, any>, ids: string[], mutations: object[] }} transaction
 * @returns {{ changes: Change[], timestamp: string }} the changes and the transaction's time (its newest `_updatedAt`)
 */
export function recordTransaction(ctx, { transactionId, before, ids, mutations }) {
  const changes = ids.map((id) => ({ id, before: before.get(id), after: ctx.store.get(id) }));
  const timestamp = changes.map((c) => c.after?._updatedAt).filter(Boolean).sort().at(-1) ?? new Date().toISOString();
  ctx.transactions.push(entry(transactionId, timestamp, changes, mutations));
  return { changes, timestamp };
}

/** The transactions touching `ids`, cut to `fromTransaction`..`toTransaction`, `reverse` and `limit`. */
function selectTransactions(/** @type {Transaction[]} */ transactions, /** @type {URLSearchParams} */ p, /** @type {string[]} */ ids) {
  let list = transactions.filter((t) => t.documentIDs.some((id) => ids.includes(id)));
  const from = p.get('fromTransaction');
  const to = p.get('toTransaction');
  if (from) {
    const i = list.findIndex((t) => t.id === from);
    if (i >= 0) list = list.slice(i);
  }
  if (to) {
    const i = list.findIndex((t) => t.id === to);
    if (i >= 0) list = list.slice(0, i + 1);
  }
  if (p.get('reverse') === 'true') list = [...list].reverse();
  const limit = Number(p.get('limit') ?? 100);
  if (limit > 0) list = list.slice(0, limit);
  return list;
}

/**
 * `GET /data/history/{ds}/transactions/{ids}`: NDJSON lines, oldest first unless `reverse`.
 * @param {StudioContext} ctx
 * @param {URL} url
 * @param {string[]} ids
 * @returns {string} one JSON transaction a line
 */
export function history(ctx, url, ids) {
  const p = url.searchParams;
  return selectTransactions(ctx.transactions, p, ids)
    .map((t) => {
      const documentIDs = p.get('includeIdentifiedDocumentsOnly') === 'true' ? t.documentIDs.filter((id) => ids.includes(id)) : t.documentIDs;
      return JSON.stringify({
        id: t.id,
        timestamp: t.timestamp,
        author: t.author,
        documentIDs,
        ...(p.get('excludeMutations') === 'true' ? {} : { mutations: t.mutations }),
        ...(p.get('effectFormat') === 'mendoza' || p.get('excludeContent') !== 'true' ? { effects: Object.fromEntries(documentIDs.map((id) => [id, t.effects[id]])) } : {}),
      });
    })
    .join('\n');
}

/**
 * `GET /data/history/{ds}/documents/{ids}?time=…|revision=…`: the documents as they were then.
 * @param {StudioContext} ctx
 * @param {URL} url
 * @param {string[]} ids
 * @returns {{ documents: Record<string, any>[] }} those that existed then
 */
export function documentsAt(ctx, url, ids) {
  const revision = url.searchParams.get('revision');
  const time = url.searchParams.get('time');
  const documents = ids.flatMap((id) => {
    const touching = ctx.transactions.filter((t) => t.states.has(id));
    let found;
    if (revision) found = touching.find((t) => t.id === revision);
    else found = touching.filter((t) => !time || t.timestamp <= time).at(-1);
    const doc = found?.states.get(id);
    return doc ? [doc] : [];
  });
  return { documents };
}

/**
 * `GET /data/history/{ds}/events/documents/{id}`: the document group's events (created, published,
 * unpublished, draft discarded, deleted), newest first, derived from the transactions. The
 * Studio adds the edits itself from the transactions after the newest creation.
 * @param {StudioContext} ctx
 * @param {URL} url
 * @param {string} id
 * @returns {{ events: Record<string, object[]>, nextCursor: string }}
 */
export function documentEvents(ctx, url, id) {
  const { transactions } = ctx;
  const publishedId = publishedIdOf(id);
  const draftId = `drafts.${publishedId}`;
  const events = [];
  for (const t of transactions) {
    const before = (docId) => {
      const i = transactions.indexOf(t);
      for (let j = i - 1; j >= 0; j--) if (transactions[j].states.has(docId)) return transactions[j].states.get(docId);
      return null;
    };
    if (!t.states.has(publishedId) && !t.states.has(draftId)) continue;
    const base = { timestamp: t.timestamp, author: t.author, documentId: publishedId };
    const draftBefore = t.states.has(draftId) ? before(draftId) : undefined;
    const draftAfter = t.states.get(draftId);
    const pubBefore = t.states.has(publishedId) ? before(publishedId) : undefined;
    const pubAfter = t.states.get(publishedId);
    const draftGone = t.states.has(draftId) && draftBefore && !draftAfter;
    const pubGone = t.states.has(publishedId) && pubBefore && !pubAfter;
    if (draftGone && pubGone) events.push({ ...base, type: 'deleteDocumentGroup' });
    else if (pubGone && draftAfter) events.push({ ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: t.id });
    else if (pubGone) events.push({ ...base, type: 'deleteDocumentGroup' });
    else if (pubAfter && draftGone) events.push({ ...base, type: 'publishDocumentVersion', revisionId: t.id, versionId: draftId, versionRevisionId: draftBefore._rev, publishCause: 'document.publish' });
    else if (pubAfter) events.push({ ...base, type: 'publishDocumentVersion', revisionId: t.id, versionId: draftId, publishCause: 'document.publish' });
    else if (draftAfter && !draftBefore) events.push({ ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: t.id });
    else if (draftGone) events.push({ ...base, type: 'deleteDocumentVersion', versionId: draftId, versionRevisionId: draftBefore._rev });
  }
  const limit = Number(url.searchParams.get('limit') ?? 100);
  return { events: { [id]: events.reverse().slice(0, limit > 0 ? limit : undefined) }, nextCursor: '' };
}
