import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_FILE, folderIndexStore, IndexChangedError, type IndexFile, type IndexUpdate, isImmutableIndexFile, isIndexChanged, redisIndexStore, safeIndexPath, SHARDS_FILE, storedPath } from '@/lib/search/index-store';
import { indexedPart, indexSite, sitemapPaths } from '@/lib/search/indexer';
import { partition } from '@/lib/search/shards';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (content: Uint8Array | null) => (content ? new TextDecoder().decode(content) : null);
const [A, B, C] = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'] as const;

/** An index of the shards `ids`, each of one page (`/<id>`), of which `added` are new to the store. */
function update(ids: readonly string[], added: readonly string[], client: IndexFile[] = []): IndexUpdate & { added: { id: string; languages: string[]; files: IndexFile[]; pages: Map<string, string> }[] } {
  const files = (id: string) => [
    { path: ENTRY_FILE, content: bytes(`{"shard":"${id}"}`) },
    { path: `fragment/en_${id}.pf_fragment`, content: bytes(`fragment ${id}`) },
  ];
  const shards = ids.map((id) => ({ id, pages: [`/${id}`], languages: ['en'], files: files(id).map((file) => file.path) }));
  return {
    manifest: { pages: ids.map((id) => `/${id}`).sort(), builtAt: 5, shards },
    added: added.map((id) => ({ id, languages: ['en'], files: files(id), pages: new Map([[`/${id}`, `page ${id}`]]) })),
    client,
  };
}

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

describe('safeIndexPath and storedPath', () => {
  it('keep Pagefind’s own paths, serve the client in every shard’s folder, and refuse any other', () => {
    expect(safeIndexPath('pagefind.js')).toBe('pagefind.js');
    expect(safeIndexPath('fragment/en_1a2b3c4.pf_fragment')).toBe('fragment/en_1a2b3c4.pf_fragment');
    for (const bad of ['../package.json', 'fragment/../../x', '.env', '', 'a//b', 'a/b/c/d', 'fragment/.hidden', 'x\\y']) expect(safeIndexPath(bad), bad).toBeNull();
    expect(storedPath(SHARDS_FILE)).toBe(SHARDS_FILE);
    expect(storedPath(`${A}/fragment/en_1a2b3c4.pf_fragment`)).toBe(`${A}/fragment/en_1a2b3c4.pf_fragment`);
    // The primary shard's client asks for its worker and WebAssembly at the shard's path.
    expect(storedPath(`${A}/wasm.da.pagefind`)).toBe('wasm.da.pagefind');
    expect(storedPath(`${A}/pagefind-worker.js`)).toBe('pagefind-worker.js');
    for (const hidden of ['search-manifest.json', `${A}/pages.json.gz`, 'fragment/en_1.pf_fragment', 'not-a-shard/pagefind-entry.json', `${A}`]) expect(storedPath(hidden), hidden).toBeNull();
    expect(isImmutableIndexFile(`${A}/${ENTRY_FILE}`)).toBe(true);
    for (const changing of [SHARDS_FILE, 'pagefind.js', `${A}/wasm.da.pagefind`]) expect(isImmutableIndexFile(changing), changing).toBe(false);
  });
});

