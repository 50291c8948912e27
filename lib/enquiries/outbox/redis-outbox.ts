import { createClient } from '@redis/client';
import { createEntryCodec, type EntryCodec } from './codec';
import { secondsUntilFree, type EnquiryOutbox, type OutboxEntry, type OutboxExpiry, type OutboxOptions } from './entry';

/**
 * Keys of the outbox. The braces make them one Redis Cluster hash slot, so a script may touch
 * them all. A client is counted under a keyed digest of its address, not the address itself.
 */
const KEYS = {
  entries: '{corporate-site:outbox}:entries',
  queue: '{corporate-site:outbox}:queue',
  deadLetters: '{corporate-site:outbox}:dead-letters',
  /** Each dead letter's time in ms, from which the retention period counts. */
  deadLetterTimes: '{corporate-site:outbox}:dead-letter-times',
  client: (form: string, clientDigest: string) => `{corporate-site:outbox}:client:${form}:${clientDigest}`,
};

/**
 * Moves an entry from the queue to the dead letters as it is stored, in one step. With ARGV[4]
 * = '1' only while it still holds ARGV[2], what the caller read and found bad: a put that
 * replaced it since is not set aside. A queue member without an entry is dropped. Answers 1 when
 * it moved the entry.
 */
const SET_ASIDE_SCRIPT = `
local value = redis.call('HGET', KEYS[1], ARGV[1])
if not value then
  redis.call('ZREM', KEYS[2], ARGV[1])
  return 0
end
if ARGV[4] == '1' and value ~= ARGV[2] then
  return 0
end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HSET', KEYS[3], ARGV[1], value)
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[1])
return 1`;

/** Ids read or deleted per command by the expiry. */
const EXPIRY_PAGE = 100;
/** Reads of the queue's head per `due`; each one but the last has set a bad entry aside. */
const MAX_DUE_ROUNDS = 5;

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

// Offline commands fail at once instead of waiting in the client's queue: the visitor's submit
// has a time limit, and the caller reports the failure.
const newClient = (url: string) => createClient({ url, disableOfflineQueue: true, pingInterval: 10_000 });
type Client = ReturnType<typeof newClient>;

/**
 * The outbox every instance shares, in a Redis that must not lose it: no eviction
 * (`maxmemory-policy noeviction`) and an append-only file (`appendonly yes`, `appendfsync always`),
 * hence its own Redis or database, not the page cache's, which may evict (`docs/deploying.md`).
 * An enquiry is one field of a hash (the sealed entry, `./codec.ts`) and one member of a sorted
 * set by time received. What does not open and validate as the entry of its field's id is moved
 * to the dead-letter hash as it is, with a time in a sorted set from which the retention period
 * counts: the time it was found, or its time in the queue when that is earlier.
 *
 * @param url - `ENQUIRY_OUTBOX_REDIS_URL`, e.g. `redis://127.0.0.1:6379/1`
 * @returns the outbox; its calls reject with the client's error while Redis is unreachable
 */
export function createRedisOutbox(
  url: string,
  { secret, onDeadLetter = () => undefined, now = Date.now }: OutboxOptions,
): EnquiryOutbox & { evictionPolicy(): Promise<string> } {
  const codec = createEntryCodec(secret);
  const client = newClient(url);
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
          keys: [KEYS.entries, KEYS.queue, KEYS.client(entry.form, codec.clientDigest(entry.clientKey))],
          arguments: [entry.id, codec.encode(entry), String(received), String(now()), String(limit.windowMinutes * 60_000), String(limit.points)],
        }),
      );
      return answer < 0 ? { status: 'stored' } : { status: 'limited', retryAfterSeconds: secondsUntilFree(answer, limit.windowMinutes, now()) };
    },
    async due(count) {
      const redis = await ready();
      let held: OutboxEntry[] = [];
      for (let round = 0; round < MAX_DUE_ROUNDS; round++) {
        const queued = await redis.zRangeWithScores(KEYS.queue, 0, count - 1);
        if (queued.length === 0) return [];
        const values = await redis.hmGet(KEYS.entries, queued.map((member) => member.value));
        held = [];
        let clean = true;
        for (const [i, { value: id, score }] of queued.entries()) {
          const stored = values[i];
          const decoded = typeof stored === 'string' ? codec.decode(id, stored) : null;
          if (decoded?.ok) {
            held.push(decoded.entry);
            continue;
          }
          clean = false;
          // The queue's time is whatever was written there: it may bring the deletion closer, never put it off.
          const moved = await setAside(redis, id, stored ?? '', Number.isFinite(score) ? Math.min(score, now()) : now(), true);
          if (decoded && moved === 1) onDeadLetter({ id, reason: decoded.reason });
        }
        // Entries set aside leave room at the head for the ones behind them.
        if (clean) break;
      }
      return held;
    },
    async remove(id) {
      const redis = await ready();
      await redis.multi().hDel(KEYS.entries, id).zRem(KEYS.queue, id).exec();
    },
    async deadLetter(entry) {
      await setAside(await ready(), entry.id, '', Date.parse(entry.receivedAt), false);
    },
    expire: async (cutoffMs) => expireBefore(await ready(), codec, cutoffMs),
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

/** Runs {@link SET_ASIDE_SCRIPT}; `stored` counts only when `onlyIfUnchanged`. @returns 1 when it moved the entry */
async function setAside(redis: Client, id: string, stored: string, sinceMs: number, onlyIfUnchanged: boolean): Promise<number> {
  return Number(
    await redis.eval(SET_ASIDE_SCRIPT, {
      keys: [KEYS.entries, KEYS.queue, KEYS.deadLetters, KEYS.deadLetterTimes],
      arguments: [id, stored, String(sinceMs), onlyIfUnchanged ? '1' : '0'],
    }),
  );
}

/**
 * Deletes the entries received before `cutoffMs` (by their time in the queue) and the dead letters
 * dated before it, a page at a time. An old entry that does not open is counted as dropped.
 */
async function expireBefore(redis: Client, codec: EntryCodec, cutoffMs: number): Promise<OutboxExpiry> {
  const before = `(${cutoffMs}`;
  const expired: OutboxExpiry['expired'] = [];
  let dropped = 0;
  for (;;) {
    const ids = await redis.zRangeByScore(KEYS.queue, '-inf', before, { LIMIT: { offset: 0, count: EXPIRY_PAGE } });
    if (ids.length === 0) break;
    const values = await redis.hmGet(KEYS.entries, ids);
    await redis.multi().hDel(KEYS.entries, ids).zRem(KEYS.queue, ids).exec();
    for (const [i, id] of ids.entries()) {
      const stored = values[i];
      const decoded = typeof stored === 'string' ? codec.decode(id, stored) : null;
      if (decoded?.ok) expired.push({ id, form: decoded.entry.form });
      else if (typeof stored === 'string') dropped += 1;
    }
    if (ids.length < EXPIRY_PAGE) break;
  }
  for (;;) {
    const ids = await redis.zRangeByScore(KEYS.deadLetterTimes, '-inf', before, { LIMIT: { offset: 0, count: EXPIRY_PAGE } });
    if (ids.length === 0) break;
    await redis.multi().hDel(KEYS.deadLetters, ids).zRem(KEYS.deadLetterTimes, ids).exec();
    dropped += ids.length;
    if (ids.length < EXPIRY_PAGE) break;
  }
  return { expired, dropped };
}
