import { gzipSync } from 'node:zlib';
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';

/** The client JavaScript a page loads: its script URLs and their total size gzipped (level 9). */
export interface ClientJs {
  scripts: string[];
  gzipBytes: number;
}

/** Script URLs of a page: `<script src>` and `<link rel="preload|modulepreload" as="script">`. */
export function scriptUrls(html: string): string[] {
  const doc = parseDocument(html);
  const urls = findAll((el) => {
    if (el.name === 'script') return Boolean(el.attribs.src);
    const rel = (el.attribs.rel ?? '').split(/\s+/);
    return el.name === 'link' && (rel.includes('modulepreload') || (rel.includes('preload') && el.attribs.as === 'script'));
  }, doc.children).map((el) => el.attribs.src ?? el.attribs.href ?? '');
  return [...new Set(urls.filter(Boolean))];
}

const gzipCache = new Map<string, number>();

/**
 * Fetches every script of the page at `origin + path` and sums their gzip sizes (bytes).
 * @throws Error when the page or a script cannot be fetched.
 */
export async function clientJs(origin: string, path: string): Promise<ClientJs> {
  const res = await fetch(origin + path);
  const scripts = scriptUrls(await res.text());
  let gzipBytes = 0;
  for (const src of scripts) {
    const url = new URL(src, origin).href;
    let size = gzipCache.get(url);
    if (size === undefined) {
      const script = await fetch(url);
      if (!script.ok) throw new Error(`${url} answered ${script.status}`);
      size = gzipSync(Buffer.from(await script.arrayBuffer()), { level: 9 }).length;
      gzipCache.set(url, size);
    }
    gzipBytes += size;
  }
  return { scripts, gzipBytes };
}

/**
 * The scripts every page that runs React loads (the Next.js runtime): the intersection of the
 * script lists of the pages that load any `/_next/` chunk. Empty when no page runs React.
 */
export function sharedByReactPages(pages: ClientJs[]): Set<string> {
  const reactPages = pages.filter((page) => page.scripts.some((src) => src.startsWith('/_next/')));
  const [first, ...rest] = reactPages;
  if (!first) return new Set();
  return new Set(first.scripts.filter((src) => rest.every((page) => page.scripts.includes(src))));
}
