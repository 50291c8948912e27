import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createClient, RESP_TYPES } from '@redis/client';

/** A file of Pagefind's bundle, as `getFiles()` of its Node API returns it (`pagefind-entry.json`, `fragment/en_1a2b3c4.pf_fragment`). */
export type IndexFile = { path: string; content: Uint8Array };

/** What each page gave the index (`indexedPart`), by public path: a remake takes unchanged pages from here. */
export type IndexedPages = ReadonlyMap<string, string>;

/**
 * One shard of the index (`lib/search/shards.ts`) as stored: its id (a hash of its entry file,
 * so a shard's files never change under one id), the public paths it indexes, the languages it
 * has an index for, and its data files (paths in its folder: entry, meta, index chunks, fragments).
 */
export type ShardRecord = { id: string; pages: string[]; languages: string[]; files: string[] };

/** A shard new to the store: its files as Pagefind wrote them, and what each of its pages gave the index. */
export type NewShard = { id: string; languages: string[]; files: readonly IndexFile[]; pages: IndexedPages };

/**
 * What an index covers: the public paths it was made from (`/`, `/da/denmark`), when (ms since
 * the epoch), the content's revision its pages were read at (`lib/content/revision.ts`; absent
 * when unknown), and its shards.
 */
export type SearchManifest = { pages: string[]; builtAt: number; contentRevision?: string; shards: ShardRecord[] };

/**
 * An index to make current: its manifest, the shards the store does not have yet, Pagefind's
 * client files, and the `builtAt` of the index it was made from (absent: made from none).
 */
export type IndexUpdate = { manifest: SearchManifest; added: readonly NewShard[]; client: readonly IndexFile[]; replaces?: number };

/**
 * Thrown by {@link SearchIndexStore.write} when the store's index is no longer the one the
 * update was made from: another instance sharing the store wrote one meanwhile. Writing anyway
 * would drop that instance's publishes from the search.
 */
export class IndexChangedError extends Error {
  constructor(builtAt: number) {
    super(`another instance wrote the search index meanwhile (at ${new Date(builtAt).toISOString()})`);
    this.name = 'IndexChangedError';
  }
}

/**
 * Whether `error` is an {@link IndexChangedError}, by name: Next bundles the webhook route and
 * instrumentation apart, each with its own copy of the class, and the store one of them made
 * throws the other's, which `instanceof` does not recognise.
 */
export const isIndexChanged = (error: unknown): error is IndexChangedError => error instanceof Error && error.name === 'IndexChangedError';

/**
 * The list the browser reads first (`/pagefind/shards.json`): each shard's id and languages, so
 * the search merges the shards that index the page's language (`components/widgets/site-search/`).
 */
export type PublicShardList = { shards: { id: string; languages: string[] }[] };

/**
 * Where the site search's index lives (issue 26, part 4; in shards since issue 39): the build
 * writes the first one, the server replaces shards when content changes, and
 * `app/pagefind/[...file]` serves it.
 *
 * Layout, as served under `/pagefind/`: Pagefind's client (`pagefind.js`, its worker and one
 * WebAssembly file per language) at the top, identical for every shard; each shard's data in a
 * folder named by its id; `shards.json`, the list of current shards, the only file that changes
 * in place. {@link SearchIndexStore.write} puts it last, so a reader never sees a list whose
 * files are missing, and keeps the shards of the index it replaces a while, so a search page
 * opened before the change keeps finding them.
 */
export type SearchIndexStore = {
  /** A file of the bundle by its path under `/pagefind/`, `null` when there is none by that path. */
  read(file: string): Promise<Uint8Array | null>;
  /** What the current index covers, `null` before the first index. */
  manifest(): Promise<SearchManifest | null>;
  /** What each page of the current index gave it, `null` when not kept. */
  indexedPages(): Promise<Map<string, string> | null>;
  /**
   * Makes `update` the current index: writes the new shards and the client files the store
   * lacks, then the list.
   * @throws IndexChangedError when the store's index is not the one `update.replaces` names
   * @throws Error when a new shard has no entry file or the manifest names a shard the store
   *   does not have; the current index then stays
   */
  write(update: IndexUpdate): Promise<void>;
};

