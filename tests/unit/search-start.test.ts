import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_FILE, folderIndexStore, type SearchIndexStore } from '@/lib/search/index-store';
import { indexedPart } from '@/lib/search/indexer';

// A server of three pages that counts what the index fetches. The build's index (in the
// build folder) covers them and was made at content revision `rev-1`.
const PATHS = ['/', '/luxembourg', '/da/luxembourg'];
const hits = new Map<string, number>();
const logs: string[] = [];
let server: Server;
const html = (pathname: string) => `<!doctype html><html lang="${pathname.startsWith('/da') ? 'da' : 'en'}"><body><main data-pagefind-body><h1>${pathname}</h1></main></body></html>`;
const pageHits = () => PATHS.reduce((sum, pathname) => sum + (hits.get(pathname) ?? 0), 0);
/** Pages served otherwise than `html(pathname)`: what a publish changed. */
const served = new Map<string, string>();
/** Runs before a page is served, once: a test's way to act while a remake reads the pages. */
let beforePage: ((pathname: string) => Promise<void>) | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    const pathname = request.url ?? '/';
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    if (pathname === '/sitemap.xml') {
      response.end(`<?xml version="1.0"?><urlset>${PATHS.map((p) => `<url><loc>http://localhost${p}</loc></url>`).join('')}</urlset>`);
      return;
    }
    const hook = beforePage;
    beforePage = undefined;
    void (hook ? hook(pathname) : Promise.resolve()).then(() => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(served.get(pathname) ?? html(pathname));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SEARCH_INDEX_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  delete process.env.REDIS_URL;
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(line));
});

afterAll(() => {
  server.close();
  delete process.env.SEARCH_INDEX_ORIGIN;
  delete process.env.NEXT_DIST_DIR;
});

/**
 * Writes an index of one shard (`id`) of the three pages, as an instance would: each page as
 * `html` gives it, the home page with the heading `home` when given.
 */
async function writeIndex(store: SearchIndexStore, { id, builtAt, home, contentRevision, replaces }: { id: string; builtAt: number; home?: string; contentRevision?: string; replaces?: number }) {
  const pages = new Map(PATHS.map((pathname) => [pathname, indexedPart(html(pathname === '/' && home ? home : pathname)) ?? '']));
  await store.write({
    manifest: { pages: [...PATHS].sort(), builtAt, shards: [{ id, pages: PATHS, languages: ['da', 'en'], files: [ENTRY_FILE] }], ...(contentRevision ? { contentRevision } : {}) },
    added: [{ id, languages: ['da', 'en'], files: [{ path: ENTRY_FILE, content: new TextEncoder().encode('{}') }], pages }],
    client: [],
    ...(replaces === undefined ? {} : { replaces }),
  });
}

beforeEach(async () => {
  // A new process: the live index keeps its state on globalThis, once per process.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('corporate-formation-site.search-index')];
  hits.clear();
  served.clear();
  logs.length = 0;
  const dist = mkdtempSync(path.join(tmpdir(), 'search-start-'));
  // live-index joins it to the cwd.
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dist);
  await writeIndex(folderIndexStore(path.join(dist, 'search-index')), { id: 'aaaaaaaaaaaa', builtAt: 1, contentRevision: 'rev-1' });
});

/** Vitest's own wait, every 20 ms: a remake logs its line when done. */
const untilLogged = (word: string) => vi.waitUntil(() => logs.some((line) => line.includes(word)), { timeout: 15_000, interval: 20 });

