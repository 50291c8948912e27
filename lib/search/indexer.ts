import { Parser } from 'htmlparser2';
import pLimit from 'p-limit';
import type { SearchIndexStore } from './index-store';
import { writeIndex, type PreviousIndex } from './write-index';

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
  /**
   * The index the last remake made (`IndexSiteResult.index`): with `changed`, a page for which
   * `changed` is false is taken from its pages instead of fetched, so the pages of a published
   * document are searchable in seconds, and only the shards whose pages changed are made again.
   */
  previous?: PreviousIndex;
  /** Which pages must be fetched even when `previous` has them. */
  changed?: (pathname: string) => boolean;
  /** Stops the remake before it writes (a newer publish starts another): the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The content's revision, read before the first page (`lib/content/revision.ts`), recorded in the manifest. */
  contentRevision?: string;
};

/**
 * What {@link indexSite} did: pages indexed, pages the sitemap listed but that did not answer 200
 * twice, the time taken (ms), how many pages were fetched (the others came from `previous`), the
 * index's shards and how many were made again, and the index made, for the next remake's `previous`.
 */
export type IndexSiteResult = { pages: number; skipped: string[]; ms: number; fetched: number; shards: number; made: number; index: PreviousIndex };

/**
 * The part of a page the index reads: `<html lang>` and the `<main data-pagefind-body>` (the
 * only element marked, `components/layout/PageFrame.tsx`), about a fifth of the page, kept
 * between remakes. A page without it, which Pagefind would skip, gives `null`.
 */
export function indexedPart(html: string): string | null {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const start = html.search(/<main[^>]*\sdata-pagefind-body/);
  const end = html.lastIndexOf('</main>');
  if (!lang || start < 0 || end < start) return null;
  return `<html lang="${lang}"><body>${html.slice(start, end + '</main>'.length)}</body></html>`;
}

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
 * page of the sitemap, fetched from this instance as a visitor gets it, or with `previous` and
 * `changed` taken from the index before, and written in shards (`./write-index.ts`). A page Next
 * has not rendered since a publish is rendered by this fetch, once, as a visit would.
 *
 * @returns what was indexed
 * @throws Error when the sitemap cannot be read, Pagefind fails, or the store cannot be written,
 *   or the signal's reason when it is aborted; the current index then stays
 */
export async function indexSite({ origin, store, concurrency = 2, fetch: fetchImpl = fetch, signal, retryDelayMs = 2000, previous, changed, contentRevision }: IndexSiteOptions): Promise<IndexSiteResult> {
  const started = Date.now();
  signal?.throwIfAborted();
  const paths = await sitePaths(origin, fetchImpl);
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
  const limit = pLimit(concurrency);
  const skipped: string[] = [];
  const found = new Map<string, string>();
  let fetched = 0;
  // Settled, not `all`: once aborted, the call ends only when no page is being read any more.
  const outcomes = await Promise.allSettled(
    paths.map((pathname) =>
      limit(async () => {
        signal?.throwIfAborted();
        let part = previous && changed && !changed(pathname) ? previous.pages.get(pathname) : undefined;
        if (part === undefined) {
          const html = await fetchPage(pathname);
          fetched += 1;
          if (html === null) {
            skipped.push(pathname);
            return;
          }
          const read = indexedPart(html);
          // A page with nothing marked for search, as Pagefind would skip it.
          if (read === null) return;
          part = read;
        }
        found.set(pathname, part);
      }),
    ),
  );
  signal?.throwIfAborted();
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  // In the sitemap's order, whichever page answered first.
  const pages = new Map(paths.filter((pathname) => found.has(pathname)).map((pathname) => [pathname, found.get(pathname) ?? '']));
  const { shards, made, builtAt } = await writeIndex({ store, pages, previous, contentRevision, signal });
  return { pages: pages.size, skipped, ms: Date.now() - started, fetched, shards: shards.length, made, index: { pages, shards, builtAt } };
}
