import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLakeGate, isTransientLakeError, lakeRequestOptions, MAX_RETRY_AFTER_MS, retryAfterMs, type LakeRetry } from '@/lib/content/lake-requests';
import { siteSettingsQuery } from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity-source';
import { countingLake } from './counting-lake';

// A slow or rate-limiting Content Lake slows the site's queries; it does not fail them. Against a
// loopback lake that answers as Sanity's API does when it is overloaded.

const ok = (res: ServerResponse, result: unknown = { companyName: 'From the lake' }) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ ms: 1, query: 'q', result }));
};
const fail = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ error: { description: status === 429 ? 'API rate limit exceeded' : 'Bad query', type: 'httpError' } }));
};
const requests = { concurrency: 3, retries: 3, minTimeoutMs: 10, attemptTimeoutMs: 2000 };

describe('requests to the Content Lake', () => {
  it('retries a 429 and a 503 with backoff, then answers', async () => {
    const { config, count } = await countingLake((n, res) => (n === 1 ? fail(res, 429) : n === 2 ? fail(res, 503) : ok(res)));
    const source = createSanitySource(config, undefined, { requests });
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'From the lake' });
    expect(count()).toBe(3);
  });

  it('retries a dropped connection', async () => {
    const { config, count } = await countingLake((n, res) => (n === 1 ? res.socket?.destroy() : ok(res)));
    const source = createSanitySource(config, undefined, { requests });
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'From the lake' });
    expect(count()).toBe(2);
  });

  it('does not retry what a retry cannot fix (400), and gives up after its retries', async () => {
    const bad = await countingLake((_, res) => fail(res, 400));
    await expect(createSanitySource(bad.config, undefined, { requests }).fetch(siteSettingsQuery, { locale: 'en' })).rejects.toThrow(/Bad query/);
    expect(bad.count()).toBe(1);
    const limited = await countingLake((_, res) => fail(res, 429));
    await expect(createSanitySource(limited.config, undefined, { requests }).fetch(siteSettingsQuery, { locale: 'en' })).rejects.toThrow(/rate limit/);
    expect(limited.count()).toBe(1 + requests.retries);
  });

  it('keeps at most `concurrency` queries in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const { config } = await countingLake((_, res) => {
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

  it('waits for a 429’s Retry-After before the next attempt, up to its cap', async () => {
    const times: number[] = [];
    const { config } = await countingLake((n, res) => {
      times.push(performance.now());
      return n === 1 ? fail(res, 429, { 'retry-after': '1' }) : ok(res);
    });
    await createSanitySource(config, undefined, { requests }).fetch(siteSettingsQuery, { locale: 'en' });
    // The backoff alone would wait 10-20 ms.
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('aborts an attempt past its time limit and retries it', async () => {
    const { config, count } = await countingLake((n, res) => (n === 1 ? undefined : ok(res)));
    const source = createSanitySource(config, undefined, { requests: { ...requests, attemptTimeoutMs: 300 } });
    expect(await source.fetch(siteSettingsQuery, { locale: 'en' })).toEqual({ companyName: 'From the lake' });
    expect(count()).toBe(2);
  });

  it('gives every attempt a signal of its own, and tells of each retry and its cause', async () => {
    const signals: AbortSignal[] = [];
    const retries: LakeRetry[] = [];
    const gate = createLakeGate(requests, (retry) => retries.push(retry));
    const answer = await gate(async (signal) => {
      signals.push(signal);
      if (signals.length < 3) throw Object.assign(new Error('busy'), { statusCode: signals.length === 1 ? 503 : 502 });
      return 'answered';
    });
    expect(answer).toBe('answered');
    expect(new Set(signals).size).toBe(3);
    expect(retries).toEqual([
      { attempt: 2, cause: '503' },
      { attempt: 3, cause: '502' },
    ]);
  });

  it('reads Retry-After in seconds or as a date, capped', () => {
    const limited = (value: string) => ({ statusCode: 429, response: { headers: { 'retry-after': value } } });
    expect(retryAfterMs(limited('1'))).toBe(1000);
    expect(retryAfterMs(limited('120'))).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs(limited(new Date(10_500).toUTCString()), 10_000)).toBe(0);
    expect(retryAfterMs(limited(new Date(11_000).toUTCString()), 10_000)).toBe(1000);
    expect(retryAfterMs(limited('soon'))).toBeNull();
    expect(retryAfterMs({ statusCode: 503, response: { headers: { 'retry-after': '1' } } })).toBeNull();
  });

  it('tells transient failures from others, also inside fetch’s TypeError', () => {
    expect(isTransientLakeError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } }))).toBe(true);
    expect(isTransientLakeError({ statusCode: 429 })).toBe(true);
    expect(isTransientLakeError({ statusCode: 404 })).toBe(false);
    expect(isTransientLakeError(new Error('query parse error'))).toBe(false);
  });

  it('reads its limits from the environment, and names a malformed variable', () => {
    expect(lakeRequestOptions({})).toEqual({ concurrency: 8, retries: 5, attemptTimeoutMs: 10_000 });
    expect(lakeRequestOptions({ SANITY_MAX_CONCURRENT_QUERIES: '4', SANITY_QUERY_RETRIES: '0', SANITY_QUERY_TIMEOUT_MS: '2500' })).toEqual({
      concurrency: 4,
      retries: 0,
      attemptTimeoutMs: 2500,
    });
    expect(() => lakeRequestOptions({ SANITY_QUERY_TIMEOUT_MS: '5' })).toThrow(/SANITY_QUERY_TIMEOUT_MS must be a whole number of at least 100, got "5"/);
    expect(() => lakeRequestOptions({ SANITY_MAX_CONCURRENT_QUERIES: 'lots' })).toThrow(/SANITY_MAX_CONCURRENT_QUERIES must be a whole number of at least 1, got "lots"/);
  });
});