describe('folderIndexStore', () => {
  it('serves the current shards and those of the index before, and removes older ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    const store = folderIndexStore(dir);
    expect(await store.manifest()).toBeNull();
    expect(await store.read(SHARDS_FILE)).toBeNull();
    const client = [
      { path: 'pagefind.js', content: bytes('client') },
      { path: 'wasm.en.pagefind', content: bytes('wasm') },
    ];
    await store.write(update([A], [A], client));
    await store.write(update([A, B], [B]));
    expect(JSON.parse(text(await store.read(SHARDS_FILE)) ?? '{}')).toEqual({ shards: [A, B].map((id) => ({ id, languages: ['en'] })) });
    expect(text(await store.read(`${A}/${ENTRY_FILE}`))).toBe(`{"shard":"${A}"}`);
    expect(text(await store.read(`${B}/fragment/en_${B}.pf_fragment`))).toBe(`fragment ${B}`);
    expect(text(await store.read(`${B}/wasm.en.pagefind`))).toBe('wasm');
    await store.write(update([C], [C]));
    // A search page that loaded the list before still finds its shards.
    expect(text(await store.read(`${A}/${ENTRY_FILE}`))).toBe(`{"shard":"${A}"}`);
    await store.write(update([C], []));
    expect(await store.read(`${A}/${ENTRY_FILE}`)).toBeNull();
    expect(readdirSync(dir).sort()).toEqual([C, 'pagefind.js', 'search-manifest.json', SHARDS_FILE, 'wasm.en.pagefind'].sort());
    expect((await store.manifest())?.shards.map((shard) => shard.id)).toEqual([C]);
    // Not a file of the bundle, nor outside it.
    expect(await store.read('search-manifest.json')).toBeNull();
    expect(await store.read(`${C}/pages.json.gz`)).toBeNull();
    expect(await store.read('../search-manifest.json')).toBeNull();
  });

  it('keeps the pages of every shard and the content revision the index was made at', async () => {
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    expect(await store.indexedPages()).toBeNull();
    const home = '<html lang="en"><body><main data-pagefind-body><h1>Home</h1></main></body></html>';
    const denmark = '<html lang="da"><body><main data-pagefind-body><h1>Selskabsregistrering i Danmark – 40.000 kr.</h1></main></body></html>';
    const made = update([A, B], [A, B]);
    made.added[0]!.pages = new Map([['/', home]]);
    made.added[1]!.pages = new Map([['/da/denmark', denmark]]);
    made.manifest.pages = ['/', '/da/denmark'];
    made.manifest.contentRevision = 'embedded 812 never';
    await store.write(made);
    expect(await store.manifest()).toMatchObject({ pages: ['/', '/da/denmark'], builtAt: 5, contentRevision: 'embedded 812 never' });
    expect(await store.indexedPages()).toEqual(new Map([['/', home], ['/da/denmark', denmark]]));
  });

  it('refuses a shard without its entry file, a list naming a shard it does not have, or an index made from another, and keeps the current index', async () => {
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    await store.write(update([A], [A]));
    const noEntry = update([B], [B]);
    noEntry.added[0]!.files = [{ path: 'pagefind.en_1.pf_meta', content: bytes('x') }];
    await expect(store.write(noEntry)).rejects.toThrow(/shard bbbbbbbbbbbb has no pagefind-entry.json/);
    await expect(store.write(update([A, C], []))).rejects.toThrow(/shard cccccccccccc has no files/);
    // Made from another index than the one stored: another instance wrote meanwhile.
    await expect(store.write({ ...update([B], [B]), replaces: 4 })).rejects.toThrow(IndexChangedError);
    expect(JSON.parse(text(await store.read(SHARDS_FILE)) ?? '{}')).toEqual({ shards: [{ id: A, languages: ['en'] }] });
    await store.write({ ...update([B], [B]), replaces: 5 });
    expect(JSON.parse(text(await store.read(SHARDS_FILE)) ?? '{}')).toEqual({ shards: [{ id: B, languages: ['en'] }] });
  });
});

describe('isIndexChanged', () => {
  it('knows the error by name, as thrown by another bundle’s copy of the class', () => {
    const fromAnotherBundle = Object.assign(new Error('another instance wrote the search index meanwhile'), { name: 'IndexChangedError' });
    expect(isIndexChanged(fromAnotherBundle)).toBe(true);
    expect(isIndexChanged(new IndexChangedError(1))).toBe(true);
    expect(isIndexChanged(new Error('Redis at 127.0.0.1:9 is unreachable'))).toBe(false);
  });
});

