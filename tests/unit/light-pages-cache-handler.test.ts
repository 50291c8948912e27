import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import LightPageCacheHandler from '@/lib/light-pages/cache-handler';
import { CLIENT_RUNTIME, routeOfCacheKey } from '@/lib/light-pages/modes';
import { siteMetrics } from '@/lib/telemetry/metrics';
import { expectVisible } from '@/lib/telemetry/publish-visible';
import { noteLastGoodRender } from '@/lib/light-pages/unstored-renders';

const require = createRequire(import.meta.url);

/** A response-cache key as Next 16 builds it (next/dist/server/lib/route-cache-key.js). */
const keyOf = (route: string, pathname: string) =>
  `/route-cache/APP_PAGE/${createHash('sha256').update(`${route}/page`).digest('hex')}/$${pathname}`;

const page =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/c.js" async=""></script>' +
  '<script async="" type="module" src="/enhance.js"></script></head><body><main>Denmark</main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}"])</script></body></html>';

function handler() {
  // Memory only: nothing is written to disk.
  return new LightPageCacheHandler({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [] } as never);
}
const entry = () => ({ kind: 'APP_PAGE', html: page, rscData: Buffer.from('0:{}'), headers: {}, status: 200, postponed: undefined, segmentData: undefined });

describe('LightPageCacheHandler (regenerated pages are as light as built ones)', () => {
  it('takes the runtime off a regenerated page of a route declared none, on the object Next then serves', async () => {
    const data = entry();
    await handler().set(keyOf('/[locale]/[slug]', '/en/denmark'), data as never, { cacheControl: { revalidate: false } } as never);
    expect(data.html).not.toContain('/_next/static/chunks/c.js');
    expect(data.html).not.toContain('__next_f');
    expect(data.html).toContain('/enhance.js');
    expect(data.rscData.toString()).toBe('0:{}');
  });

  it('defers the runtime of a route declared on-use', async () => {
    const data = entry();
    await handler().set(keyOf('/[locale]/contact', '/da/contact'), data as never, {} as never);
    expect(data.html).toContain('id="next-runtime"');
    expect(data.html).not.toContain('(self.__next_f=self.__next_f||[])');
  });

  it('leaves an error answer whole: it is a shell only the runtime fills', async () => {
    const data = { ...entry(), status: 404 };
    await handler().set(keyOf('/[locale]/[slug]', '/en/cyprus'), data as never, {} as never);
    expect(data.html).toBe(page);
  });

  it('leaves full routes as rendered', async () => {
    expect(CLIENT_RUNTIME['/studio/[[...tool]]']).toBe('full');
    const studio = entry();
    await handler().set(keyOf('/studio/[[...tool]]', '/studio'), studio as never, {} as never);
    expect(studio.html).toBe(page);
  });

  it('refuses to store a page under a key of another shape or an undeclared route, rather than storing it heavy', async () => {
    for (const key of [keyOf('/[locale]/new-route', '/en/new-route'), '/en/denmark', `/route-cache/APP_PAGE/v2/${'0'.repeat(64)}/$/en/denmark`]) {
      const unknown = entry();
      await expect(handler().set(key, unknown as never, {} as never), key).rejects.toThrow(/unknown shape or names a route not declared/);
      expect(unknown.html).toBe(page);
    }
  });
});

describe("Next's response-cache key (an internal we read, docs/next-internals.md)", () => {
  it('is read back to its route for every declared route, as next/dist/server/lib/route-cache-key.js builds it', () => {
    // Next's own function, so an upgrade that changes the key fails here rather than in production.
    const { getRouteCacheKey, getResponseCacheOwner } = require('next/dist/server/lib/route-cache-key.js') as {
      getRouteCacheKey: (pathname: string, owner: unknown) => string;
      getResponseCacheOwner: (definition: { kind: string; page: string; pathname: string }) => unknown;
    };
    for (const route of Object.keys(CLIENT_RUNTIME) as (keyof typeof CLIENT_RUNTIME)[]) {
      const key = getRouteCacheKey('/en/example', getResponseCacheOwner({ kind: 'APP_PAGE', page: `${route}/page`, pathname: route }));
      expect(routeOfCacheKey(key), key).toBe(route);
    }
  });
});

