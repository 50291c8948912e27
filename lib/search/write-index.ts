import { createHash } from 'node:crypto';
import * as pagefind from 'pagefind';
import { ENTRY_FILE, isClientFile, type IndexedPages, type IndexFile, type NewShard, type SearchIndexStore, type SearchManifest, type ShardRecord } from './index-store';
import { partition } from './shards';

/**
 * The index a remake starts from: what each page gave it, its shards, and when it was made (ms
 * since the epoch, the manifest's `builtAt`; absent when unknown).
 */
export type PreviousIndex = { pages: IndexedPages; shards: readonly ShardRecord[]; builtAt?: number };

/** Options of {@link writeIndex}. */
export type WriteIndexOptions = {
  store: SearchIndexStore;
  /** Every page the index covers: public path -> the part of it the index reads (`indexedPart`). */
  pages: IndexedPages;
  /** The index before: a shard with the same pages, each giving what it gave then, is kept as it is. */
  previous?: PreviousIndex;
  /** The content's revision the pages were read at (`lib/content/revision.ts`), recorded in the manifest. */
  contentRevision?: string;
  /** Stops before the next shard and before writing: the call rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** What {@link writeIndex} did: the shards of the index written, how many of them Pagefind made (the others were kept), and its `builtAt`. */
export type WriteIndexResult = { shards: ShardRecord[]; made: number; builtAt: number };

/** Files of a shard's own: its entry, per-language meta, index chunks, fragments and filters. */
const SHARD_DATA = /^(pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|(index|fragment|filter)\/[^/]+)$/;

/**
 * One shard made with Pagefind's Node API (`addHTMLFile`: it reads `<html lang>` and what is
 * inside `data-pagefind-body`, with the headings' ids for results that lead to a section), and
 * Pagefind's client files, which every shard shares.
 * @throws Error when Pagefind cannot start, index a page or write its files
 */
async function makeShard(pages: readonly (readonly [string, string])[]): Promise<{ shard: NewShard; client: IndexFile[] }> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const [url, content] of pages) {
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
    const entry = files.find((file) => file.path === ENTRY_FILE);
    if (!entry) throw new Error(`Pagefind wrote no ${ENTRY_FILE}`);
    const { languages } = JSON.parse(new TextDecoder().decode(entry.content)) as { languages: Record<string, unknown> };
    const shard: NewShard = {
      id: createHash('sha256').update(entry.content).digest('hex').slice(0, 12),
      languages: Object.keys(languages).sort(),
      files: files.filter((file) => SHARD_DATA.test(file.path)),
      pages: new Map(pages),
    };
    // Pagefind's own search UIs are not used; the site's is `components/widgets/site-search/`.
    return { shard, client: files.filter((file) => isClientFile(file.path)) };
  } finally {
    await index.deleteIndex();
  }
}

/**
 * Writes the search index of `pages` to `store` in shards (`lib/search/shards.ts`, issue 39):
 * Pagefind makes only the shards whose pages, or what a page gave the index, differ from
 * `previous`; the others are kept under their ids. A country publish at 200 jurisdictions so
 * hands Pagefind about 220 pages instead of 1,555.
 * @returns the index's shards and how many were made
 * @throws IndexChangedError when the store's index is no longer `previous` (another instance wrote one)
 * @throws Error when Pagefind fails or the store cannot be written, or the signal's reason when
 *   it is aborted; the current index then stays
 */
export async function writeIndex({ store, pages, previous, contentRevision, signal }: WriteIndexOptions): Promise<WriteIndexResult> {
  const kept = new Map((previous?.shards ?? []).map((shard) => [[...shard.pages].sort().join('\n'), shard]));
  const shards: ShardRecord[] = [];
  const added: NewShard[] = [];
  let client: IndexFile[] = [];
  for (const paths of partition(pages.keys())) {
    signal?.throwIfAborted();
    const same = kept.get([...paths].sort().join('\n'));
    if (same && paths.every((pathname) => previous?.pages.get(pathname) === pages.get(pathname))) {
      shards.push(same);
      continue;
    }
    const made = await makeShard(paths.map((pathname) => [pathname, pages.get(pathname) ?? ''] as const));
    added.push(made.shard);
    if (client.length === 0) client = made.client;
    shards.push({ id: made.shard.id, pages: paths, languages: made.shard.languages, files: made.shard.files.map((file) => file.path) });
  }
  signal?.throwIfAborted();
  const manifest: SearchManifest = { pages: [...pages.keys()].sort(), builtAt: Date.now(), shards, ...(contentRevision === undefined ? {} : { contentRevision }) };
  await store.write({ manifest, added, client, ...(previous?.builtAt === undefined ? {} : { replaces: previous.builtAt }) });
  return { shards, made: added.length, builtAt: manifest.builtAt };
}