describe('redisIndexStore', () => {
  it('reads the build’s index while Redis cannot be reached, and does not claim to have written', async () => {
    const fallback = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    await fallback.write(update([A], [A]));
    // Port 9 (discard): nothing answers there.
    const store = redisIndexStore('redis://127.0.0.1:9', 'test:search:', fallback);
    expect(text(await store.read(`${A}/${ENTRY_FILE}`))).toBe(`{"shard":"${A}"}`);
    expect(await store.manifest()).toMatchObject({ pages: [`/${A}`], builtAt: 5 });
    expect(await store.indexedPages()).toEqual(new Map([[`/${A}`, `page ${A}`]]));
    await expect(store.write(update([B], [B]))).rejects.toThrow(/Redis at 127.0.0.1:9 is unreachable/);
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
    // One document, in two languages: one shard, with an index per language.
    const list = JSON.parse(text(await store.read(SHARDS_FILE)) ?? '{}') as { shards: { id: string; languages: string[] }[] };
    expect(list.shards).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{12}$/), languages: ['da', 'en'] }]);
    const entry = JSON.parse(text(await store.read(`${list.shards[0]?.id}/${ENTRY_FILE}`)) ?? '{}') as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['da', 'en']);
    expect(entry.languages.en?.page_count).toBe(1);
    expect(await store.read('pagefind.js')).not.toBeNull();
    expect(await store.read(`${list.shards[0]?.id}/wasm.da.pagefind`)).not.toBeNull();
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
    const previous = {
      pages: new Map([
        ['/denmark', page('en', 'Denmark before')],
        ['/malta', page('en', 'Malta before')],
        ['/cyprus', page('en', 'Cyprus, since deleted')],
      ]),
      shards: [],
    };
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    const result = await indexSite({ origin: 'http://127.0.0.1:1', store, fetch: fakeFetch, previous, changed: (pathname) => pathname.endsWith('/denmark') });
    expect(requested.sort()).toEqual(['/da/iceland', '/denmark', '/sitemap.xml']);
    expect(result.fetched).toBe(2);
    expect([...result.index.pages.keys()].sort()).toEqual(['/da/iceland', '/denmark', '/malta']);
    expect(result.index.pages.get('/malta')).toContain('Malta before');
    expect(result.index.pages.get('/denmark')).toContain('Denmark now');
  }, 30_000);

  it('gives Pagefind again only the shards whose pages changed (issue 39)', async () => {
    // 40 documents in English and Danish: three shards of the index.
    const slugs = Array.from({ length: 40 }, (_, i) => `country-${i}`);
    const paths = slugs.flatMap((slug) => [`/${slug}`, `/da/${slug}`]);
    const words = new Map(paths.map((pathname) => [pathname, `Company Registration in ${pathname.slice(pathname.lastIndexOf('/') + 1)}`]));
    const requested: string[] = [];
    const fakeFetch = (async (input: URL | RequestInfo) => {
      const { pathname } = new URL(String(input));
      requested.push(pathname);
      if (pathname === '/sitemap.xml') return new Response(`<urlset>${paths.map((p) => `<url><loc>https://x.example${p}</loc></url>`).join('')}</urlset>`);
      return new Response(`<html lang="${pathname.startsWith('/da/') ? 'da' : 'en'}"><body><main data-pagefind-body><h1>${words.get(pathname)}</h1></main></body></html>`, { headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    const store = folderIndexStore(mkdtempSync(path.join(tmpdir(), 'search-index-')));
    const first = await indexSite({ origin: 'http://127.0.0.1:1', store, fetch: fakeFetch });
    expect([first.shards, first.made]).toEqual([3, 3]);
    const before = first.index.shards.map((shard) => shard.id);
    // A publish of country-7: its two pages are read again and one shard is made.
    words.set('/da/country-7', 'Selskabsregistrering i country-7');
    requested.length = 0;
    const changed = (pathname: string) => pathname.endsWith('/country-7');
    const second = await indexSite({ origin: 'http://127.0.0.1:1', store, fetch: fakeFetch, previous: first.index, changed });
    expect(requested.sort()).toEqual(['/country-7', '/da/country-7', '/sitemap.xml']);
    expect([second.shards, second.made]).toEqual([3, 1]);
    const after = second.index.shards.map((shard) => shard.id);
    const remade = second.index.shards.find((shard) => shard.pages.includes('/da/country-7'));
    expect(after.filter((id) => before.includes(id))).toHaveLength(2);
    expect(before).not.toContain(remade?.id);
    expect(remade?.pages).toContain('/country-7');
    expect(partition(paths).find((shard) => shard.includes('/country-7'))).toEqual(remade?.pages);
    expect(JSON.parse(text(await store.read(SHARDS_FILE)) ?? '{}')).toEqual({ shards: second.index.shards.map(({ id, languages }) => ({ id, languages })) });
    // Read again, the same: no shard is made.
    const third = await indexSite({ origin: 'http://127.0.0.1:1', store, fetch: fakeFetch, previous: second.index, changed });
    expect([third.shards, third.made]).toEqual([3, 0]);
    expect(third.index.shards.map((shard) => shard.id)).toEqual(after);
  }, 60_000);

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
