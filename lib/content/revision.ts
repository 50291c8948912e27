import { contentSource } from './configured-source';
import type { ContentSource } from './source';

/**
 * How many published documents the source has and when the last one changed. Every publish or
 * creation moves `_updatedAt` past the latest, and every deletion lowers the count, so the pair
 * changes with any change an editor can make. A plain string, not `defineQuery`: no page reads
 * it, so typegen need not type it, and its fetch resolves to `unknown` ({@link ContentRevision}
 * states the shape).
 */
export const CONTENT_REVISION_QUERY = '{ "documents": count(*), "updatedAt": *[defined(_updatedAt)] | order(_updatedAt desc)[0]._updatedAt }';

/** The result of {@link CONTENT_REVISION_QUERY}: the published documents' count and latest `_updatedAt` (ISO 8601), `null` in an empty dataset. */
type ContentRevision = { documents: number; updatedAt: string | null };

/**
 * The content's revision (`sanity:<project>/<dataset> 812 2026-11-27T01:02:03Z`): equal revisions
 * mean the same published content. The search index records the revision its pages were read at,
 * so a server starting on an index of the content it serves need not make it again (issue 39,
 * part 2). One query, past Next's data cache.
 * @throws Error when the source cannot answer (the Content Lake unreachable)
 */
export async function readContentRevision(source: ContentSource = contentSource): Promise<string> {
  const { documents, updatedAt } = (await source.fetch(CONTENT_REVISION_QUERY, {}, { fresh: true })) as ContentRevision;
  return `${source.name} ${documents} ${updatedAt ?? 'never'}`;
}

/** The newest `_updatedAt` of the published documents, `null` in a dataset without any. A plain string: no page reads it. */
export const LATEST_PUBLISH_QUERY = '*[defined(_updatedAt)] | order(_updatedAt desc)[0]._updatedAt';

/** The time of a dataset that records none (the embedded seed): every read of it is equally new. */
const NEVER = '1970-01-01T00:00:00.000Z';

/**
 * When the content last changed: the newest `_updatedAt` of the published documents (ISO 8601),
 * past Next's data cache. The search records carry it, so a record read from older content
 * never replaces one read from newer (`lib/search/store.ts`); read it before the content.
 * @throws Error when the source cannot answer
 */
export async function readLatestPublish(source: ContentSource = contentSource): Promise<string> {
  const updatedAt = (await source.fetch(LATEST_PUBLISH_QUERY, {}, { fresh: true })) as string | null;
  return updatedAt && !Number.isNaN(Date.parse(updatedAt)) ? new Date(updatedAt).toISOString() : NEVER;
}
