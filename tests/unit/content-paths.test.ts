import { describe, expect, it, vi } from 'vitest';
import { contentPaths, createLivePaths } from '@/lib/routing/content-paths';
import { captureLogs, LEVEL } from './log-capture';

describe('contentPaths (the pages of documents)', () => {
  it('gives every locale a path per page slug and region, and a one-country comparison per jurisdiction', () => {
    const paths = contentPaths({
      pages: [
        { slug: 'norway', _type: 'jurisdiction' },
        { slug: 'banking', _type: 'servicePage' },
        { slug: null, _type: 'servicePage' },
      ],
      regions: ['europe', null],
    });
    expect(paths.size).toBe(28);
    expect(paths).toContain('/en/norway');
    expect(paths).toContain('/da/norway');
    expect(paths).toContain('/da/compare/norway');
    expect(paths).not.toContain('/en/compare/banking');
    expect(paths).toContain('/es/global-registration/europe');
  });
});

describe('createLivePaths (the proxy follows what is published)', () => {
  const built = new Set(['/en/cyprus']);

  it('reloads at once after the webhook says the content changed, even within maxAgeMs', async () => {
    let clock = 0;
    let changed = Number.NEGATIVE_INFINITY;
    const load = vi.fn(async () => new Set([`/en/v${load.mock.calls.length}`]));
    const live = createLivePaths(load, built, { maxAgeMs: 1000, now: () => clock, changedAt: () => changed });
    expect(await live()).toEqual(new Set(['/en/v1']));
    clock = 10;
    expect(await live()).toEqual(new Set(['/en/v1']));
    changed = 10;
    clock = 20;
    expect(await live()).toEqual(new Set(['/en/v2']));
    clock = 30;
    expect(await live()).toEqual(new Set(['/en/v2']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a publish’s markContentChanged is seen by contentChangedAt of another bundle of the process', async () => {
    const { markContentChanged } = await import('@/lib/publish/content-changed');
    markContentChanged(1234);
    // The proxy is bundled apart from the webhook's route: another copy of the module.
    vi.resetModules();
    const { contentChangedAt } = await import('@/lib/publish/content-changed');
    expect(contentChangedAt()).toBe(1234);
    markContentChanged(Number.NEGATIVE_INFINITY);
  });

  it('asks again once the answer is older than maxAgeMs, and shares one load between callers', async () => {
    let clock = 0;
    const load = vi.fn(async () => new Set([`/en/v${load.mock.calls.length}`]));
    const live = createLivePaths(load, built, { maxAgeMs: 1000, now: () => clock });
    const [a, b] = await Promise.all([live(), live()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toEqual(new Set(['/en/v1']));
    expect(b).toBe(a);
    clock = 999;
    expect(await live()).toBe(a);
    clock = 1000;
    expect(await live()).toEqual(new Set(['/en/v2']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous set, and logs, when loading fails', async () => {
    const logs = captureLogs();
    try {
      const live = createLivePaths(() => Promise.reject(new Error('lake down')), built);
      expect(await live()).toBe(built);
      expect(logs.lines).toMatchObject([{ level: LEVEL.error, event: 'content-paths-failed', msg: expect.stringContaining('previous list'), err: { message: 'lake down' } }]);
    } finally {
      logs.restore();
    }
  });

  it('answers with the previous set when a refresh takes longer than timeoutMs', async () => {
    const live = createLivePaths(() => new Promise<Set<string>>(() => undefined), built, { timeoutMs: 20 });
    expect(await live()).toBe(built);
  });
});
