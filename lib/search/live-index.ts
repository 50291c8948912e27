import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentRevision } from '../content/revision';
import { readRedisUrl } from '../light-pages/shared-cache';
import { loopbackFetch, loopbackOrigin, untilServing } from '../http/loopback';
import { pagesExpiredBy } from './expired-pages';
import { fullRemakeAfterSeconds } from './remake-delay';
import { folderIndexStore, isIndexChanged, redisIndexStore, type SearchIndexStore } from './index-store';
import { indexSite, sitePaths, type IndexSiteResult } from './indexer';
import type { PreviousIndex } from './write-index';

/**
 * Next's build folder, as next.config.ts sets it. The ignore comments keep Turbopack's file
 * tracing from following this run-time path and listing the whole project in the build's trace.
 */
const distDir = () => path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/** The build's index folder: `scripts/build-search-index.ts` writes it. */
export function buildIndexFolder(): string {
  return path.join(distDir(), 'search-index');
}

const RETRY = 'again for';
/** Added to a remake's reason when it runs again because another instance wrote the index meanwhile. */
const AGAIN = ', again from the index written meanwhile';

/** When to remake an index that missed pages of the sitemap (ms). */
const RETRY_AFTER_MS = 5000;

/** How long after a publish the index is remade (ms): Sanity sends a document and its translations as a burst of calls. */
export const REINDEX_DELAY_MS = 1000;

type LiveIndexState = {
  store?: SearchIndexStore;
  timer?: ReturnType<typeof setTimeout>;
  running?: AbortController;
  /** Remakes not yet ended, stopped ones included: they may still be reading a page. */
  runs?: Set<Promise<void>>;
  checked?: boolean;
  /** The index this process's last remake made, or the one it found current at start: pages and shards. */
  index?: PreviousIndex;
  /**
   * Cache tags publishes expired since the last remake that indexed their pages, each with the
   * number of its last publish, so a remake finishing after a newer publish of the same tag keeps
   * it pending.
   */
  tags?: Map<string, number>;
  /** The next remake renders every page: the hourly safety pass. */
  full?: boolean;
  /** When the safety pass starts, unless a publish comes first. */
  safety?: ReturnType<typeof setTimeout>;
  /** Publishes seen by this process, to number them. */
  published?: number;
  /** Where the content's revision comes from: the configured source, or a test's. */
  readRevision?: () => Promise<string>;
};
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
    const buildIdFile = path.join(distDir(), 'BUILD_ID');
    buildId = readFileSync(/* turbopackIgnore: true */ buildIdFile, 'utf8').trim();
  } catch {
    // `next dev`: no build.
  }
  current.store = redisUrl ? redisIndexStore(redisUrl, `corporate-site:${buildId}:search:`, folder) : folder;
  return current.store;
}

function logRemake(kind: string, reason: string, result: IndexSiteResult): void {
  const skipped = result.skipped.length > 0 ? `; ${result.skipped.length} did not answer 200 (${result.skipped.slice(0, 3).join(', ')})` : '';
  console.log(`search index: ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s, ${kind}, ${result.fetched} fetched (${reason}), ${result.made} of ${result.shards} shards made${skipped}`);
}

/**
 * One remake. With the last remake's pages at hand, only the pages the publishes since then
 * expired are rendered again (`expired-pages.ts`: the tags the webhook expired, by document,
 * issue 39), pages new to the sitemap are added and those gone from it dropped; the others are
 * taken as they were, and only the shards of pages that changed are given to Pagefind again
 * (`write-index.ts`). The cache tags cover everything a page shows
 * (`tests/unit/cache-tags.test.ts`), so such an index is as current as a full one and records
 * the content revision too. Without them (a new process without a stored index), and in the
 * hourly safety pass, every page is rendered.
 */
