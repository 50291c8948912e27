import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRedisUrl } from '@/lib/light-pages/shared-cache';

describe('REDIS_URL (several instances share one cache)', () => {
  it('is optional, and a malformed value names the variable', () => {
    expect(readRedisUrl({})).toBeNull();
    expect(readRedisUrl({ REDIS_URL: '  ' })).toBeNull();
    expect(readRedisUrl({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('redis://127.0.0.1:6379');
    expect(readRedisUrl({ REDIS_URL: 'rediss://user:pw@cache.internal:6380/2' })).toBe('rediss://user:pw@cache.internal:6380/2');
    expect(() => readRedisUrl({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => readRedisUrl({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
  });
});

describe('the cache handler Next loads', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is the shared Redis cache of @fortedigital/nextjs-cache-handler when REDIS_URL is set', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    vi.resetModules();
    const { default: Handler } = await import('@/lib/light-pages/cache-handler');
    const { CacheHandler: Library } = await import('@fortedigital/nextjs-cache-handler');
    expect(Object.getPrototypeOf(Handler)).toBe(Library);
  });

  it("is Next's file-system cache without REDIS_URL, and while `next build` runs", async () => {
    for (const env of [{ REDIS_URL: '' }, { REDIS_URL: 'redis://127.0.0.1:1', NEXT_PHASE: 'phase-production-build' }]) {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      vi.resetModules();
      const { default: Handler } = await import('@/lib/light-pages/cache-handler');
      expect(Object.getPrototypeOf(Handler).name).toBe('FileSystemCache');
      expect(Object.getPrototypeOf(Handler)).not.toBe(CacheHandler);
      vi.unstubAllEnvs();
    }
  });

  it('stops the server at start when REDIS_URL is malformed', async () => {
    vi.stubEnv('REDIS_URL', 'localhost:6379');
    vi.resetModules();
    await expect(import('@/lib/light-pages/cache-handler')).rejects.toThrow(/REDIS_URL/);
  });
});
