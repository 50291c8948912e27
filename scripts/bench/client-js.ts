import { gzipSync } from 'node:zlib';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import { RUNTIME_DATA_ID, type DeferredRuntime } from '../../lib/light-pages/runtime-data';

/**
 * The client JavaScript a page loads: its script URLs and their total size gzipped (level 9),
 * and the scripts a form page loads only when the visitor reaches for the form (`onUse`).
 */
export interface ClientJs {
  scripts: string[];
  gzipBytes: number;
  onUse: string[];
  onUseGzipBytes: number;
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

/** Scripts listed for loading on first use of a form (`#next-runtime`, see `scripts/strip-runtime.ts`). */
export function onUseScriptUrls(html: string): string[] {
  const data = findAll((el) => el.name === 'script' && el.attribs.id === RUNTIME_DATA_ID, parseDocument(html).children)[0];
  return data ? (JSON.parse(textContent(data)) as DeferredRuntime).scripts : [];
}

const gzipCache = new Map<string, number>();

/** Sum of the gzip sizes (bytes) of same-origin scripts; each is fetched once per run. */
async function gzipTotal(origin: string, scripts: string[]): Promise<number> {
  let total = 0;
  for (const src of scripts) {
    const url = new URL(src, origin).href;
    let size = gzipCache.get(url);
    if (size === undefined) {
      const script = await fetch(url);
      if (!script.ok) throw new Error(`${url} answered ${script.status}`);
      size = gzipSync(Buffer.from(await script.arrayBuffer()), { level: 9 }).length;
      gzipCache.set(url, size);
    }
    total += size;
  }
  return total;
}

/**
 * Fetches every script of the page at `origin + path`, those it loads and those it lists for
 * first use, and sums their gzip sizes (bytes).
 * @throws Error when the page or a script cannot be fetched.
 */
export async function clientJs(origin: string, path: string): Promise<ClientJs> {
  const html = await (await fetch(origin + path)).text();
  const scripts = scriptUrls(html);
  const onUse = onUseScriptUrls(html);
  return { scripts, gzipBytes: await gzipTotal(origin, scripts), onUse, onUseGzipBytes: await gzipTotal(origin, onUse) };
}

/**
 * The scripts every page that runs React loads, at once or on first use (the Next.js runtime):
 * the intersection of the script lists of the pages with any `/_next/` chunk. Empty when no
 * page runs React.
 */
export function sharedByReactPages(pages: Pick<ClientJs, 'scripts' | 'onUse'>[]): Set<string> {
  const all = pages.map((page) => [...page.scripts, ...page.onUse]);
  const [first, ...rest] = all.filter((scripts) => scripts.some((src) => src.startsWith('/_next/')));
  if (!first) return new Set();
  return new Set(first.filter((src) => rest.every((scripts) => scripts.includes(src))));
}