async function rebuild(reason: string, signal: AbortSignal): Promise<void> {
  const origin = loopbackOrigin();
  if (!origin) return;
  const current = state();
  const taken = new Map(current.tags);
  const full = !current.index || current.full === true;
  try {
    const store = searchIndexStore();
    // Another instance wrote the shared index (Redis) since this one's last remake: start from
    // that index, which has that instance's publishes, and read again every page the two
    // disagree on, as either may have been read before the other's publish.
    const disagreed = new Set<string>();
    const stored = current.index ? await store.manifest().catch(() => null) : null;
    if (stored && current.index && stored.builtAt !== current.index.builtAt) {
      const pages = await store.indexedPages().catch(() => null);
      if (pages) {
        for (const pathname of new Set([...pages.keys(), ...current.index.pages.keys()])) if (pages.get(pathname) !== current.index.pages.get(pathname)) disagreed.add(pathname);
        current.index = { pages, shards: stored.shards, builtAt: stored.builtAt };
      }
    }
    const expired = pagesExpiredBy(taken.keys());
    // Read before the first page, so the index never claims content newer than its pages.
    const contentRevision = await (current.readRevision ?? readContentRevision)().catch(() => undefined);
    const result = full
      ? await indexSite({ origin, store, fetch: loopbackFetch, signal, concurrency: current.index ? 1 : 2, contentRevision, previous: current.index, changed: () => true })
      : await indexSite({ origin, store, fetch: loopbackFetch, signal, previous: current.index, changed: (pathname) => expired(pathname) || disagreed.has(pathname), contentRevision });
    current.index = result.index;
    if (full) current.full = false;
    // Only what this pass indexed: a tag expired again while it ran (its pages may have been
    // read before that publish) stays for the next remake.
    for (const [tag, publish] of taken) if (current.tags?.get(tag) === publish) current.tags.delete(tag);
    logRemake(full ? 'full' : 'quick', reason, result);
    scheduleSafetyPass();
    // A page the sitemap lists but that did not answer yet, as while a publish is half applied:
    // once more, a few seconds later. Not again after that: a page that stays broken is the
    // page's problem, not the index's.
    if (result.skipped.length > 0 && !reason.startsWith(RETRY)) setTimeout(() => requestSearchIndex(`${RETRY} ${result.skipped.length} pages`), RETRY_AFTER_MS).unref();
  } catch (error) {
    if (signal.aborted) return;
    if (isIndexChanged(error)) {
      // Not written; its publishes stay pending, and the next remake starts from that index.
      console.log(`search index: not written (${reason}): ${error.message}; made again from it`);
      requestSearchIndex(reason.endsWith(AGAIN) ? reason : `${reason}${AGAIN}`);
      return;
    }
    console.error(`search index: not remade (${reason}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The safety pass: every page rendered and indexed again `SEARCH_FULL_REMAKE_AFTER_SECONDS`
 * (an hour) after the last remake, in case a page changed in a way no publish announced (a
 * webhook that never arrived). A publish postpones it, so it never follows one at once; one
 * page at a time, so visitors keep the CPU.
 */
function scheduleSafetyPass(): void {
  const current = state();
  if (current.safety) clearTimeout(current.safety);
  current.safety = setTimeout(() => {
    current.safety = undefined;
    current.full = true;
    requestSearchIndex('hourly safety pass');
  }, fullRemakeAfterSeconds() * 1000);
  current.safety.unref?.();
}

/**
 * Remakes the search index soon (issue 26, part 4), after {@link REINDEX_DELAY_MS} without
 * another call: the webhook calls it on every publish, after revalidating, with the cache tags
 * it expired, whose pages alone are then rendered again (see `rebuild`). A call while a remake
 * runs stops it and starts again, so the index is never older than the last publish by more
 * than one remake; the pages the stopped one fetched stay rendered in Next's cache, so starting
 * again costs little. Errors are logged, never thrown: the previous index stays.
 * @param reason - for the log line
 * @param tags - the cache tags the publish expired (`lib/content/tags.ts`); pages missing from
 *   the last remake are rendered either way
 */
export function requestSearchIndex(reason = 'content changed', tags: readonly string[] = []): void {
  const current = state();
  if (tags.length > 0) {
    const publish = (current.published = (current.published ?? 0) + 1);
    current.tags ??= new Map();
    for (const tag of tags) current.tags.set(tag, publish);
  }
  // The safety pass waits for a quiet spell again, also when it had started.
  if (tags.length > 0) {
    if (current.safety) clearTimeout(current.safety);
    current.safety = undefined;
    current.full = false;
  }
  if (current.timer) clearTimeout(current.timer);
  current.timer = setTimeout(() => {
    current.timer = undefined;
    current.running?.abort(new Error('a newer publish'));
    const controller = new AbortController();
    current.running = controller;
    const runs = (current.runs ??= new Set());
    const run: Promise<void> = rebuild(reason, controller.signal).finally(() => {
      if (current.running === controller) current.running = undefined;
      runs.delete(run);
    });
    runs.add(run);
  }, REINDEX_DELAY_MS);
  current.timer.unref?.();
}

/**
 * Stops the remake under way, if any, and resolves once no remake is reading a page. The
 * webhook calls it between its two expiries: a page the remake began rendering before a
 * publish, with the content as it was, and stored after the first expiry counts as new, and a
 * render can outlast the 1 s between the expiries on a busy machine (the publishing tests saw
 * service pages keep the old founding year). The publishes the stopped remake covered stay
 * pending for the next one.
 */
export async function stopSearchIndex(): Promise<void> {
  const current = state();
  current.running?.abort(new Error('a newer publish'));
  await Promise.all(current.runs ?? []);
}

/**
 * At start-up, once the server answers (up to `attempts` s): makes the index again unless the
 * one in the store (Redis, else the build's folder) is current, i.e. it covers every page of the
 * sitemap and was made from the content the source has now (its content revision, issue 39,
 * part 2). A current index is served as it is, and its pages are what a quick remake after a
 * publish starts from; otherwise every page is read again, to cover what the build did not
 * prerender (`PRERENDER_JURISDICTIONS`) and what was published since the index was made, and
 * only the shards whose pages read differently are made again.
 * Production servers started by `server.mjs` only; once per process.
 * @param readRevision - the content's revision now; the configured source's by default
 */
export async function ensureSearchIndex(attempts = 60, readRevision: () => Promise<string> = readContentRevision): Promise<void> {
  const origin = loopbackOrigin();
  const current = state();
  // Once per process, whatever calls `register()` again.
  if (!origin || current.checked) return;
  current.checked = true;
  current.readRevision = readRevision;
  if (await untilServing(origin, '/sitemap.xml', attempts)) {
    const paths = await sitePaths(origin, loopbackFetch).catch(() => []);
    const store = searchIndexStore();
    const manifest = await store.manifest().catch(() => null);
    const covered = new Set(manifest?.pages ?? []);
    const missing = paths.filter((pathname) => !covered.has(pathname)).length;
    const revision = await readRevision().catch(() => undefined);
    if (manifest && paths.length > 0 && missing === 0 && revision !== undefined && manifest.contentRevision === revision) {
      const pages = await store.indexedPages().catch(() => null);
      if (pages) current.index = { pages, shards: manifest.shards, builtAt: manifest.builtAt };
      console.log(`search index: ${manifest.pages.length} pages, made from the content served now (${revision}); not made again at start`);
      return;
    }
    const changed = manifest && revision !== undefined && manifest.contentRevision !== revision ? ', content changed since it was made' : '';
    // Every page is read again, but a shard whose pages read as the stored index has them is kept.
    const pages = manifest ? await store.indexedPages().catch(() => null) : null;
    if (manifest && pages) {
      current.index = { pages, shards: manifest.shards, builtAt: manifest.builtAt };
      current.full = true;
    }
    requestSearchIndex(`start, ${missing} of ${paths.length} pages not in the index${changed}`);
    return;
  }
  console.error(`search index: ${origin} did not answer in ${attempts} s; the index was not remade`);
}
