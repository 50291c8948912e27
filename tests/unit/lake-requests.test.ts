import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isTransientLakeError, lakeRequestOptions } from '@/lib/content/lake-requests';
import { siteSettingsQuery } from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity-source';

// Issue 26, part 3: a slow or rate-limiting Content Lake slows the site's queries; it does not
// fail them. Against a loopback lake that answers as Sanity's API does when it is overloaded.

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A lake whose `answer(n, res)` handles the n-th query (from 1); returns its config. */
async function lake(answer: (n: number, res: ServerResponse) => void) {
  let n = 0;
  server = createServer((req, res) => answer(++n, res));
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { config: { projectId: 'p1', dataset: 'production', apiVersion: '2025-10-01', apiHost }, count: () => n };
}

const ok = (res: ServerResponse, result: unknown = { companyName: 'From the lake' }) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ ms: 1, query: 'q', result }));
};
const fail = (res: ServerResponse, status: number) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ error: { description: status === 429 ? 'API rate limit exceeded' : 'Bad query', type: 'httpError' } }));
};
const requests = { concurrency: 3, retries: 3, minTimeoutMs: 10 };

describe('requests to the Content Lake (issue 26, part 3)', () => {
  it('retries a 429 and a 503 with backoff, then answers', async () => {
    const { config, count } = await lake((n, res) => (n === 1 ? fail(res, 429) : n === 2 ? fail(res, 503) : ok(res)));
    const source = createSanitySource(config, undefined, { requests });
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'From the lake' });
    expect(count()).toBe(3);
  });

  it('retries a dropped connection', async () => {
    const { config, count } = await lake((n, res) => (n === 1 ? res.socket?.destroy() : ok(res)));
    const source = createSanitySource(config, undefined, { requests });
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'From the lake' });
    expect(count()).toBe(2);
  });

  it('does not retry what a retry cannot fix (400), and gives up after its retries', async () => {
    const bad = await lake((_, res) => fail(res, 400));
    await expect(createSanitySource(bad.config, undefined, { requests }).fetch(siteSettingsQuery, { locale: 'en' })).rejects.toThrow(/Bad query/);
    expect(bad.count()).toBe(1);
    await new Promise<void>((done) => server!.close(() => done()));
    const limited = await lake((_, res) => fail(res, 429));
    await expect(createSanitySource(limited.config, undefined, { requests }).fetch(siteSettingsQuery, { locale: 'en' })).rejects.toThrow(/rate limit/);
    expect(limited.count()).toBe(1 + requests.retries);
  });

  it('keeps at most `concurrency` queries in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const { config } = await lake((_, res) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        ok(res);
      }, 20);
    });
    const source = createSanitySource(config, undefined, { requests });
    await Promise.all(Array.from({ length: 12 }, (_, i) => source.fetch(siteSettingsQuery, { locale: `l${i}` })));
    expect(most).toBe(3);
  });

  it('tells transient failures from others, also inside fetch’s TypeError', () => {
    expect(isTransientLakeError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } }))).toBe(true);
    expect(isTransientLakeError({ statusCode: 429 })).toBe(true);
    expect(isTransientLakeError({ statusCode: 404 })).toBe(false);
    expect(isTransientLakeError(new Error('query parse error'))).toBe(false);
  });

  it('reads its limits from the environment, and names a malformed variable', () => {
    expect(lakeRequestOptions({})).toEqual({ concurrency: 8, retries: 5 });
    expect(lakeRequestOptions({ SANITY_MAX_CONCURRENT_QUERIES: '4', SANITY_QUERY_RETRIES: '0' })).toEqual({ concurrency: 4, retries: 0 });
    expect(() => lakeRequestOptions({ SANITY_MAX_CONCURRENT_QUERIES: 'lots' })).toThrow(/SANITY_MAX_CONCURRENT_QUERIES must be a whole number of at least 1, got "lots"/);
  });
});