/** A shard's entry file, in its folder. */
export const ENTRY_FILE = 'pagefind-entry.json';
/** The list of current shards. */
export const SHARDS_FILE = 'shards.json';
const MANIFEST_FILE = 'search-manifest.json';
/** A shard's indexed pages, gzipped JSON, in its folder; not served. */
const PAGES_FILE = 'pages.json.gz';
/** A shard's id: the first 12 hex digits of its entry file's SHA-256. */
const SHARD_ID = /^[0-9a-f]{12}$/;
/**
 * Pagefind's client: the primary shard's client asks for the worker and the WebAssembly at that
 * shard's path, so they are served in every shard's folder too.
 */
const CLIENT_FILE = /^(pagefind\.js|pagefind-worker\.js|wasm\.[a-z0-9-]+\.pagefind)$/;

/** Whether `file` is one of Pagefind's client files, which the store keeps once for every shard. */
export const isClientFile = (file: string): boolean => CLIENT_FILE.test(file);

/** How long files of a replaced shard stay readable (ms): a search page open since then keeps working. */
export const KEEP_PREVIOUS_MS = 60 * 60 * 1000;

/**
 * A bundle path as requested, or `null`: relative, `/`-separated, at most three segments, no
 * `..`, no hidden segment. Paths come from request URLs, so this is what keeps them inside the store.
 */
export function safeIndexPath(file: string): string | null {
  const segments = file.split('/');
  if (segments.length > 3 || segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/.test(segment))) return null;
  return segments.join('/');
}

/**
 * Where a public path of the bundle is stored, or `null` for what is not served: the list and
 * the client files at the top, a shard's data in its folder, and the client files asked for in
 * a shard's folder from the top.
 */
export function storedPath(file: string): string | null {
  const safe = safeIndexPath(file);
  if (!safe) return null;
  if (safe === SHARDS_FILE || isClientFile(safe)) return safe;
  const [shard, ...rest] = safe.split('/');
  const inShard = rest.join('/');
  if (!shard || !SHARD_ID.test(shard) || !inShard || inShard === PAGES_FILE) return null;
  return isClientFile(inShard) ? inShard : safe;
}

/**
 * Whether a public path names a file that never changes: a shard's data (named by the shard's
 * id). The list and the client files (named by language only) can.
 */
export function isImmutableIndexFile(file: string): boolean {
  const stored = storedPath(file);
  return stored !== null && stored.includes('/') && SHARD_ID.test(stored.split('/')[0] ?? '');
}

const packPages = (pages: IndexedPages): Buffer => gzipSync(JSON.stringify(Object.fromEntries(pages)));

