// The actions API the Studio writes through, `POST /data/actions/{dataset}`: each action becomes
// mutations, and a request's actions are one transaction of the lake's mutate.
import { publishedIdOf, without } from './studio-context.mjs';

/** @typedef {import('./studio-context.mjs').StudioContext} StudioContext */
/**
 * One action being turned into mutations: the documents as the request's earlier actions leave them
 * (`state`, for existence checks), the mutations so far, and `fail` for a 409 naming the action.
 * @typedef {{ action: Record<string, any>, publishedId: string | undefined, draftId: string | undefined, state: Map<string, Record<string, any>>, mutations: object[], fail: (description: string) => Error }} Step
 */

/** `sanity.action.document.create`: a new document (a draft unless its attributes name an id). */
function create(/** @type {Step} */ { action, publishedId, draftId, state, mutations, fail }) {
  const doc = { ...action.attributes, _id: action.attributes?._id ?? draftId };
  if (state.has(doc._id)) {
    if (action.ifExists === 'ignore') return;
    throw fail(`Document by ID "${doc._id}" already exists`);
  }
  if (publishedIdOf(doc._id) !== publishedId) throw fail(`Document ID "${doc._id}" is not a version of "${publishedId}"`);
  mutations.push({ create: doc });
  state.set(doc._id, doc);
}

/** `sanity.action.document.edit`: a patch of the draft, made from the published document when missing. */
function edit(/** @type {Step} */ { action, publishedId, draftId, state, mutations, fail }) {
  if (!state.has(draftId)) {
    const published = state.get(publishedId);
    if (!published) throw fail(`Cannot edit "${publishedId}": neither a draft nor a published document exists`);
    const copy = without(published, '_rev', '_updatedAt');
    mutations.push({ createIfNotExists: { ...copy, _id: draftId } });
    state.set(draftId, copy);
  }
  mutations.push({ patch: { ...action.patch, id: draftId } });
}

/** `sanity.action.document.publish`: the draft replaces the published document, checking revisions when asked. */
function publish(/** @type {Step} */ { action, publishedId, draftId, state, mutations, fail }) {
  const draft = state.get(draftId);
  const published = state.get(publishedId);
  if (!draft) throw fail(`Cannot publish "${publishedId}": there is no draft "${draftId}"`);
  if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) throw fail(`Draft "${draftId}" has revision "${draft._rev}", expected "${action.ifDraftRevisionId}"`);
  if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev) {
    throw fail(`Published document "${publishedId}" has revision "${published?._rev}", expected "${action.ifPublishedRevisionId}"`);
  }
  const content = without(draft, '_rev', '_updatedAt');
  mutations.push({ createOrReplace: { ...content, _id: publishedId } }, { delete: { id: draftId } });
  state.set(publishedId, content);
  state.delete(draftId);
}

/** `sanity.action.document.unpublish`: the published document goes, its content kept as the draft. */
function unpublish(/** @type {Step} */ { publishedId, draftId, state, mutations, fail }) {
  const published = state.get(publishedId);
  if (!published) throw fail(`Cannot unpublish "${publishedId}": it is not published`);
  const content = without(published, '_rev', '_updatedAt');
  if (!state.has(draftId)) mutations.push({ createIfNotExists: { ...content, _id: draftId } });
  mutations.push({ delete: { id: publishedId } });
  state.set(draftId, state.get(draftId) ?? content);
  state.delete(publishedId);
}

/** `sanity.action.document.delete`: the published document and the drafts listed in `includeDrafts`. */
function remove(/** @type {Step} */ { action, publishedId, state, mutations, fail }) {
  const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
  if (!state.has(publishedId) && !drafts.some((id) => state.has(id))) throw fail(`Cannot delete "${publishedId}": it does not exist`);
  for (const id of [publishedId, ...drafts]) {
    mutations.push({ delete: { id } });
    state.delete(id);
  }
}

/** `sanity.action.document.discard` and `.version.discard`: a draft (never a published document) goes. */
function discard(/** @type {Step} */ { action, state, mutations, fail }) {
  const id = action.versionId ?? action.draftId;
  if (typeof id !== 'string' || !state.has(id)) throw fail(`Cannot discard "${id}": it does not exist`);
  if (id === publishedIdOf(id)) throw fail(`"${id}" is a published document: unpublish or delete it instead`);
  mutations.push({ delete: { id } });
  state.delete(id);
}

/** @type {Map<string, (step: Step) => void>} */
const ACTIONS = new Map([
  ['sanity.action.document.create', create],
  ['sanity.action.document.edit', edit],
  ['sanity.action.document.publish', publish],
  ['sanity.action.document.unpublish', unpublish],
  ['sanity.action.document.delete', remove],
  ['sanity.action.document.discard', discard],
  ['sanity.action.document.version.discard', discard],
]);

/**
 * `POST /data/actions/{dataset}`: the actions as mutations of one transaction, with the request's
 * `transactionId`; `dryRun` checks without keeping.
 * @param {StudioContext} ctx
 * @param {URL} url
 * @param {any} body `{ actions, transactionId?, dryRun? }`
 * @returns {Promise<{ transactionId: string }>}
 * @throws the lake's 400 for a malformed body or an unknown action, 409 for an action that cannot apply
 */
export async function actions(ctx, url, body) {
  const { LakeError } = ctx;
  if (!Array.isArray(body?.actions)) throw new LakeError(400, 'httpBadRequest', 'Body must be { actions: [...] }');
  const state = new Map(ctx.store);
  const mutations = [];
  for (const [index, action] of body.actions.entries()) {
    const type = action?.actionType;
    const apply = ACTIONS.get(type);
    if (!apply) throw new LakeError(400, 'httpBadRequest', `Unsupported action "${type}"`);
    const publishedId = action?.publishedId;
    const draftId = action?.draftId ?? (publishedId ? `drafts.${publishedId}` : undefined);
    const fail = (/** @type {string} */ description) => new LakeError(409, 'actionError', description, { items: [{ error: { description, type: 'actionError' }, index }] });
    apply({ action, publishedId, draftId, state, mutations, fail });
  }
  const dry = new URL(url);
  if (body.dryRun) dry.searchParams.set('dryRun', 'true');
  const { transactionId } = await ctx.mutate(dry, { mutations, transactionId: body.transactionId }, { fullPaths: true });
  return { transactionId };
}
