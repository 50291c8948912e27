import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A server of three pages that counts what the remakes fetch; `/luxembourg` answers after 200 ms,
// so a second publish can arrive while a quick remake reads it.
let heading = 'Company Registration in Luxembourg';
const hits = new Map<string, number>();
let onLuxembourg: (() => void) | undefined;
/** Answers of `/luxembourg` sent in full. */
let luxembourgServed = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const pathname = request.url ?? '/';
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    if (pathname === '/sitemap.xml') {
      const locs = ['/', '/luxembourg', '/da/luxembourg'].map((p) => `<url><loc>http://localhost${p}</loc></url>`).join('');
      response.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`);
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const lang = pathname.startsWith('/da') ? 'da' : 'en';
    const html = `<!doctype html><html lang="${lang}"><body><main data-pagefind-body><h1>${pathname === '/luxembourg' ? heading : pathname}</h1><p>Text</p></main></body></html>`;
    if (pathname === '/luxembourg') {
      onLuxembourg?.();
      setTimeout(() => response.end(html, () => (luxembourgServed += 1)), 200);
    } else response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SEARCH_INDEX_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // live-index joins it to the cwd.
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), mkdtempSync(path.join(tmpdir(), 'live-index-')));
  delete process.env.REDIS_URL;
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterAll(() => {
  server.close();
  delete process.env.SEARCH_INDEX_ORIGIN;
  delete process.env.NEXT_DIST_DIR;
});

const until = async (check: () => boolean, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (hits: ${JSON.stringify([...hits])})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('requestSearchIndex', () => {
  it('reads a slug published again during a quick remake once more in the next quick remake', async () => {
    const { requestSearchIndex } = await import('@/lib/search/live-index');
    const luxembourg = () => hits.get('/luxembourg') ?? 0;
    // The first remake of a process is a full one.
    requestSearchIndex('start');
    await until(() => luxembourg() === 1 && (hits.get('/da/luxembourg') ?? 0) === 1, 'the first remake');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A publish: its quick remake reads /luxembourg; a second publish of the same slug arrives
    // while it does, and the first quick remake finishes before the second starts.
    onLuxembourg = () => {
      onLuxembourg = undefined;
      heading = 'Company Registration in Luxembourg, edited';
      requestSearchIndex('second publish', ['jurisdiction:luxembourg']);
    };
    requestSearchIndex('first publish', ['jurisdiction:luxembourg']);
    await until(() => luxembourg() === 3, 'the second quick remake');
    // Quick remakes only: the full one waits an hour.
    expect(hits.get('/')).toBe(1);
  }, 30_000);

  it('follows a quick remake with the full safety pass after SEARCH_FULL_REMAKE_AFTER_SECONDS', async () => {
    const { requestSearchIndex } = await import('@/lib/search/live-index');
    process.env.SEARCH_FULL_REMAKE_AFTER_SECONDS = '1';
    try {
      const before = { home: hits.get('/') ?? 0, luxembourg: hits.get('/luxembourg') ?? 0 };
      const started = Date.now();
      requestSearchIndex('third publish', ['jurisdiction:luxembourg']);
      await until(() => (hits.get('/luxembourg') ?? 0) === before.luxembourg + 1, 'the quick remake');
      expect(hits.get('/')).toBe(before.home);
      // The full remake fetches every page, the unchanged home page included.
      await until(() => (hits.get('/') ?? 0) === before.home + 1, 'the full remake');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    } finally {
      delete process.env.SEARCH_FULL_REMAKE_AFTER_SECONDS;
    }
  }, 30_000);
});

describe('stopSearchIndex', () => {
  it('stops the remake under way and resolves only once the page it was reading is served', async () => {
    const { requestSearchIndex, stopSearchIndex } = await import('@/lib/search/live-index');
    const before = hits.get('/luxembourg') ?? 0;
    // The webhook stops the remake while it reads /luxembourg, which answers after 200 ms.
    const stopped = new Promise<number>((resolve) => {
      onLuxembourg = () => {
        onLuxembourg = undefined;
        const servedThen = luxembourgServed;
        void stopSearchIndex().then(() => resolve(luxembourgServed - servedThen));
      };
    });
    requestSearchIndex('a publish', ['jurisdiction:luxembourg']);
    expect(await stopped, 'answers of /luxembourg sent before the stop resolved').toBe(1);
    // Stopped: the publish stays pending, and the next remake reads Luxembourg again.
    requestSearchIndex('the next publish', ['region:europe']);
    await until(() => (hits.get('/luxembourg') ?? 0) === before + 2, 'the next remake');
  }, 30_000);
});

describe('the hourly safety pass (issue 39, part 2)', () => {
  it('waits SEARCH_FULL_REMAKE_AFTER_SECONDS after the last publish: a publish postpones it', async () => {
    const { requestSearchIndex } = await import('@/lib/search/live-index');
    process.env.SEARCH_FULL_REMAKE_AFTER_SECONDS = '2';
    try {
      const home = () => hits.get('/') ?? 0;
      const luxembourg = () => hits.get('/luxembourg') ?? 0;
      const before = { home: home(), luxembourg: luxembourg() };
      requestSearchIndex('a publish', ['jurisdiction:luxembourg']);
      await until(() => luxembourg() === before.luxembourg + 1, 'the first quick remake');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      requestSearchIndex('another publish', ['jurisdiction:luxembourg']);
      const secondAt = Date.now();
      await until(() => luxembourg() === before.luxembourg + 2, 'the second quick remake');
      expect(home(), 'a full pass right after a publish').toBe(before.home);
      await until(() => home() === before.home + 1, 'the safety pass');
      // Never sooner than the quiet spell after the last publish (its quick remake waits 1 s too).
      expect(Date.now() - secondAt).toBeGreaterThanOrEqual(2000);
    } finally {
      delete process.env.SEARCH_FULL_REMAKE_AFTER_SECONDS;
    }
  }, 30_000);
});

describe('pagesExpiredBy', () => {
  it("names a country's, region's and service page's pages in every locale, the lists for list tags, every page for the settings", async () => {
    const { pagesExpiredBy } = await import('@/lib/search/expired-pages');
    const expired = pagesExpiredBy(['jurisdiction:denmark', 'region:europe', 'servicePage:banking', 'home']);
    for (const path of ['/denmark', '/da/denmark', '/sv/denmark', '/no/denmark', '/global-registration/europe', '/de/global-registration/europe', '/banking', '/', '/da']) expect(expired(path), path).toBe(true);
    for (const path of ['/norway', '/da/denmark-x', '/global-registration/asia-pacific', '/search', '/compare', '/pricing', '/privacy']) expect(expired(path), path).toBe(false);
    const lists = pagesExpiredBy(['list:jurisdiction']);
    expect(['/search', '/da/compare', '/denmark'].map(lists)).toEqual([true, true, false]);
    expect(['/pricing', '/da/pricing', '/privacy'].map(pagesExpiredBy(['pricing', 'privacy']))).toEqual([true, true, true]);
    for (const tag of ['siteSettings', 'facts:company']) expect(pagesExpiredBy([tag])('/any/page'), tag).toBe(true);
  });
});

describe('fullRemakeAfterSeconds', () => {
  it('is an hour unless SEARCH_FULL_REMAKE_AFTER_SECONDS says otherwise, and names the variable when it is wrong', async () => {
    const { fullRemakeAfterSeconds } = await import('@/lib/search/remake-delay');
    expect(fullRemakeAfterSeconds({})).toBe(3600);
    expect(fullRemakeAfterSeconds({ SEARCH_FULL_REMAKE_AFTER_SECONDS: '600' })).toBe(600);
    for (const wrong of ['0', '1.5', 'soon']) expect(() => fullRemakeAfterSeconds({ SEARCH_FULL_REMAKE_AFTER_SECONDS: wrong })).toThrow(/SEARCH_FULL_REMAKE_AFTER_SECONDS/);
  });
});
