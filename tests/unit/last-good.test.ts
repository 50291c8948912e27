// Next's server puts AsyncLocalStorage on globalThis before its stores are made; so does this, first.
import 'next/dist/server/node-environment-baseline.js';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLastGoodResults } from '@/lib/content/last-good-results';
import { siteSettingsQuery } from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity-source';
import { createLastGoodPages } from '@/lib/light-pages/last-good-pages';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external.js';
import { renderTags } from '@/lib/light-pages/render-tags';
import { noteLastGoodRender, takeLastGoodRender } from '@/lib/light-pages/unstored-renders';
import { countingLake } from './counting-lake';
import { captureLogs, LEVEL } from './log-capture';

// A lake that stops answering shows visitors the page as it was, not an error page.

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};
const ok = (res: ServerResponse, companyName: string) => answer(res, 200, { ms: 1, query: 'q', result: { companyName } });
const requests = { concurrency: 2, retries: 1, minTimeoutMs: 5, attemptTimeoutMs: 1000 };

/** The implicit tags Next gives the render of `/en/<slug>` (the page route `/[locale]/[slug]`). */
const pageTags = (slug: string) => ['_N_T_/layout', '_N_T_/[locale]/layout', '_N_T_/[locale]/[slug]/page', `_N_T_/en/${slug}`];

/** Runs `fn` as Next runs a render of `/en/<slug>`, in a work-unit store with the page's implicit tags. */
const inRender = <T>(slug: string, fn: () => Promise<T>) => workUnitAsyncStorage.run({ type: 'request', phase: 'render', implicitTags: { tags: pageTags(slug) } } as never, fn);

describe('last good results of the Content Lake', () => {
  it('answers a published read in a render that still fails with its last good result, and keeps that page out of the cache once', async () => {
    const { config } = await countingLake((n, res) => (n === 1 ? ok(res, 'First') : n === 2 ? ok(res, 'Second') : answer(res, 503, { error: 'down' })));
    const source = createSanitySource(config, undefined, { requests, lastGood: createLastGoodResults() });
    const slug = `page-${Math.random()}`;
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'First' });
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'Second' });
    const logs = captureLogs();
    try {
      expect(await inRender(slug, () => source.fetch(siteSettingsQuery, { locale: 'en' }))).toEqual({ companyName: 'Second' });
      expect(logs.lines).toEqual([expect.objectContaining({ level: LEVEL.warn, event: 'lake-last-good', query: 'siteSettings', cause: '503' })]);
      // Outside a render, or with other parameters (no result of their own), the error stands.
      await expect(source.fetch(siteSettingsQuery, { locale: 'en' })).rejects.toThrow();
      await expect(inRender(slug, () => source.fetch(siteSettingsQuery, { locale: 'da' }))).rejects.toThrow();
    } finally {
      logs.restore();
    }
    // Another page, with the same query, is stored; this one is not, once.
    expect(takeLastGoodRender([...pageTags('other'), 'siteSettings'])).toBe(false);
    expect(takeLastGoodRender([...pageTags(slug), 'siteSettings'])).toBe(true);
    expect(takeLastGoodRender([...pageTags(slug), 'siteSettings'])).toBe(false);
  });

  it('never answers a refused query, a fresh or preview read, or in a build', async () => {
    let refuse = false;
    const { config, server } = await countingLake((_, res) => (refuse ? answer(res, 400, { error: { description: 'Bad query', type: 'httpError' } }) : ok(res, 'Kept')));
    const source = createSanitySource(config, undefined, { requests, lastGood: createLastGoodResults(), readToken: 'token' });
    const read = (options?: { fresh?: boolean; preview?: boolean }, from = source) => inRender('refused', () => from.fetch(siteSettingsQuery, { locale: 'en' }, options));
    await read();
    refuse = true;
    await expect(read()).rejects.toThrow(/Bad query/);
    server.close();
    server.closeAllConnections();
    await expect(read({ fresh: true })).rejects.toThrow();
    await expect(read({ preview: true })).rejects.toThrow();
    const logs = captureLogs();
    try {
      expect(await read()).toEqual({ companyName: 'Kept' });
    } finally {
      logs.restore();
    }
    await expect(read(undefined, createSanitySource(config, undefined, { requests, lastGood: null }))).rejects.toThrow();
  });

  it('keeps at most its limit of results, the least recently answered dropped first', () => {
    const results = createLastGoodResults(2);
    results.remember('q', { n: 1 }, 'one');
    results.remember('q', { n: 2 }, 'two');
    results.remember('q', { n: 1 }, 'one again');
    results.remember('q', { n: 3 }, 'three');
    expect(results.recall('q', { n: 1 })?.result).toBe('one again');
    expect(results.recall('q', { n: 2 })).toBeUndefined();
    expect(results.recall('q', { n: 3 })?.result).toBe('three');
  });
});

describe('unstored renders', () => {
  it('forget a note after a minute', () => {
    const now = Date.now();
    noteLastGoodRender(['_N_T_/minute-old'], now - 61_000);
    expect(takeLastGoodRender(['_N_T_/minute-old'], now)).toBe(false);
    noteLastGoodRender(['_N_T_/minute-old'], now - 59_000);
    expect(takeLastGoodRender(['_N_T_/minute-old'], now)).toBe(true);
  });

  it('read the implicit tags of the render, and nothing outside one', async () => {
    expect(renderTags()).toBeNull();
    expect(await inRender('denmark', async () => renderTags())).toEqual(pageTags('denmark'));
  });
});

describe('last good pages', () => {
  const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.alloc(100), headers: {} });
  it('keeps pages within its bytes, used ones last to go, and nothing but pages', () => {
    const pages = createLastGoodPages(250);
    pages.remember('a', { value: page('a'), lastModified: 1 });
    pages.remember('b', { value: page('b'), lastModified: 2 });
    expect(pages.recall('a')?.lastModified).toBe(1);
    pages.remember('c', { value: page('c'), lastModified: 3 });
    expect(pages.recall('b')).toBeUndefined();
    expect(pages.recall('a')?.value).toMatchObject({ html: 'a' });
    pages.remember('f', { value: { kind: 'FETCH' }, lastModified: 4 });
    expect(pages.recall('f')).toBeUndefined();
  });
});