describe('LightPageCacheHandler metrics', () => {
  const count = async (name: string, labels: Record<string, string> = {}) => {
    const metric = (await siteMetrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
    const wanted = Object.entries(labels);
    return (metric?.values ?? [])
      .filter((v) => wanted.every(([k, value]) => (v.labels as Record<string, unknown>)[k] === value) && (name.endsWith('_seconds') ? (v as { metricName?: string }).metricName?.endsWith('_count') : true))
      .reduce((sum, v) => sum + v.value, 0);
  };

  it('counts page cache hits and misses by route, and a publish made visible once a page with an expired tag is stored', async () => {
    const key = keyOf('/[locale]/[slug]', '/en/norway');
    const misses = await count('next_page_cache_requests_total', { route: '/[locale]/[slug]', result: 'miss' });
    // Memory only, and a disk that holds nothing.
    const noFile = () => Promise.reject(Object.assign(new Error('absent'), { code: 'ENOENT' }));
    const cache = new LightPageCacheHandler({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [], fs: { existsSync: () => false, readFile: noFile, stat: noFile } } as never);
    expect(await cache.get(key, { kind: 'APP_PAGE' } as never)).toBeFalsy();
    expect(await count('next_page_cache_requests_total', { route: '/[locale]/[slug]', result: 'miss' })).toBe(misses + 1);

    const visible = await count('publish_to_visible_seconds');
    expectVisible(['jurisdiction:norway'], Date.now());
    // A page that does not carry the tag is no sign of the publish.
    await cache.set(keyOf('/[locale]/[slug]', '/en/denmark'), { ...entry(), headers: { 'x-next-cache-tags': 'jurisdiction:denmark' } } as never, {} as never);
    expect(await count('publish_to_visible_seconds')).toBe(visible);
    await cache.set(key, { ...entry(), headers: { 'x-next-cache-tags': 'siteSettings,jurisdiction:norway' } } as never, {} as never);
    expect(await count('publish_to_visible_seconds')).toBe(visible + 1);
    // Measured once per publish: the next store of the page is an ordinary one.
    await cache.set(key, { ...entry(), headers: { 'x-next-cache-tags': 'siteSettings,jurisdiction:norway' } } as never, {} as never);
    expect(await count('publish_to_visible_seconds')).toBe(visible + 1);
  });

  it('hands Next the last good version of a page a publish expired, and keeps a page rendered from last good results out', async () => {
    const key = keyOf('/[locale]/[slug]', '/en/sweden');
    const noFile = () => Promise.reject(Object.assign(new Error('absent'), { code: 'ENOENT' }));
    const options = { flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [], fs: { existsSync: () => false, readFile: noFile, stat: noFile } };
    const cache = new LightPageCacheHandler(options as never) as unknown as InstanceType<typeof LightPageCacheHandler> & { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };
    const tagged = (html: string) => ({ ...entry(), html, headers: { 'x-next-cache-tags': 'siteSettings,jurisdiction:sweden' } });
    await cache.set(key, tagged('<main>Sweden before</main>') as never, {} as never);
    expect(await cache.get(key, { kind: 'APP_PAGE' } as never)).toMatchObject({ value: { html: '<main>Sweden before</main>' } });
    // Tags expire a millisecond later than the page was stored.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['jurisdiction:sweden'], { expire: 0 });
    // `lastModified: -1`: Next renders the page again while the visitor waits, with this one to fall back on.
    expect(await cache.get(key, { kind: 'APP_PAGE' } as never)).toMatchObject({ lastModified: -1, value: { html: '<main>Sweden before</main>' } });
    noteLastGoodRender(['siteSettings', 'jurisdiction:sweden']);
    await cache.set(key, tagged('<main>Sweden from an older answer</main>') as never, {} as never);
    expect(await cache.get(key, { kind: 'APP_PAGE' } as never)).toMatchObject({ lastModified: -1, value: { html: '<main>Sweden before</main>' } });
  });
});
