import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { readRedisUrlVariable } from '../config/redis-url';
import { logger } from '../log/logger';

/** Prefix of every key this site writes to Redis; the build id follows it. */
const KEY_PREFIX = 'corporate-site';

/**
 * Reads `REDIS_URL`, through which several instances share one cache: unset or empty = no shared cache, each instance keeps
 * its own file-system cache as before. Checked with zod, as `NEXT_PUBLIC_SITE_URL` is.
 * @throws Error naming `REDIS_URL` when it is set but not a `redis://` or `rediss://` URL, so a
 *   typo stops the server at start rather than silently leaving instances unshared
 */
export function readRedisUrl(env: Record<string, string | undefined> = process.env): string | null {
  return readRedisUrlVariable(env, 'REDIS_URL', 'redis://127.0.0.1:6379');
}

/**
 * Next's incremental cache shared by every instance through Redis: the
 * `@fortedigital/nextjs-cache-handler` library (its `CacheHandler` with the `redis-strings`
 * handler, on the official `redis` client). Pages one instance regenerates are served by all,
 * and `revalidateTag` from the webhook on any instance deletes the tagged pages and data for all.
 *
 * - Keys are prefixed with the build id: a new deployment starts with an empty cache rather than
 *   the previous build's pages. Each page is rendered once, on its first request, then shared.
 *   (The library's `registerInitialCache` is not used: an instance starting after a publish
 *   would put the build's older pages back.)
 * - The client connects in the background and reconnects by itself. While Redis is unreachable
 *   every request renders its page (correct, slower) and the error is logged once per outage.
 *
 * @param url - from {@link readRedisUrl}
 * @returns the library's `CacheHandler` class, configured
 */
export function redisCacheHandler(url: string): typeof CacheHandler {
  CacheHandler.onCreation(({ buildId }) => {
    const client = createClient({ url, pingInterval: 10_000 });
    let down = false;
    // The host only: the URL may carry a password.
    const host = new URL(url).host;
    client.on('error', (error: Error) => {
      if (!down) logger.error({ event: 'cache-redis-down', host, err: error }, `cache-handler: Redis at ${host} is unreachable (${error.message}); pages render on every request until it is back`);
      down = true;
    });
    client.on('ready', () => {
      if (down) logger.info({ event: 'cache-redis-back', host }, `cache-handler: Redis at ${host} is back`);
      down = false;
    });
    client.connect().catch(() => {
      // Reported by the 'error' listener; the client keeps retrying.
    });
    return {
      handlers: [createRedisHandler({ client, keyPrefix: `${KEY_PREFIX}:${buildId ?? 'dev'}:`, timeoutMs: 1000 })],
    };
  });
  return CacheHandler;
}
