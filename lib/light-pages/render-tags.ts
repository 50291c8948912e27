import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external.js';

/** The prefix of the tags Next gives every page and layout by its path (`_N_T_/en/denmark`). */
const IMPLICIT_TAG = '_N_T_/';

/**
 * The implicit cache tags of the page or route Next is rendering now, among them its own path's
 * (`_N_T_/en/denmark`), which Next also writes into the stored entry's `x-next-cache-tags`: what
 * tells a stored page from the one a query's answer went into. Read from Next's work-unit store
 * (`next/dist/server/app-render/work-unit-async-storage.external`, an internal: see
 * docs/next-internals.md).
 * @returns the tags, or `null` outside a render, or when Next's store no longer has this shape
 */
export function renderTags(): readonly string[] | null {
  const store = workUnitAsyncStorage.getStore() as { implicitTags?: { tags?: unknown } } | undefined;
  const tags = store?.implicitTags?.tags;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null;
  return tags.some((tag: string) => tag.startsWith(IMPLICIT_TAG)) ? (tags as string[]) : null;
}
