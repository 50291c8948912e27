import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_FILE, folderIndexStore, redisIndexStore, safeIndexPath } from '@/lib/search/index-store';
import { indexedPart, indexSite, sitemapPaths } from '@/lib/search/indexer';

const bytes = (text: string) => new TextEncoder().encode(text);
const NO_PAGES = new Map<string, string>();
const text = (content: Uint8Array | null) => (content ? new TextDecoder().decode(content) : null);

describe('sitemapPaths', () => {
  it('lists the public path of every <loc>, once, without the search pages', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
      <url><loc>https://www.example.com/</loc><xhtml:link rel="alternate" hreflang="da" href="https://www.example.com/da"/></url>
      <url><loc>https://www.example.com/da/denmark</loc></url>
      <url><loc>https://www.example.com/search</loc></url>
      <url><loc>https://www.example.com/sv/search</loc></url>
      <url><loc>https://www.example.com/research</loc></url>
      <url><loc>https://www.example.com/da/denmark</loc></url>
      <url><loc>not a url</loc></url>
    </urlset>`;
    expect(sitemapPaths(xml)).toEqual(['/', '/da/denmark', '/research']);
  });
});

describe('indexedPart', () => {
  it('keeps <html lang> and the <main> marked for search, and nothing around it', () => {
    const html = `<!doctype html><html lang="da" class="x"><head><title>T</title><script>x</script></head><body><header>Menu</header><main id="main" class="flex-1" data-pagefind-body=""><h1>Danmark</h1></main><footer>F</footer></body></html>`;
    expect(indexedPart(html)).toBe('<html lang="da"><body><main id="main" class="flex-1" data-pagefind-body=""><h1>Danmark</h1></main></body></html>');
    expect(indexedPart('<html lang="en"><body><main id="main"><h1>404</h1></main></body></html>')).toBeNull();
  });
});

describe('safeIndexPath', () => {
  it('keeps Pagefind’s own paths and refuses any other', () => {
    expect(safeIndexPath('pagefind.js')).toBe('pagefind.js');
    expect(safeIndexPath('fragment/en_1a2b3c4.pf_fragment')).toBe('fragment/en_1a2b3c4.pf_fragment');
    for (const bad of ['../package.json', 'fragment/../../x', '.env', '', 'a//b', 'a/b/c/d', 'fragment/.hidden', 'x\\y']) expect(safeIndexPath(bad), bad).toBeNull();
  });
});

describe('folderIndexStore', () => {
  it('serves the current index and the one before it, and removes older files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    const store = folderIndexStore(dir);
    expect(await store.manifest()).toBeNull();
    expect(await store.read(ENTRY_FILE)).toBeNull();
    const index = (n: number) => [
      { path: ENTRY_FILE, content: bytes(`{"n":${n}}`) },
      { path: 'pagefind.js', content: bytes('client') },
      { path: `fragment/en_${n}.pf_fragment`, content: bytes(`fragment ${n}`) },
    ];
    await store.write(index(1), { pages: ['/'], builtAt: 1 }, NO_PAGES);
    await store.write(index(2), { pages: ['/', '/denmark'], builtAt: 2 }, NO_PAGES);
    expect(text(await store.read(ENTRY_FILE))).toBe('{"n":2}');
    expect(await store.manifest()).toEqual({ pages: ['/', '/denmark'], builtAt: 2 });
    // A search page that loaded entry 1 still finds its files.
    expect(text(await store.read('fragment/en_1.pf_fragment'))).toBe('fragment 1');
    await store.write(index(3), { pages: ['/'], builtAt: 3 }, NO_PAGES);
    expect(await store.read('fragment/en_1.pf_fragment')).toBeNull();
    expect(text(await store.read('fragment/en_2.pf_fragment'))).toBe('fragment 2');
    expect(readdirSync(path.join(dir, 'fragment')).sort()).toEqual(['en_2.pf_fragment', 'en_3.pf_fragment']);
    // Not a file of the bundle, nor outside it.
    expect(await store.read('search-manifest.json')).toBeNull();
    expect(await store.read('../search-manifest.json')).toBeNull();
  });

  it('keeps the pages an index was made from and the content revision it was made at', async () => {
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    expect(await store.indexedPages()).toBeNull();
    const pages = new Map([
      ['/', '<html lang="en"><body><main data-pagefind-body><h1>Home</h1></main></body></html>'],
      ['/da/denmark', '<html lang="da"><body><main data-pagefind-body><h1>Selskabsregistrering i Danmark – 40.000 kr.</h1></main></body></html>'],
    ]);
    await store.write([{ path: ENTRY_FILE, content: bytes('{}') }], { pages: ['/', '/da/denmark'], builtAt: 5, contentRevision: 'embedded 812 never' }, pages);
    expect(await store.manifest()).toEqual({ pages: ['/', '/da/denmark'], builtAt: 5, contentRevision: 'embedded 812 never' });
    expect(await store.indexedPages()).toEqual(pages);
    // Not served as a file of the bundle.
    expect(await store.read('search-pages.json.gz')).toBeNull();
  });

  it('refuses an index without its entry file, and keeps the current one', async () => {
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    await store.write([{ path: ENTRY_FILE, content: bytes('{}') }], { pages: ['/'], builtAt: 1 }, NO_PAGES);
    await expect(store.write([{ path: 'pagefind.js', content: bytes('x') }], { pages: [], builtAt: 2 }, NO_PAGES)).rejects.toThrow(/pagefind-entry.json/);
    expect(text(await store.read(ENTRY_FILE))).toBe('{}');
  });
});

describe('redisIndexStore', () => {
  it('reads the build’s index while Redis cannot be reached, and does not claim to have written', async () => {
    const fallback = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    await fallback.write([{ path: ENTRY_FILE, content: bytes('{"build":true}') }], { pages: ['/'], builtAt: 1 }, NO_PAGES);
    // Port 9 (discard): nothing answers there.
    const store = redisIndexStore('redis://127.0.0.1:9', 'test:search:', fallback);
    expect(text(await store.read(ENTRY_FILE))).toBe('{"build":true}');
    expect(await store.manifest()).toEqual({ pages: ['/'], builtAt: 1 });
    expect(await store.indexedPages()).toEqual(NO_PAGES);
    await expect(store.write([{ path: ENTRY_FILE, content: bytes('{}') }], { pages: [], builtAt: 2 }, NO_PAGES)).rejects.toThrow(/Redis at 127.0.0.1:9 is unreachable/);
  });
});

describe('indexSite', () => {
  it('indexes every page of the sitemap as served, by language, and skips what does not answer 200 twice', async () => {
    const origin = 'http://127.0.0.1:1';
    const page = (lang: string, title: string, body: string) =>
      `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><header>Menu Cyprus</header><main data-pagefind-body><h1>${title}</h1><h2 id="taxes">Taxes</h2><p>${body}</p></main></body></html>`;
    const pages: Record<string, string> = {
      '/sitemap.xml': `<urlset><url><loc>https://www.example.com/denmark</loc></url><url><loc>https://www.example.com/da/denmark</loc></url><url><loc>https://www.example.com/iceland</loc></url><url><loc>https://www.example.com/search</loc></url></urlset>`,
      '/denmark': page('en', 'Company Registration in Denmark', 'An ApS needs DKK 40,000.'),
      '/da/denmark': page('da', 'Selskabsregistrering i Danmark', 'Et ApS kræver 40.000 kr.'),
    };
    const requested: string[] = [];
    const fakeFetch = (async (input: URL | RequestInfo) => {
      const url = new URL(String(input));
      requested.push(url.pathname);
      const body = pages[url.pathname];
      if (!body) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/html' } });
      return new Response(body, { headers: { 'content-type': url.pathname.endsWith('.xml') ? 'application/xml' : 'text/html; charset=utf-8' } });
    }) as typeof fetch;
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    const result = await indexSite({ origin, store, fetch: fakeFetch, retryDelayMs: 10 });
    expect(result.pages).toBe(2);
    expect(result.skipped).toEqual(['/iceland']);
    expect(requested).not.toContain('/search');
    // Asked twice: the sitemap can list a page a moment before it is served.
    expect(requested.filter((pathname) => pathname === '/iceland')).toHaveLength(2);
    expect(await store.manifest()).toMatchObject({ pages: ['/da/denmark', '/denmark'] });
    const entry = JSON.parse(text(await store.read(ENTRY_FILE)) ?? '{}') as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['da', 'en']);
    expect(entry.languages.en?.page_count).toBe(1);
    expect(await store.read('pagefind.js')).not.toBeNull();
  }, 30_000);

  it('with the last remake’s pages, fetches only the changed ones and the new ones', async () => {
    const page = (lang: string, body: string) => `<html lang="${lang}"><body><main data-pagefind-body><h1>${body}</h1></main></body></html>`;
    const pages: Record<string, string> = {
      '/sitemap.xml': '<urlset><url><loc>https://x.example/denmark</loc></url><url><loc>https://x.example/da/iceland</loc></url><url><loc>https://x.example/malta</loc></url></urlset>',
      '/denmark': page('en', 'Denmark now'),
      '/da/iceland': page('da', 'Island'),
      '/malta': page('en', 'Malta now'),
    };
    const requested: string[] = [];
    const fakeFetch = (async (input: URL | RequestInfo) => {
      const url = new URL(String(input));
      requested.push(url.pathname);
      return new Response(pages[url.pathname] ?? '', { status: pages[url.pathname] ? 200 : 404, headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    const previous = new Map([
      ['/denmark', page('en', 'Denmark before')],
      ['/malta', page('en', 'Malta before')],
      ['/cyprus', page('en', 'Cyprus, since deleted')],
    ]);
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    const result = await indexSite({ origin: 'http://127.0.0.1:1', store, fetch: fakeFetch, previous, changed: (pathname) => pathname.endsWith('/denmark') });
    expect(requested.sort()).toEqual(['/da/iceland', '/denmark', '/sitemap.xml']);
    expect(result.fetched).toBe(2);
    expect([...result.indexed.keys()].sort()).toEqual(['/da/iceland', '/denmark', '/malta']);
    expect(result.indexed.get('/malta')).toContain('Malta before');
    expect(result.indexed.get('/denmark')).toContain('Denmark now');
  }, 30_000);

  it('stops without writing when its signal is aborted (a newer publish)', async () => {
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    const controller = new AbortController();
    const slow = (async (input: URL | RequestInfo) => {
      if (String(input).endsWith('/sitemap.xml')) return new Response('<urlset><url><loc>https://x.example/a</loc></url><url><loc>https://x.example/b</loc></url><url><loc>https://x.example/c</loc></url></urlset>');
      controller.abort(new Error('a newer publish'));
      return new Response('<html lang="en"><body><main data-pagefind-body>A</main></body></html>', { headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    await expect(indexSite({ origin: 'http://127.0.0.1:1', store, fetch: slow, signal: controller.signal, concurrency: 1 })).rejects.toThrow('a newer publish');
    expect(await store.manifest()).toBeNull();
  }, 30_000);

  it('keeps the current index when the sitemap does not answer', async () => {
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    const down = (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch;
    await expect(indexSite({ origin: 'http://127.0.0.1:1', store, fetch: down })).rejects.toThrow(/sitemap.xml answered 503/);
    expect(await store.manifest()).toBeNull();
  });
});
