import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRedisUrl } from '../client-runtime/shared-cache';
import { folderIndexStore, redisIndexStore, type SearchIndexStore } from './index-store';
import { indexSite, sitePaths } from './indexer';

/** Next's build folder, as next.config.ts sets it. */
const distDir = () => path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/** The build's index folder: `scripts/build-search-index.ts` writes it. */
export function buildIndexFolder(): string {
  return path.join(distDir(), 'search-index');
}

/** How long after a publish the index is remade (ms): Sanity sends a document and its translations as a burst of calls. */
export const REINDEX_DELAY_MS = 1000;

type LiveIndexState = { store?: SearchIndexStore; timer?: ReturnType<typeof setTimeout>; running?: Promise<void>; again?: boolean };
/** One per process: the webhook route and instrumentation are bundled apart. */
const STATE = Symbol.for('corporate-formation-site.search-index');
const state = (): LiveIndexState => ((globalThis as typeof globalThis & { [STATE]?: LiveIndexState })[STATE] ??= {});

/**
 * Where this server reads and writes the search index: Redis when `REDIS_URL` is set (every
 * instance serves the same index, keyed by build id, with the build's folder until the first
 * index is made), else the build's folder. One store per process.
 * @throws Error naming `REDIS_URL` when it is not a Redis URL
 */
export function searchIndexStore(): SearchIndexStore {
  const current = state();
  if (current.store) return current.store;
  const folder = folderIndexStore(buildIndexFolder());
  const redisUrl = readRedisUrl();
  let buildId = 'dev';
  try {
    buildId = readFileSync(path.join(distDir(), 'BUILD_ID'), 'utf8').trim();
  } catch {
    // `next dev`: no build.
  }
  current.store = redisUrl ? redisIndexStore(redisUrl, `corporate-site:${buildId}:search:`, folder) : folder;
  return current.store;
}

/** `SEARCH_INDEX_ORIGIN`: where the indexer reaches this instance's pages; `server.mjs` sets it. `null` under `next dev`. */
function indexerOrigin(): string | null {
  return process.env.SEARCH_INDEX_ORIGIN?.trim() || null;
}

async function rebuild(reason: string): Promise<void> {
  const origin = indexerOrigin();
  if (!origin) return;
  try {
    const result = await indexSite({ origin, store: searchIndexStore() });
    const skipped = result.skipped.length > 0 ? `; ${result.skipped.length} did not answer 200 (${result.skipped.slice(0, 3).join(', ')})` : '';
    console.log(`search index: ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s (${reason})${skipped}`);
  } catch (error) {
    console.error(`search index: not remade (${reason}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Remakes the search index soon (issue 26, part 4), after {@link REINDEX_DELAY_MS} without
 * another call: the webhook calls it on every publish, after revalidating. One remake at a time
 * per process; a call during one makes one more after it, so the last publish is always in.
 * Errors are logged, never thrown: the previous index stays.
 * @param reason - for the log line
 */
export function requestSearchIndex(reason = 'content changed'): void {
  const current = state();
  if (current.timer) clearTimeout(current.timer);
  current.timer = setTimeout(() => {
    current.timer = undefined;
    if (current.running) {
      current.again = true;
      return;
    }
    const run = async () => {
      do {
        current.again = false;
        await rebuild(reason);
      } while (current.again);
    };
    current.running = run().finally(() => {
      current.running = undefined;
    });
  }, REINDEX_DELAY_MS);
  current.timer.unref?.();
}

/**
 * At start-up: remakes the index when it does not cover the pages the sitemap lists, e.g. the
 * jurisdictions the build did not prerender (`PRERENDER_JURISDICTIONS`) or documents published
 * since the build. Waits for the server to answer (up to `attempts` s). Production servers
 * started by `server.mjs` only.
 */
export async function ensureSearchIndex(attempts = 60): Promise<void> {
  const origin = indexerOrigin();
  if (!origin) return;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let paths: string[];
    try {
      paths = await sitePaths(origin);
    } catch {
      continue; // not listening yet
    }
    const manifest = await searchIndexStore()
      .manifest()
      .catch(() => null);
    const covered = new Set(manifest?.pages ?? []);
    const missing = paths.filter((pathname) => !covered.has(pathname));
    if (missing.length > 0 || covered.size !== paths.length) requestSearchIndex(`${missing.length} of ${paths.length} pages not in the index`);
    return;
  }
  console.error(`search index: ${origin} did not answer in ${attempts} s; the index was not checked`);
}
