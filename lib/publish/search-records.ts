import { isLakeUnavailable } from '../content/lake-requests';
import { indexPublish, reindexSearch, type IndexOutcome } from '../search/index-pages';
import { inSpan } from '../telemetry/spans';

/**
 * How long the search records of a publish wait before a second try when the lake did not answer
 * the first (ms): each of its queries has spent its retries by then, and the records are written
 * in the background, so the wait costs no visitor anything.
 */
const RECORDS_RETRY_MS = 3000;

/** What the search records' writing of a publish did, or the error it failed with. */
export type PublishSearch = { outcome: IndexOutcome; error?: undefined } | { outcome?: undefined; error: unknown };

/** Which records a publish writes: those of the pages its cache tags name, or every page's. */
export type RecordsScope = { tags: readonly string[]; everyPage: boolean };

/** The records of `scope` ({@link indexPublish}, or {@link reindexSearch} for every page). */
function writeRecords({ tags, everyPage }: RecordsScope, listsAfter: Promise<unknown>): Promise<IndexOutcome> {
  return everyPage ? reindexSearch() : indexPublish(tags, undefined, listsAfter);
}

/**
 * Writes the search records of a publish in a `search.records` span, after the answer to the
 * webhook. They share the Content Lake's request slots with the pages, so a publish reads only
 * the records its change can alter (`pagesExpiredBy`). Tried once more after
 * {@link RECORDS_RETRY_MS} when the lake did not answer.
 * @param listsAfter - when the pages that list the published ones may be read (the second expiry)
 * @returns the outcome, or the error of the last try (never rejects)
 */
export function writePublishRecords(scope: RecordsScope, listsAfter: Promise<unknown>): Promise<PublishSearch> {
  return inSpan('search.records', { 'webhook.tag_count': scope.tags.length }, async (span) => {
    let outcome: IndexOutcome;
    try {
      outcome = await writeRecords(scope, listsAfter);
    } catch (error) {
      if (!isLakeUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECORDS_RETRY_MS));
      outcome = await writeRecords(scope, listsAfter);
    }
    span.setAttributes({ 'search.records.read': outcome.records, 'search.records.written': outcome.written, 'search.records.deleted': outcome.deleted });
    return outcome;
  }).then(
    (outcome): PublishSearch => ({ outcome }),
    (error: unknown): PublishSearch => ({ error }),
  );
}