function unpackPages(packed: Uint8Array | null): Map<string, string> | null {
  if (!packed) return null;
  try {
    const value: unknown = JSON.parse(gunzipSync(packed).toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    return new Map(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

/** The pages of every shard in one map, or `null` when a shard's are missing. */
function mergePages(packed: readonly (Uint8Array | null)[]): Map<string, string> | null {
  const pages = new Map<string, string>();
  for (const one of packed) {
    const unpacked = unpackPages(one);
    if (!unpacked) return null;
    for (const [pathname, part] of unpacked) pages.set(pathname, part);
  }
  return pages;
}

const publicList = (manifest: SearchManifest): PublicShardList => ({ shards: manifest.shards.map(({ id, languages }) => ({ id, languages })) });

/**
 * Refuses an update made from another index than the store's (checked just before writing, so
 * two instances would have to write within the same moment to both pass), or one that would
 * leave the list naming files nobody wrote.
 */
function checkUpdate({ manifest, added, replaces }: IndexUpdate, current: SearchManifest | null | undefined): void {
  if (replaces !== undefined && current && current.builtAt !== replaces) throw new IndexChangedError(current.builtAt);
  const stored = current?.shards ?? [];
  for (const shard of added) {
    if (!SHARD_ID.test(shard.id)) throw new Error(`The search index shard id ${shard.id} is not 12 hex digits`);
    if (!shard.files.some((file) => file.path === ENTRY_FILE)) throw new Error(`The search index shard ${shard.id} has no ${ENTRY_FILE}`);
  }
  const known = new Set([...stored.map((shard) => shard.id), ...added.map((shard) => shard.id)]);
  const unknown = manifest.shards.find((shard) => !known.has(shard.id));
  if (unknown) throw new Error(`The search index shard ${unknown.id} has no files in the store`);
}

/**
 * The index in a folder, by default `<NEXT_DIST_DIR>/search-index`: the build's output and, on
 * one machine, every instance's. Every file is replaced by rename, so a reader sees the old or
 * the new one, whole; the shards of the index before are kept until the next.
 * @param dir - the folder, created when first written
 */
export function folderIndexStore(dir: string): SearchIndexStore {
  const file = (name: string) => path.join(dir, ...name.split('/'));
  const stored = async (): Promise<SearchManifest | null> => {
    const text = await readFile(file(MANIFEST_FILE), 'utf8').catch(() => null);
    return text ? parseManifest(text) : null;
  };
  const replace = async (name: string, content: Uint8Array | string) => {
    await mkdir(path.dirname(file(name)), { recursive: true });
    const temporary = `${file(name)}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file(name));
  };
  return {
    async read(name) {
      const found = storedPath(name);
      return found ? readFile(file(found)).catch(() => null) : null;
    },
    manifest: stored,
    async indexedPages() {
      const manifest = await stored();
      if (!manifest) return null;
      return mergePages(await Promise.all(manifest.shards.map(({ id }) => readFile(file(`${id}/${PAGES_FILE}`)).catch(() => null))));
    },
    async write(update) {
      const current = await stored();
      checkUpdate(update, current);
      const previous = current?.shards ?? [];
      // Every file by rename: a file written in place was read half-written (a visitor's search
      // then failed with "Failed to load the Pagefind WASM: invalid gzip data").
      for (const { path: name, content } of update.client) {
        if (!(await stat(file(name)).catch(() => null))) await replace(name, content);
      }
      const had = new Set(previous.map((shard) => shard.id));
      for (const shard of update.added) {
        if (had.has(shard.id)) continue;
        for (const { path: name, content } of shard.files) await replace(`${shard.id}/${name}`, content);
        await replace(`${shard.id}/${PAGES_FILE}`, packPages(shard.pages));
      }
      await replace(MANIFEST_FILE, JSON.stringify(update.manifest));
      await replace(SHARDS_FILE, JSON.stringify(publicList(update.manifest)));
      const keep = new Set([...update.manifest.shards, ...previous].map((shard) => shard.id));
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && SHARD_ID.test(entry.name) && !keep.has(entry.name)) await rm(file(entry.name), { recursive: true, force: true });
      }
    },
  };
}

/** The Redis client this process's store uses, one per URL, shared by every bundle Next makes. */
const CLIENTS = Symbol.for('corporate-formation-site.search-index-redis');
type ClientHolder = typeof globalThis & { [CLIENTS]?: Map<string, ReturnType<typeof createClient>> };

function redisClient(url: string): ReturnType<typeof createClient> {
  const holder = globalThis as ClientHolder;
  const clients = (holder[CLIENTS] ??= new Map());
  let client = clients.get(url);
  if (!client) {
    const created = createClient({ url, pingInterval: 10_000 });
    created.on('error', () => {
      // The cache handler reports Redis outages; reads fall back to the build's index meanwhile.
    });
    created.connect().catch(() => undefined);
    clients.set(url, created);
    client = created;
  }
  return client;
}

/**
 * The index in Redis, shared by every instance (issue 26, part 4: the two-instance deployment in
 * `deploy/` serves one index). Keys are `<prefix>file:<stored path>`, `<prefix>pages:<shard id>`
 * and `<prefix>manifest`; a replaced shard's keys expire {@link KEEP_PREVIOUS_MS} after the
 * index that dropped it. Before the first index is written, or while Redis is unreachable, reads
 * come from `fallback` (the build's folder), so search works from the first request.
 * @param url - `REDIS_URL`
 * @param prefix - e.g. `corporate-site:<build id>:search:`: a new build starts from its own index
 * @param fallback - the build's index
 */
export function redisIndexStore(url: string, prefix: string, fallback: SearchIndexStore): SearchIndexStore {
  const client = () => redisClient(url);
  const ready = () => client().isReady;
  const key = (name: string) => `${prefix}file:${name}`;
  const pagesKey = (id: string) => `${prefix}pages:${id}`;
  const listKey = key(SHARDS_FILE);
  const manifestKey = `${prefix}manifest`;
  const buffers = () => client().withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  /** The manifest, if Redis has an index; `undefined` when it has none (the build's then serves). */
  const stored = async (): Promise<SearchManifest | null | undefined> => {
    const [list, text] = await client().mGet([listKey, manifestKey]);
    if (!list) return undefined;
    return text ? parseManifest(text) : null;
  };
  return {
    async read(name) {
      const found = storedPath(name);
      if (!found || !ready()) return fallback.read(name);
      // One index at a time: while Redis has no list, every file is the build's.
      const [list, content] = await buffers().mGet([listKey, key(found)]);
      if (!list) return fallback.read(name);
      return content ? new Uint8Array(content) : null;
    },
    async manifest() {
      if (!ready()) return fallback.manifest();
      const found = await stored();
      return found === undefined ? fallback.manifest() : found;
    },
    async indexedPages() {
      if (!ready()) return fallback.indexedPages();
      const manifest = await stored();
      if (manifest === undefined) return fallback.indexedPages();
      if (!manifest || manifest.shards.length === 0) return manifest && new Map();
      return mergePages(await buffers().mGet(manifest.shards.map(({ id }) => pagesKey(id))));
    },
    async write(update) {
      if (!ready()) throw new Error(`Redis at ${new URL(url).host} is unreachable: the search index was not replaced`);
      const text = await client().get(manifestKey);
      const stored = text ? parseManifest(text) : null;
      checkUpdate(update, stored);
      const previous = stored?.shards ?? [];
      const current = new Set(update.manifest.shards.map((shard) => shard.id));
      const had = new Set(previous.map((shard) => shard.id));
      const multi = client().multi();
      for (const { path: name, content } of update.client) multi.set(key(name), Buffer.from(content), { condition: 'NX' });
      // Without an expiry: a shard's keys stay while an index has it. Setting them again clears
      // the expiry of a shard that comes back.
      for (const shard of update.added) {
        if (had.has(shard.id)) continue;
        for (const { path: name, content } of shard.files) multi.set(key(`${shard.id}/${name}`), Buffer.from(content));
        multi.set(pagesKey(shard.id), packPages(shard.pages));
      }
      for (const shard of previous) {
        if (current.has(shard.id)) continue;
        for (const name of shard.files) multi.pExpire(key(`${shard.id}/${name}`), KEEP_PREVIOUS_MS);
        multi.pExpire(pagesKey(shard.id), KEEP_PREVIOUS_MS);
      }
      // In one transaction after the files: no reader sees the list before them.
      multi.set(manifestKey, JSON.stringify(update.manifest));
      multi.set(listKey, JSON.stringify(publicList(update.manifest)));
      await multi.exec();
    },
  };
}

function parseManifest(text: string): SearchManifest | null {
  try {
    const value = JSON.parse(text) as Partial<SearchManifest>;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
    // A manifest from before shards (issue 39) has none: such an index is made again.
    if (!Array.isArray(value.pages) || typeof value.builtAt !== 'number' || !Array.isArray(value.shards)) return null;
    const shards = value.shards
      .filter((shard): shard is ShardRecord => typeof shard === 'object' && shard !== null && typeof shard.id === 'string')
      .map((shard) => ({ id: shard.id, pages: strings(shard.pages), languages: strings(shard.languages), files: strings(shard.files) }));
    const manifest: SearchManifest = { pages: strings(value.pages), builtAt: value.builtAt, shards };
    if (typeof value.contentRevision === 'string') manifest.contentRevision = value.contentRevision;
    return manifest;
  } catch {
    return null;
  }
}
