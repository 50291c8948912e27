import http from 'node:http';
import { expect, test } from '@playwright/test';
import { NEVER_SHARED, PAGE_CACHE_CONTROL } from '@/lib/http/cache-control';
import { MISSING_PATH } from '../../scripts/audit/routes';

// Responses a shared cache (nginx, a CDN) can keep, the same for every visitor.

const PAGES = ['/', '/da', '/denmark', '/de/denmark', '/global-registration/europe', '/pricing', '/contact', '/sitemap.xml', '/robots.txt'];

test.describe('cacheable responses', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('pages carry a short shared max-age with stale-while-revalidate, no cookie, and no Vary on language or cookies', async ({ request }) => {
    for (const path of [...PAGES, MISSING_PATH]) {
      // A Danish browser with a stored Swedish choice gets the very same answer as anyone.
      const response = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': 'da-DK,da;q=0.9', cookie: 'NEXT_LOCALE=sv' } });
      expect(response.status(), path).toBe(path === MISSING_PATH ? 404 : 200);
      const headers = response.headers();
      expect(headers['cache-control'], path).toBe(PAGE_CACHE_CONTROL);
      expect(headers['set-cookie'], path).toBeUndefined();
      // next-intl's Link header was built from the request's Host; pages list alternates in <head>.
      expect(headers.link, path).toBeUndefined();
      expect(headers.vary ?? '', path).not.toMatch(/accept-language|cookie/i);
    }
  });

  test('a prefix redirect is cacheable too; form posts and the Studio never are', async ({ request }) => {
    const redirect = await request.get('/en/denmark', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toBe('/denmark');
    expect(redirect.headers()['cache-control']).toBe(PAGE_CACHE_CONTROL);

    const post = await request.post('/contact', { form: { name: 'x' }, maxRedirects: 0 });
    expect(post.headers()['cache-control']).toBe(NEVER_SHARED);
    expect((await request.get('/studio')).headers()['cache-control']).toBe(NEVER_SHARED);
  });

  test('what Next answers to its router headers varies on them, and no shared cache keeps a 404 of the API', async ({ request }) => {
    // Next answers an RSC request without `_rsc` with a redirect to the URL with it: a cache keyed
    // on the URL alone would send every visitor of the page there.
    for (const [path, headers] of [
      ['/denmark', { rsc: '1' }],
      ['/', { rsc: '1' }],
      ['/da/pricing', { rsc: '1', 'next-router-prefetch': '1' }],
      ['/search?q=denmark', { rsc: '1' }],
      ['/contact', { 'next-router-state-tree': '%5B%22%22%5D' }],
    ] as const) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      const vary = (response.headers().vary ?? '').toLowerCase();
      for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']) expect(vary, `${path} ${JSON.stringify(headers)}`).toContain(name);
    }
    for (const path of ['/api/nope', '/api/search/extra', '/api/ready/now']) {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(404);
        expect(response.headers()['cache-control'], `${method} ${path}`).toBe(NEVER_SHARED);
      }
    }
  });

  test('a preview (draft-mode cookie) is never shared', async ({ request }) => {
    const response = await request.get('/denmark', { headers: { cookie: '__prerender_bypass=anything' } });
    expect(response.headers()['cache-control']).toBe(NEVER_SHARED);
  });
});

test.describe('host safety', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('no header or page reflects Host or X-Forwarded-Host', async ({ baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost:3100');
    for (const path of ['/', '/denmark', '/da/denmark', '/en/denmark', '/denmark/', MISSING_PATH, '/sitemap.xml', '/robots.txt']) {
      const { status, headers, body } = await rawGet(origin, path, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      expect(status, path).toBeLessThan(500);
      expect(JSON.stringify(headers), path).not.toContain('evil.example');
      expect(body, path).not.toContain('evil.example');
    }
  });
});

/** A GET with exactly these headers (fetch would not let a test set `Host`). */
function rawGet(origin: URL, path: string, headers: Record<string, string>): Promise<{ status: number; headers: object; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname: origin.hostname, port: origin.port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}
