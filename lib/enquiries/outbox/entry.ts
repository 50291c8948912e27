import type { RateLimit } from '../rate-limit';
import type { ContactEnquiry, FormationEnquiry } from '../schemas';
import type { SaveOutcome } from '../store';

/**
 * An enquiry the database could not take when the visitor sent it, kept until it is delivered.
 * It holds personal data: it lives only in the outbox, never in a log line (log the `id`), and no
 * longer than the retention period (`ENQUIRY_RETENTION_DAYS`).
 */
export type OutboxEntry = {
  /** The submission id, which keeps the enquiry to one row however often it is delivered. */
  id: string;
  /** When the visitor submitted it, ISO 8601: the enquiry's time in the database. */
  receivedAt: string;
  /** Whom the rate limit counted it against (`lib/http/client-address.ts`). */
  clientKey: string;
} & ({ form: 'contact'; enquiry: ContactEnquiry } | { form: 'formation'; enquiry: FormationEnquiry });

/** How many enquiries wait, and since when; for readiness and metrics. */
export interface OutboxStats {
  depth: number;
  /** `receivedAt` of the oldest waiting enquiry, or null when none waits. */
  oldestReceivedAt: string | null;
}

/**
 * Why an entry was set aside in the outbox's dead letters, where a person can look at it (still
 * sealed) until the retention period drops it: `unreadable` does not open with this secret
 * (forged, altered, moved to another id, or sealed with another `ENQUIRY_OUTBOX_SECRET`),
 * `invalid` opens but is no enquiry, `refused` the enquiry database refused its data for good.
 */
export type DeadLetterReason = 'unreadable' | 'invalid' | 'refused';

/** An entry the outbox set aside while reading; `id` is its key in the store (a file's name), never its content. */
export interface DeadLetter {
  id: string;
  reason: Exclude<DeadLetterReason, 'refused'>;
}

/** Options of both outboxes. */
export interface OutboxOptions {
  /** `ENQUIRY_OUTBOX_SECRET`: entries are sealed with a key derived from it (`./seal.ts`). */
  secret: string;
  /** Told of each entry set aside while reading; it must not throw. */
  onDeadLetter?: (letter: DeadLetter) => void;
  /** The clock, in ms (tests). */
  now?: () => number;
}

/** What {@link EnquiryOutbox.expire} removed. */
export interface OutboxExpiry {
  /** Entries received before the cutoff, dropped undelivered. */
  expired: { id: string; form: OutboxEntry['form'] }[];
  /** Dead letters (and leftovers no entry can be read from) older than the cutoff, deleted. */
  dropped: number;
}

/**
 * A durable queue of enquiries for the enquiry database: Redis (`./redis-outbox.ts`), shared by
 * every instance, or files beside the embedded store (`./file-outbox.ts`), one instance's own.
 * Both store entries sealed (`./codec.ts`) and read back only what opens and validates; anything
 * else is set aside as a dead letter, reported by id, and never stops the others.
 */
export interface EnquiryOutbox {
  /** `redis:<host>` or `files:<dir>`, for logs. */
  readonly name: string;
  /**
   * Keeps `entry` durably, unless the rate limit refuses it. While the database is away the limit
   * counts what this outbox holds for the client and form within the window: the visitor's submit
   * is decided now, not when the outbox delivers. A second put of the same id replaces the entry
   * and is not counted again.
   * @returns `stored`, or `limited` with the seconds until the client may send again
   * @throws Error when the entry could not be kept (the visitor then sees the error state)
   */
  put(entry: OutboxEntry, limit: RateLimit): Promise<SaveOutcome>;
  /**
   * Up to `count` waiting entries, oldest first, each opened and validated. A stored entry that
   * is not one is set aside (`onDeadLetter`) instead of being returned.
   * @throws Error only when the store itself fails (Redis away), never for one bad entry
   */
  due(count: number): Promise<OutboxEntry[]>;
  /** Forgets a delivered (or expired) entry; nothing when it is gone already. */
  remove(id: string): Promise<void>;
  /** Moves an entry the database refused for good to the dead letters, as stored; nothing when it is gone already. */
  deadLetter(entry: OutboxEntry): Promise<void>;
  /**
   * Deletes what is past the retention period: entries received before `cutoffMs`, and dead
   * letters set aside (or, when readable, received) before it.
   * @param cutoffMs - a time, ms since the epoch: now minus the retention period
   */
  expire(cutoffMs: number): Promise<OutboxExpiry>;
  stats(): Promise<OutboxStats>;
}

/** Seconds until the oldest of `times` (ms) leaves a window of `windowMinutes` that ends `now`. */
export function secondsUntilFree(oldestMs: number, windowMinutes: number, nowMs: number): number {
  return Math.max(1, Math.ceil((oldestMs + windowMinutes * 60_000 - nowMs) / 1000));
}
