import type { Logger } from 'pino';
import type { Publish } from './expire';
import type { PublishSearch } from './search-records';

/** What the publish's log line tells; times in ms. */
export type PublishSummary = Pick<Publish, 'change' | 'tags'> & {
  /** From the call's arrival to the first expiry. */
  expiredMs: number;
  /** From the call's arrival to the second expiry and the search records both done. */
  ms: number;
  search: PublishSearch;
};

/**
 * The publish's one log line, `event: "publish"` (docs/operations.md, "Logs"): the document's
 * type and id, the cache tags it expired (`tags`, `tagCount`), `expiredMs`, `ms` and the search
 * records read, written and deleted (`search`, with its own `ms` and `pagesMs`). At level error,
 * with `err`, when the search records were not written.
 */
export function logPublish(log: Logger, { change, tags, expiredMs, ms, search }: PublishSummary): void {
  const fields = { event: 'publish', documentType: change._type, documentId: change._id, tags, tagCount: tags.length, expiredMs, ms };
  const expired = `publish: ${change._type} expired ${tags.length} cache tag${tags.length === 1 ? '' : 's'} in ${expiredMs} ms`;
  if (search.outcome) {
    const { records, written, deleted, ms: searchMs, pagesMs } = search.outcome;
    log.info(
      { ...fields, search: { records, written, deleted, ms: searchMs, pagesMs } },
      `${expired}; search: ${records} records read, ${written} written, ${deleted} deleted in ${searchMs} ms${pagesMs === undefined ? '' : ` (its own pages in ${pagesMs} ms)`}; done in ${ms} ms`,
    );
  } else {
    log.error({ ...fields, err: search.error }, `${expired}; search: the records were not written; done in ${ms} ms`);
  }
}
