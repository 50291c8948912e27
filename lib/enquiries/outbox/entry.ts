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
  /** Whom the rate limit counted it against (`../client-address.ts`). */
  clientKey: string;
} & ({ form: 'contact'; enquiry: ContactEnquiry } | { form: 'formation'; enquiry: FormationEnquiry });

/** How many enquiries wait, and since when; for readiness and metrics. */
export interface OutboxStats {
  depth: number;
  /** `receivedAt` of the oldest waiting enquiry, or null when none waits. */
  oldestReceivedAt: string | null;
}

/**
 * A durable queue of enquiries for the enquiry database: Redis (`./redis-outbox.ts`), shared by
 * every instance, or files beside the embedded store (`./file-outbox.ts`), one instance's own.
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
  /** Up to `count` waiting entries, oldest first. */
  due(count: number): Promise<OutboxEntry[]>;
  /** Forgets a delivered (or expired) entry; nothing when it is gone already. */
  remove(id: string): Promise<void>;
  stats(): Promise<OutboxStats>;
}

/** Seconds until the oldest of `times` (ms) leaves a window of `windowMinutes` that ends `now`. */
export function secondsUntilFree(oldestMs: number, windowMinutes: number, nowMs: number): number {
  return Math.max(1, Math.ceil((oldestMs + windowMinutes * 60_000 - nowMs) / 1000));
}
