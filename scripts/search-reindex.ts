/**
 * Makes every search record again from the content source and writes it to the search database
 * (`lib/search`): the embedded folder (`SEARCH_DATA_DIR`, default `<NEXT_DIST_DIR>/search-db`)
 * or `SEARCH_DATABASE_URL`. Rows of pages that are gone are deleted; rows whose text did not
 * change are left as they are. `npm run build` runs it after `next build`, so a server starts
 * with its records; run it by hand after a deploy that changed what a record holds, or when
 * webhooks were missed (`npm run search:reindex`).
 *
 * Usage: `tsx scripts/search-reindex.ts` (reads the content source's variables as `next build`
 * does, `.env*` files included).
 */
import nextEnv from '@next/env';

// A CommonJS module: its named exports come through the default one under ESM.
nextEnv.loadEnvConfig(process.cwd());
// After the variables are loaded: the content source reads them when first imported.
const { openSearchDatabase } = await import('../lib/search/database');
const { reindexSearch } = await import('../lib/search/index-pages');

const db = await openSearchDatabase();
try {
  const { records, written, deleted, ms } = await reindexSearch(db);
  console.log(`search: ${records} records from the content in ${(ms / 1000).toFixed(1)} s, ${written} written, ${deleted} deleted (${db.name})`);
} finally {
  await db.close();
}
