import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createClient, RESP_TYPES } from '@redis/client';

/** A file of Pagefind's bundle, as `getFiles()` of its Node API returns it (`pagefind-entry.json`, `fragment/en_1a2b3c4.pf_fragment`). */
export type IndexFile = { path: string; content: Uint8Array };

/**
 * What an index covers: the public paths it was made from (`/`, `/da/denmark`), when (ms since
 * the epoch), and the content's revision its pages were read at (`lib/content/revision.ts`;
 * absent when unknown).
 */
export type SearchManifest = { pages: string[]; builtAt: number; contentRevision?: string };

/** What each page gave the index (`indexedPart`), by public path: a quick remake takes unchanged pages from here. */
export type IndexedPages = ReadonlyMap<string, string>;

/** The manifest as stored: with the bundle's file paths, so the next index knows what it replaces. */
type StoredManifest = SearchManifest & { files: string[] };

/**
 * Where the site search's index lives (issue 26, part 4): the build writes the first one, the
 * server replaces it when content changes, and `app/pagefind/[...file]` serves it.
 *
 * Pagefind names every chunk, fragment and per-language meta file by a hash of its content, so
 * the files of successive indexes can share one namespace: only `pagefind-entry.json` says which
 * are current. {@link SearchIndexStore.write} puts it last, so a reader never sees an entry
 * whose files are missing, and keeps the files of the index it replaces a while, so a search
 * page opened before the change keeps finding them.
 */
export type SearchIndexStore = {
  /** A file of the bundle, `null` when there is none by that path. */
  read(file: string): Promise<Uint8Array | null>;
  /** What the current index covers, `null` before the first index. */
  manifest(): Promise<SearchManifest | null>;
  /** What each page of the current index gave it, `null` when not kept (an index made before they were). */
  indexedPages(): Promise<Map<string, string> | null>;
  /** Makes `files` the current index, with the pages it was made from. */
  write(files: readonly IndexFile[], manifest: SearchManifest, pages: IndexedPages): Promise<void>;
};

/** The entry file, written last. */
export const ENTRY_FILE = 'pagefind-entry.json';
const MANIFEST_FILE = 'search-manifest.json';
/** The indexed pages, gzipped JSON (about 0.6 MB for the 300 pages of 21 jurisdictions). */
const PAGES_FILE = 'search-pages.json.gz';

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
/**
 * Pagefind's files named by a hash of their content (`fragment/da_10118f5.pf_fragment`,
 * `index/…pf_index`, `pagefind.da_….pf_meta`): one the index before already has is not written
 * again. After a publish most pages are unchanged, and so are their fragments (1,555 at 200
 * jurisdictions).
 */
const CONTENT_NAMED = /_[0-9a-f]{6,}\.pf_(fragment|index|meta|filter)$/;

/** How long files of a replaced index stay readable in Redis (ms): a search page open since then keeps working. */
export const KEEP_PREVIOUS_MS = 60 * 60 * 1000;

/**
 * A bundle path as Pagefind writes it, or `null`: relative, `/`-separated, no `..`, no hidden
 * segment. Paths come from request URLs, so this is what keeps them inside the store.
 */
export function safeIndexPath(file: string): string | null {
  const segments = file.split('/');
  if (segments.length > 3 || segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/.test(segment))) return null;
  return segments.join('/');
}

/**
 * The index in a folder, by default `<NEXT_DIST_DIR>/search-index`: the build's output and, on
 * one machine, every instance's. Every file is replaced by rename, so a reader sees the old or
 * the new one, whole; the files of the index before are kept until the next.
 * @param dir - the folder, created when first written
 */