describe('ensureSearchIndex', () => {
  it('serves an index of every page made from the content served now as it is, and a publish then fetches only its own pages', async () => {
    const { ensureSearchIndex, requestSearchIndex, REINDEX_DELAY_MS } = await import('@/lib/search/live-index');
    let revision = 'rev-1';
    await ensureSearchIndex(5, async () => revision);
    expect(logs.join('\n')).toMatch(/3 pages, made from the content served now \(rev-1\); not made again at start/);
    // Past the delay a remake would have waited for: no page was fetched.
    await new Promise((resolve) => setTimeout(resolve, REINDEX_DELAY_MS + 500));
    expect(pageHits()).toBe(0);
    // The pages kept with the index let a publish's quick remake fetch Luxembourg's pages only.
    revision = 'rev-2';
    requestSearchIndex('a publish', ['jurisdiction:luxembourg']);
    await untilLogged('quick');
    expect(PATHS.map((pathname) => hits.get(pathname) ?? 0)).toEqual([0, 1, 1]);
    // The pages it rendered are all a publish expired (issue 39): the index is current, and says so.
    const store = folderIndexStore(path.join(process.env.NEXT_DIST_DIR ?? '', 'search-index'));
    expect(await store.manifest()).toMatchObject({ contentRevision: 'rev-2' });
  }, 30_000);

  it('makes the index again when the content changed since it was made', async () => {
    const { ensureSearchIndex } = await import('@/lib/search/live-index');
    await ensureSearchIndex(5, async () => 'rev-2');
    await untilLogged('full');
    expect(logs.join('\n')).toMatch(/start, 0 of 3 pages not in the index, content changed since it was made/);
    for (const pathname of PATHS) expect(hits.get(pathname), pathname).toBe(1);
    // Every page read as the stored index has it: its one shard is kept, not given to Pagefind again.
    expect(logs.join('\n')).toMatch(/full, 3 fetched \([^)]*\), 0 of 1 shards made/);
    // The new index records the revision it was made at.
    const store = folderIndexStore(path.join(process.env.NEXT_DIST_DIR ?? '', 'search-index'));
    expect(await store.manifest()).toMatchObject({ contentRevision: 'rev-2' });
  }, 30_000);

  it('starts a publish’s remake from the index another instance wrote since, not from its own', async () => {
    const { ensureSearchIndex, requestSearchIndex } = await import('@/lib/search/live-index');
    await ensureSearchIndex(5, async () => 'rev-1');
    // Another instance sharing the store (Redis) indexes a publish of the home page.
    const store = folderIndexStore(path.join(process.env.NEXT_DIST_DIR ?? '', 'search-index'));
    const id = 'bbbbbbbbbbbb';
    await writeIndex(store, { id, builtAt: 2, home: 'home, published on B', contentRevision: 'rev-2' });
    served.set('/', html('home, published on B'));
    requestSearchIndex('a publish', ['jurisdiction:luxembourg']);
    await untilLogged('quick');
    // Luxembourg's pages, expired, and the home page, which the two indexes disagree on.
    expect(PATHS.map((pathname) => hits.get(pathname) ?? 0)).toEqual([1, 1, 1]);
    expect((await store.indexedPages())?.get('/')).toContain('home, published on B');
    expect((await store.manifest())?.shards.map((shard) => shard.id)).toEqual([id]);
  }, 30_000);

  it('writes nothing over an index another instance wrote during its remake, and makes it again from that one', async () => {
    const { ensureSearchIndex, requestSearchIndex } = await import('@/lib/search/live-index');
    await ensureSearchIndex(5, async () => 'rev-1');
    const store = folderIndexStore(path.join(process.env.NEXT_DIST_DIR ?? '', 'search-index'));
    const id = 'bbbbbbbbbbbb';
    // While this instance reads Luxembourg, another writes its index, read before a publish of
    // the home page reached it: its home page differs from this instance's.
    beforePage = async () => {
      await writeIndex(store, { id, builtAt: 2, home: 'home, as the other instance read it', replaces: 1 });
    };
    requestSearchIndex('a publish', ['jurisdiction:luxembourg']);
    await untilLogged('again from the index written meanwhile), ');
    expect(logs.join('\n')).toMatch(/not written \(a publish\): another instance wrote the search index meanwhile/);
    // The second remake took the other index and read again the page the two disagreed on.
    expect(hits.get('/')).toBe(1);
    expect((await store.indexedPages())?.get('/')).toBe(indexedPart(html('/')));
    expect((await store.manifest())?.shards.map((shard) => shard.id)).not.toContain(id);
  }, 30_000);

  it('makes the index again when the source cannot say its revision', async () => {
    const { ensureSearchIndex } = await import('@/lib/search/live-index');
    await ensureSearchIndex(5, () => Promise.reject(new Error('lake unreachable')));
    await untilLogged('full');
    for (const pathname of PATHS) expect(hits.get(pathname), pathname).toBe(1);
  }, 30_000);
});
