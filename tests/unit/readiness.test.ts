import { describe, expect, it } from 'vitest';
import { publicReadiness, readinessLog, runReadinessChecks, sharedReports, type ReadinessChange, type ReadinessCheck, type ReadinessReport } from '@/lib/health/readiness';
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

describe('what readiness costs and says', () => {
  const failing: ReadinessReport = {
    status: 'degraded',
    checks: {
      started: { scope: 'local', ok: true, ms: 0 },
      searchStore: { scope: 'shared', ok: false, ms: 12, error: 'password authentication failed for user "search_site" at db.internal:5432' },
    },
  };

  it('tells the caller ok or failed per check, and nothing of why', () => {
    const shown = publicReadiness(failing);
    expect(shown).toEqual({ status: 'degraded', checks: { started: 'ok', searchStore: 'failed' } });
    expect(JSON.stringify(shown)).not.toMatch(/search_site|db\.internal|5432|ms/);
  });

  it('makes one report per interval, shared by every caller within it and while it runs', async () => {
    let clock = 0;
    let made = 0;
    const report = sharedReports(
      async () => {
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return failing;
      },
      2000,
      () => clock,
    );
    await Promise.all(Array.from({ length: 100 }, () => report()));
    expect(made).toBe(1);
    clock = 1999;
    await report();
    expect(made).toBe(1);
    clock = 2000;
    await Promise.all([report(), report()]);
    expect(made).toBe(2);
  });

  it('logs a check when it starts failing, fails otherwise, or works again; not on every report', () => {
    const lines: ReadinessChange[] = [];
    const log = readinessLog((change) => lines.push(change));
    const ok: ReadinessReport = { status: 'ready', checks: { started: { scope: 'local', ok: true, ms: 0 }, searchStore: { scope: 'shared', ok: true, ms: 3 } } };
    log(ok);
    expect(lines).toEqual([]);
    log(failing);
    log(failing);
    expect(lines).toEqual([{ check: 'searchStore', scope: 'shared', ok: false, ms: 12, error: failing.checks.searchStore?.error }]);
    log(ok);
    expect(lines.at(-1)).toMatchObject({ check: 'searchStore', ok: true });
    expect(lines).toHaveLength(2);
  });
});

describe('the Content Lake probe', () => {
  it('asks the lake once, past the pages\' request slots, and its time limit ends the request', async () => {
    const { createServer } = await import('node:http');
    let asked = 0;
    let closed: () => void = () => {};
    const requestClosed = new Promise<void>((resolve) => (closed = resolve));
    // A lake that hangs: it never answers, and notes when the site hangs up.
    const server = createServer((request) => {
      asked += 1;
      request.socket.on('close', closed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const lake = readinessChecks({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'p1', SANITY_API_HOST: `http://127.0.0.1:${port}` }).find((check) => check.name === 'contentLake');
      expect(lake).toBeDefined();
      const report = await runReadinessChecks(lake ? [lake] : [], 300);
      expect(report.checks.contentLake).toMatchObject({ ok: false, error: 'no answer within 300 ms' });
      // The abort reached the request: the site closed its connection, without a second request.
      await requestClosed;
      expect(asked).toBe(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
