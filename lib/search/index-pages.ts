import { readLatestPublish } from '../content/revision';
import { logger } from '../log/logger';
import { searchDatabase, type SearchDatabase } from './database';
import { pagesExpiredBy } from './expired-pages';
import { readSearchRecords } from './page-records';
import { searchRecordsOutdated, writeSearchRecords, type WriteOutcome } from './store';

/**
 * What an indexing did: the records read, the rows it wrote and deleted, and how long it took
 * (ms); for a publish, also when the published pages themselves were written (`pagesMs`, ms
 * from the start), before the lists that show them.
 */
export type IndexOutcome = WriteOutcome & { records: number; ms: number; pagesMs?: number };

/**
 * Reads the records of `paths` (every indexable page when `undefined`) from the content source as
 * it is now, and writes them: the content's latest publish is read first, so the rows never
 * claim content newer than what was read.
 */
async function indexPages(db: SearchDatabase, paths: readonly string[] | undefined): Promise<IndexOutcome> {
  const started = performance.now();
  const revision = await readLatestPublish();
  const { records, absent } = await readSearchRecords(paths);
  const outcome = await writeSearchRecords(db, { records, absent, revision, complete: paths === undefined });
  return { ...outcome, records: records.length, ms: Math.round(performance.now() - started) };
}

/** Two outcomes as one: what both wrote, and the time of both. */
function added(first: IndexOutcome, then: IndexOutcome): IndexOutcome {
  return { records: first.records + then.records, written: first.written + then.written, deleted: first.deleted + then.deleted, ms: first.ms + then.ms, pagesMs: first.ms };
}

const NOTHING: IndexOutcome = { records: 0, written: 0, deleted: 0, ms: 0 };

/**
 * Writes the search records of the pages a publish expired (`./expired-pages.ts`, from the
 * webhook's cache tags): upserted when their text changed, deleted when the page is gone. The
 * pages of the countries and service pages come first, in a transaction of their own, so the
 * published page is found without waiting for the regions and lists that show it; then those, in
 * a second transaction, once `listsAfter` settles. A region of 200 countries reads many times
 * slower, and its reading keeps the server's event loop busy, which delays the webhook's own
 * answer and the searches meanwhile. A publish of the company's facts reads every page, and
 * usually writes none; one of the site settings the few pages that show their text.
 * @param tags - the cache tags the webhook expired
 * @param listsAfter - when the lists may be read (the webhook's second expiry); at once when omitted
 * @throws the content source's or the database's error; the rows of the pass that failed stay as they were
 */
export async function indexPublish(tags: readonly string[], db?: SearchDatabase, listsAfter?: Promise<unknown>): Promise<IndexOutcome> {
  const expired = pagesExpiredBy(tags);
  const database = db ?? (await searchDatabase());
  if (expired.every) return indexPages(database, undefined);
  const first = expired.pages.length > 0 ? await indexPages(database, expired.pages) : NOTHING;
  await listsAfter;
  const then = expired.lists.length > 0 ? await indexPages(database, expired.lists) : NOTHING;
  return added(first, then);
}

/**
 * Makes every record again from the content source, and deletes the rows of pages that are gone:
 * `npm run build`, `npm run search:reindex`, and a server whose table is empty or was made by
 * another record version.
 * @throws the content source's or the database's error
 */
export async function reindexSearch(db?: SearchDatabase): Promise<IndexOutcome> {
  return indexPages(db ?? (await searchDatabase()), undefined);
}

/**
 * At a server's start: reindexes when the table is empty or holds rows of another record version
 * (a deploy that changed what a record holds), and otherwise leaves it as the build or another
 * instance wrote it. Logs what it did; never throws, so a server without its search database
 * still serves pages.
 * @param always - reindex whatever the table holds: `next dev`, whose seed may have changed
 */
export async function ensureSearchRecords({ always = false }: { always?: boolean } = {}): Promise<void> {
  try {
    const db = await searchDatabase();
    const state = await searchRecordsOutdated(db);
    if (!state.outdated && !always) {
      logger.info({ event: 'search-records', outcome: 'current', records: state.rows, database: db.name }, `search: ${state.rows} records in ${db.name}, current`);
      return;
    }
    const { records, written, deleted, ms } = await reindexSearch(db);
    logger.info(
      { event: 'search-records', outcome: 'made', records, written, deleted, ms, database: db.name },
      `search: ${records} records made in ${(ms / 1000).toFixed(1)} s (${written} written, ${deleted} deleted) in ${db.name}`,
    );
  } catch (error) {
    logger.error({ event: 'search-records', outcome: 'failed', err: error }, 'search: the records could not be checked or made');
  }
}