export function folderIndexStore(dir: string): SearchIndexStore {
  const file = (name: string) => path.join(dir, ...name.split('/'));
  const stored = async (): Promise<StoredManifest | null> => {
    const text = await readFile(file(MANIFEST_FILE), 'utf8').catch(() => null);
    return text ? parseManifest(text) : null;
  };
  const replace = async (name: string, content: Uint8Array | string) => {
    const temporary = `${file(name)}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file(name));
  };
  return {
    async read(name) {
      const safe = safeIndexPath(name);
      if (!safe || safe === MANIFEST_FILE || safe === PAGES_FILE) return null;
      return readFile(file(safe)).catch(() => null);
    },
    async manifest() {
      const found = await stored();
      return found && publicManifest(found);
    },
    async indexedPages() {
      return unpackPages(await readFile(file(PAGES_FILE)).catch(() => null));
    },
    async write(files, manifest, pages) {
      const entry = files.find((indexFile) => indexFile.path === ENTRY_FILE);
      if (!entry) throw new Error(`The search index has no ${ENTRY_FILE}`);
      const previous = (await stored())?.files ?? [];
      await mkdir(dir, { recursive: true });
      // Every file by rename, not only the entry: a file written in place was read half-written
      // (the WebAssembly, named by language only, is rewritten by every remake; a visitor's search
      // then failed with "Failed to load the Pagefind WASM: invalid gzip data").
      const had = new Set(previous);
      for (const { path: name, content } of files) {
        if (name === ENTRY_FILE || (CONTENT_NAMED.test(name) && had.has(name))) continue;
        await mkdir(path.dirname(file(name)), { recursive: true });
        await replace(name, content);
      }
      await replace(ENTRY_FILE, entry.content);
      const names = files.map((indexFile) => indexFile.path);
      await replace(PAGES_FILE, packPages(pages));
      await replace(MANIFEST_FILE, JSON.stringify({ ...manifest, files: names } satisfies StoredManifest));
      const keep = new Set([...names, ...previous, MANIFEST_FILE, PAGES_FILE]);
      for (const name of await readdir(dir, { recursive: true, withFileTypes: true })) {
        if (!name.isFile()) continue;
        const relative = path.relative(dir, path.join(name.parentPath, name.name)).split(path.sep).join('/');
        if (!keep.has(relative)) await rm(file(relative), { force: true });
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
 * `deploy/` serves one index). Keys are `<prefix>file:<path>` and `<prefix>manifest`; a file
 * expires {@link KEEP_PREVIOUS_MS} after an index without it replaces the one that had it. Before the first index is written, or while Redis is unreachable, reads come
 * from `fallback` (the build's folder), so search works from the first request.
 * @param url - `REDIS_URL`
 * @param prefix - e.g. `corporate-site:<build id>:search:`: a new build starts from its own index
 * @param fallback - the build's index
 */
export function redisIndexStore(url: string, prefix: string, fallback: SearchIndexStore): SearchIndexStore {
  const client = () => redisClient(url);
  const ready = () => client().isReady;
  const key = (name: string) => `${prefix}file:${name}`;
  const entryKey = key(ENTRY_FILE);
  const manifestKey = `${prefix}manifest`;
  const pagesKey = `${prefix}pages`;
  return {
    async read(name) {
      const safe = safeIndexPath(name);
      if (!safe || !ready()) return fallback.read(name);
      // One index at a time: while Redis has no entry, every file is the build's.
      const [entry, content] = await client()
        .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
        .mGet([entryKey, key(safe)]);
      if (!entry) return fallback.read(name);
      return content ? new Uint8Array(content) : null;
    },
    async manifest() {
      if (!ready()) return fallback.manifest();
      const [entry, text] = await client().mGet([entryKey, manifestKey]);
      const found = entry && text ? parseManifest(text) : null;
      return found ? publicManifest(found) : fallback.manifest();
    },
    async indexedPages() {
      if (!ready()) return fallback.indexedPages();
      const [entry, packed] = await client()
        .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
        .mGet([entryKey, pagesKey]);
      return entry ? unpackPages(packed ?? null) : fallback.indexedPages();
    },
    async write(files, manifest, pages) {
      if (!ready()) throw new Error(`Redis at ${new URL(url).host} is unreachable: the search index was not replaced`);
      const entry = files.find((indexFile) => indexFile.path === ENTRY_FILE);
      if (!entry) throw new Error(`The search index has no ${ENTRY_FILE}`);
      const text = await client().get(manifestKey);
      const previous = (text && parseManifest(text)?.files) ?? [];
      const names = new Set(files.map((indexFile) => indexFile.path));
      const multi = client().multi();
      // Without an expiry: a file stays while an index has it.
      const had = new Set(previous);
      for (const { path: name, content } of files) if (name !== ENTRY_FILE && !(CONTENT_NAMED.test(name) && had.has(name))) multi.set(key(name), Buffer.from(content));
      for (const name of previous) if (!names.has(name)) multi.pExpire(key(name), KEEP_PREVIOUS_MS);
      // In one transaction after the files: no reader sees the entry before them.
      multi.set(entryKey, Buffer.from(entry.content));
      multi.set(pagesKey, packPages(pages));
      multi.set(manifestKey, JSON.stringify({ ...manifest, files: [...names] } satisfies StoredManifest));
      await multi.exec();
    },
  };
}

const publicManifest = ({ pages, builtAt, contentRevision }: StoredManifest): SearchManifest => (contentRevision === undefined ? { pages, builtAt } : { pages, builtAt, contentRevision });

function parseManifest(text: string): StoredManifest | null {
  try {
    const value = JSON.parse(text) as Partial<StoredManifest>;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
    if (!Array.isArray(value.pages) || typeof value.builtAt !== 'number') return null;
    const manifest: StoredManifest = { pages: strings(value.pages), builtAt: value.builtAt, files: strings(value.files) };
    if (typeof value.contentRevision === 'string') manifest.contentRevision = value.contentRevision;
    return manifest;
  } catch {
    return null;
  }
}
