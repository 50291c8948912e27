import { describe, expect, it } from 'vitest';
import { warmRoutes, warmWebhook, warmUpPaths } from '@/lib/startup/warm-routes';

const paths = new Map([
  ['/_not-found', '/_not-found'],
  ['/studio', '/studio/[[...tool]]'],
  ['/da', '/[locale]'],
  ['/en', '/[locale]'],
  ['/da/denmark', '/[locale]/[slug]'],
  ['/sv/cyprus', '/[locale]/[slug]'],
  ['/de/compare/cyprus', '/[locale]/compare/[selection]'],
  ['/en/compare/denmark', '/[locale]/compare/[selection]'],
  ['/en/compare/cyprus', '/[locale]/compare/[selection]'],
  ['/english/x', '/[locale]/english'],
]);

describe('warmUpPaths', () => {
  it('takes one page of each of the site’s route segments, the default locale’s where there is one', () => {
    expect(warmUpPaths(paths)).toEqual(['/da/denmark', '/en', '/en/compare/denmark', '/english/x']);
  });
});

describe('warmRoutes', () => {
  it('asks Next to render each page again with the build’s preview mode id, and reports the pages that did not answer 200', async () => {
    const asked: [string, string | null][] = [];
    const fetchPage = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      asked.push([url.href, new Headers(init?.headers).get('x-prerender-revalidate')]);
      if (url.pathname === '/english/x') throw new Error('connection reset');
      if (url.pathname === '/en') return new Response('', { status: 500 });
      return new Response('<html></html>', { status: 200, headers: { 'x-nextjs-cache': 'REVALIDATED' } });
    }) as typeof fetch;
    const result = await warmRoutes('http://localhost:3000', { paths, previewModeId: 'abc' }, fetchPage);
    expect(asked).toEqual(['/da/denmark', '/en', '/en/compare/denmark', '/english/x'].map((p) => [`http://localhost:3000${p}`, 'abc']));
    expect(result.warmed).toEqual(['/da/denmark', '/en/compare/denmark']);
    expect(result.failed).toEqual(['/en', '/english/x']);
    expect(result.unrendered).toEqual([]);
  });

  it('does not count a 200 that Next served from its cache as rendered (the header was ignored)', async () => {
    const fetchPage = (async () => new Response('<html></html>', { status: 200, headers: { 'x-nextjs-cache': 'HIT' } })) as typeof fetch;
    const result = await warmRoutes('http://localhost:3000', { paths, previewModeId: 'abc' }, fetchPage);
    expect(result.warmed).toEqual([]);
    expect(result.unrendered).toEqual(['/da/denmark', '/en', '/en/compare/denmark', '/english/x']);
  });

  it('warms nothing without a preview mode id (the header would be refused)', async () => {
    const result = await warmRoutes('http://localhost:3000', { paths, previewModeId: undefined }, () => Promise.reject(new Error('not called')));
    expect(result).toEqual({ warmed: [], failed: [], unrendered: [], ms: 0 });
  });

  it('loads the webhook route with an unsigned call, which it refuses', async () => {
    const asked: [string, string | undefined, unknown][] = [];
    const fetchPage = (async (url: URL, init?: RequestInit) => {
      asked.push([String(url), init?.method, init?.body]);
      return new Response('{"error":"Missing signature"}', { status: 401 });
    }) as typeof fetch;
    expect(await warmWebhook('http://localhost:3000', fetchPage)).toBe(true);
    expect(asked).toEqual([['http://localhost:3000/api/revalidate', 'POST', '{}']]);
    expect(await warmWebhook('http://localhost:3000', (async () => new Response('', { status: 500 })) as typeof fetch)).toBe(false);
  });
});
