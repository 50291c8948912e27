import { contentSource } from './configured-source';
import type { ContentSource } from './source';

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
