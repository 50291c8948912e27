import { createClient } from '@redis/client';
import { secondsUntilFree, type EnquiryOutbox, type OutboxEntry } from './entry';

/**
 * Keys of the outbox. The braces make them one Redis Cluster hash slot, so a script may touch
 * them all.
 */
const KEYS = {
  entries: '{corporate-site:outbox}:entries',
  queue: '{corporate-site:outbox}:queue',
  client: (form: string, clientKey: string) => `{corporate-site:outbox}:client:${form}:${clientKey}`,
};

/**
 * Counts the client's held enquiries within the window and keeps the entry only under the limit,
 * in one step, so concurrent submits on any instance are counted one after the other. Answers -1
 * when the entry is kept (or replaced: a retry of an id already held), else the time in ms the
 * oldest counted entry was received.
 */
const PUT_SCRIPT = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
  return -1
end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', tonumber(ARGV[4]) - tonumber(ARGV[5]))
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[6]) then
  return tonumber(redis.call('ZRANGE', KEYS[3], 0, 0, 'WITHSCORES')[2])
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[3], ARGV[5])
return -1`;

/**
 * The outbox every instance shares, in a Redis that must not lose it: no eviction
 * (`maxmemory-policy noeviction`) and an append-only file (`appendonly yes`, `appendfsync always`),
 * hence its own Redis or database, not the page cache's, which may evict (`docs/deploying.md`).
 * An enquiry is one field of a hash (its JSON) and one member of a sorted set by time received.
 *
 * @param url - `ENQUIRY_OUTBOX_REDIS_URL`, e.g. `redis://127.0.0.1:6379/1`
 * @param now - the clock, in ms (tests)
 * @returns the outbox; its calls reject with the client's error while Redis is unreachable
 */
export function createRedisOutbox(url: string, now: () => number = Date.now): EnquiryOutbox & { evictionPolicy(): Promise<string> } {
  // Offline commands fail at once instead of waiting in the client's queue: the visitor's submit
  // has a time limit, and the caller reports the failure.
  const client = createClient({ url, disableOfflineQueue: true, pingInterval: 10_000 });
  client.on('error', () => {
    // Each command's rejection reports the failure to its caller; the client reconnects by itself.
  });
  let connected: Promise<unknown> | undefined;
  const ready = async () => {
    connected ??= client.connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    });
    await connected;
    return client;
  };

  return {
    name: `redis:${new URL(url).host}`,
    async put(entry, limit) {
      const redis = await ready();
      const received = Date.parse(entry.receivedAt);
      const answer = Number(
        await redis.eval(PUT_SCRIPT, {
          keys: [KEYS.entries, KEYS.queue, KEYS.client(entry.form, entry.clientKey)],
          arguments: [entry.id, JSON.stringify(entry), String(received), String(now()), String(limit.windowMinutes * 60_000), String(limit.points)],
        }),
      );
      return answer < 0 ? { status: 'stored' } : { status: 'limited', retryAfterSeconds: secondsUntilFree(answer, limit.windowMinutes, now()) };
    },
    async due(count) {
      const redis = await ready();
      const ids = await redis.zRange(KEYS.queue, 0, count - 1);
      if (ids.length === 0) return [];
      const values = await redis.hmGet(KEYS.entries, ids);
      return values.flatMap((value) => (typeof value === 'string' ? [JSON.parse(value) as OutboxEntry] : []));
    },
    async remove(id) {
      const redis = await ready();
      await redis.multi().hDel(KEYS.entries, id).zRem(KEYS.queue, id).exec();
    },
    async stats() {
      const redis = await ready();
      const [depth, oldest] = await Promise.all([redis.zCard(KEYS.queue), redis.zRangeWithScores(KEYS.queue, 0, 0)]);
      const first = oldest[0];
      return { depth, oldestReceivedAt: first ? new Date(first.score).toISOString() : null };
    },
    /** The server's `maxmemory-policy` (from `INFO memory`), to warn when it may evict the outbox. */
    async evictionPolicy() {
      const redis = await ready();
      const info = await redis.info('memory');
      return /^maxmemory_policy:(\S+)/m.exec(info)?.[1] ?? 'unknown';
    },
  };
}
