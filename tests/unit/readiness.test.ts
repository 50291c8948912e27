import { describe, expect, it } from 'vitest';
import { runReadinessChecks, type ReadinessCheck } from '@/lib/health/readiness';
import { readinessChecks } from '@/lib/health/checks';

const works = (name: string, scope: ReadinessCheck['scope']): ReadinessCheck => ({ name, scope, probe: async () => {} });
const fails = (name: string, scope: ReadinessCheck['scope'], why = 'refused'): ReadinessCheck => ({
  name,
  scope,
  probe: async () => {
    throw new Error(why);
  },
});
const hangs = (name: string, scope: ReadinessCheck['scope'], aborted: AbortSignal[]): ReadinessCheck => ({
  name,
  scope,
  probe: (signal) => {
    aborted.push(signal);
    return new Promise(() => {});
  },
});

describe('readiness', () => {
  it('is ready when every check answers', async () => {
    const report = await runReadinessChecks([works('started', 'local'), works('contentLake', 'shared')], 100);
    expect(report.status).toBe('ready');
    expect(report.checks.contentLake).toMatchObject({ scope: 'shared', ok: true });
  });

  it('is only degraded when a shared service fails: every instance shares it', async () => {
    const report = await runReadinessChecks([works('started', 'local'), fails('contentLake', 'shared', 'fetch failed'), works('enquiryStore', 'shared')], 100);
    expect(report.status).toBe('degraded');
    expect(report.checks.contentLake).toMatchObject({ ok: false, error: 'fetch failed' });
  });

  it('is unready when a part of its own fails, whatever the shared services say', async () => {
    const report = await runReadinessChecks([fails('pageCache', 'local', 'EACCES'), fails('contentLake', 'shared')], 100);
    expect(report.status).toBe('unready');
    expect(report.checks.pageCache).toMatchObject({ scope: 'local', ok: false, error: 'EACCES' });
  });

  it('gives each check its time limit, and aborts the one that does not answer', async () => {
    const aborted: AbortSignal[] = [];
    const started = performance.now();
    const report = await runReadinessChecks([hangs('redis', 'shared', aborted), works('started', 'local')], 50);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.status).toBe('degraded');
    expect(report.checks.redis).toMatchObject({ ok: false, error: 'no answer within 50 ms' });
    expect(aborted[0]?.aborted).toBe(true);
  });

  it('checks what this configuration uses, each where it belongs', () => {
    const scopes = (env: Record<string, string>) => Object.fromEntries(readinessChecks(env).map((check) => [check.name, check.scope]));
    expect(scopes({})).toEqual({ started: 'local', pageCache: 'local', enquiryStore: 'local', searchStore: 'local' });
    expect(
      scopes({
        REDIS_URL: 'redis://127.0.0.1:6379',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'p1',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_ANON_KEY: 'anon-key',
        SEARCH_DATABASE_URL: 'postgres://search@db.example.com:5432/postgres',
      }),
    ).toEqual({ started: 'local', redis: 'shared', contentLake: 'shared', enquiryStore: 'shared', searchStore: 'shared' });
  });
});
