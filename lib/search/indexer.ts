import { Parser } from 'htmlparser2';
import pLimit from 'p-limit';
import * as pagefind from 'pagefind';
import type { SearchIndexStore } from './index-store';

/** Options of {@link indexSite}. */
export type IndexSiteOptions = {
  /** Where this instance answers, e.g. `http://localhost:3000` (`SEARCH_INDEX_ORIGIN`, set by `server.mjs`). */
  origin: string;
  store: SearchIndexStore;
  /** Pages fetched at once (default 2): the server renders those not in its cache, and visitors come first. */
  concurrency?: number;
  /** For tests. */
  fetch?: typeof fetch;
  /** Wait before asking again for a page that did not answer 200 (default 2000 ms). */
  retryDelayMs?: number;
  /** Stops the remake before it writes (a newer publish starts another): the call rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** What {@link indexSite} did: pages indexed, pages the sitemap listed but that did not answer 200 twice, and the time taken (ms). */
export type IndexSiteResult = { pages: number; skipped: string[]; ms: number };

/**
 * The public paths a sitemap lists (`https://www.example.com/da/denmark` -> `/da/denmark`),
 * without the search pages, which are not results.
 * @param xml - `/sitemap.xml` as `app/sitemap.ts` writes it
 */
export function sitemapPaths(xml: string): string[] {
  const paths: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        inLoc = name === 'loc';
        text = '';
      },
      ontext(chunk) {
        if (inLoc) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'loc') return;
        inLoc = false;
        const pathname = URL.canParse(text.trim()) ? new URL(text.trim()).pathname : null;
        if (pathname && !/^(\/[a-z]{2})?\/search$/.test(pathname)) paths.push(pathname);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return [...new Set(paths)];
}

/**
 * The public paths the site has now: its own `/sitemap.xml`, which lists every page in every
 * locale it exists in, from the content source (issue 26, part 4).
 * @throws Error when the sitemap does not answer 200
 */
export async function sitePaths(origin: string, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const response = await fetchImpl(new URL('/sitemap.xml', origin), { redirect: 'manual' });
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}`);
  return sitemapPaths(await response.text());
}

/**
 * Makes the site search's index from the pages the site serves now (issue 26, part 4): every
 * page of the sitemap, fetched from this instance as a visitor gets it, given to Pagefind's
 * Node API (`addHTMLFile`: it reads `<html lang>` and what is inside `data-pagefind-body`,
 * with the headings' ids for results that lead to a section), and written to `store`. A page
 * Next has not rendered since a publish is rendered by this fetch, once, as a visit would.
 *
 * @returns what was indexed
 * @throws Error when the sitemap cannot be read, Pagefind fails, or the store cannot be written,
 *   or the signal's reason when it is aborted; the current index then stays
 */
export async function indexSite({ origin, store, concurrency = 2, fetch: fetchImpl = fetch, signal, retryDelayMs = 2000 }: IndexSiteOptions): Promise<IndexSiteResult> {
  const started = Date.now();
  signal?.throwIfAborted();
  const paths = await sitePaths(origin, fetchImpl);
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  /** The page's HTML, asked twice (the sitemap can list a page a moment before it is served), or `null`. */
  const fetchPage = async (pathname: string): Promise<string | null> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchImpl(new URL(pathname, origin), { redirect: 'manual', headers: { accept: 'text/html' } });
      if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')) return response.text();
      await response.body?.cancel();
      if (attempt >= 1) return null;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      signal?.throwIfAborted();
    }
  };
  try {
    const limit = pLimit(concurrency);
    const skipped: string[] = [];
    const indexed: string[] = [];
    await Promise.all(
      paths.map((pathname) =>
        limit(async () => {
          signal?.throwIfAborted();
          const html = await fetchPage(pathname);
          if (html === null) {
            skipped.push(pathname);
            return;
          }
          const added = await index.addHTMLFile({ url: pathname, content: html });
          if (added.errors.length > 0) throw new Error(`Pagefind could not index ${pathname}: ${added.errors.join('; ')}`);
          indexed.push(pathname);
        }),
      ),
    );
    signal?.throwIfAborted();
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
    await store.write(files, { pages: indexed.sort(), builtAt: Date.now() });
    return { pages: indexed.length, skipped, ms: Date.now() - started };
  } finally {
    await index.deleteIndex();
  }
}
