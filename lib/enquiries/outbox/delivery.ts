import { EnquiryStoreError } from '../store';
import type { DeadLetterReason, EnquiryOutbox, OutboxEntry } from './entry';
import { startOutboxExpiry, type ExpiryEvent } from './expiry';

/** What the delivery reports; never an enquiry's fields, only its id and form. */
export type DeliveryEvent =
  | { event: 'outbox-delivered'; id: string; form: string; waitedMs: number }
  | ExpiryEvent
  /** Set aside in the dead letters: `form` and `error` when the database refused it (`refused`). */
  | { event: 'outbox-dead-lettered'; id: string; reason: DeadLetterReason; form?: string; error?: string }
  | { event: 'outbox-delivery-failed'; id: string; form: string; retryable: boolean; error: string; nextAttemptMs: number };

/** Options of {@link startOutboxDelivery}. */
export interface DeliveryOptions {
  outbox: EnquiryOutbox;
  /** Stores one entry in the enquiry database (`deliver_*` functions). @throws EnquiryStoreError */
  deliver: (entry: OutboxEntry) => Promise<void>;
  /** Entries received longer ago than this many days are dropped (`ENQUIRY_RETENTION_DAYS`). */
  retentionDays: number;
  report: (event: DeliveryEvent) => void;
  /** How often an idle instance looks for entries other instances put, ms; default 5,000. */
  idleMs?: number;
  /** The first wait after a failure, ms, doubled per failure up to `maxBackoffMs`; default 1,000. */
  minBackoffMs?: number;
  /** Default 60,000 ms. */
  maxBackoffMs?: number;
  /** How often the retention period is applied, ms, whatever the delivery does; default 60,000. */
  expireEveryMs?: number;
  now?: () => number;
}

/** Entries taken from the outbox per pass. */
const BATCH = 20;

/**
 * The wait after `failures` failed passes in a row, ms: p-retry's delay without randomizing,
 * `minMs * 2 ** (failures - 1)` up to `maxMs`; 0 after none.
 *
 * Computed here rather than left to p-retry, which retries one call until it succeeds or runs
 * out of attempts: this loop runs for the life of the process, also runs when `nudge()` or the
 * idle timer asks, and keeps its count across passes (each pass that fails waits longer than the
 * last; a pass that delivers its batch starts again from none).
 */
function backoffMs(failures: number, minMs: number, maxMs: number): number {
  // As in p-retry, no wait at all when the first is none (0 times a doubling grown to Infinity is NaN).
  return failures === 0 || minMs === 0 ? 0 : Math.min(minMs * 2 ** (failures - 1), maxMs);
}


/**
 * Moves the outbox into the enquiry database in the background, oldest first. After a failure it
 * waits with exponential backoff; the enquiry's id makes a second delivery (by another instance
 * sharing the outbox, or after a lost answer) store nothing more.
 *
 * An entry whose data the database refuses for good goes to the outbox's dead letters, reported as
 * an error by id: left at the head of the queue it would be sent again on every pass and, a batch of
 * them, hide everything behind it; set aside, a person can still look at it until the retention
 * period deletes it.
 *
 * The retention period is applied on a timer of its own (`./expiry.ts`), so entries and dead
 * letters leave on time while deliveries fail or back off.
 *
 * @returns `nudge()` to run a pass now (after a put), `stop()` to end the timers, `pass()`, which
 *   runs one now (or joins the one running) and resolves when it ends, and `expire()`, the same for
 *   the retention period (tests)
 */
export function startOutboxDelivery(options: DeliveryOptions): { nudge(): void; stop(): void; pass(): Promise<void>; expire(): Promise<void> } {
  const { outbox, deliver, report, idleMs = 5_000, minBackoffMs = 1_000, maxBackoffMs = 60_000, expireEveryMs = 60_000, now = Date.now } = options;
  const retentionMs = options.retentionDays * 86_400_000;
  /** Passes that failed in a row. */
  let failures = 0;
  const waitMs = () => backoffMs(failures, minBackoffMs, maxBackoffMs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** Delivers one entry: `removed` from the queue (delivered, expired or set aside), or `stop` the pass. */
  const deliverOne = async (entry: OutboxEntry): Promise<'removed' | 'stop'> => {
    const { id, form } = entry;
    const waitedMs = now() - Date.parse(entry.receivedAt);
    if (waitedMs > retentionMs) {
      await outbox.remove(id);
      report({ event: 'outbox-expired', id, form });
      return 'removed';
    }
    try {
      await deliver(entry);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Only a refusal of the entry's own data moves it aside; one of the setup would refuse every
      // entry alike until someone fixes it, so it is waited out like an outage instead.
      if (error instanceof EnquiryStoreError && !error.retryable && error.dataRefused) {
        await outbox.deadLetter(entry);
        report({ event: 'outbox-dead-lettered', id, form, reason: 'refused', error: message });
        return 'removed';
      }
      failures += 1;
      report({ event: 'outbox-delivery-failed', id, form, retryable: !(error instanceof EnquiryStoreError) || error.retryable, error: message, nextAttemptMs: waitMs() });
      return 'stop';
    }
    await outbox.remove(id);
    report({ event: 'outbox-delivered', id, form, waitedMs });
    return 'removed';
  };

  const deliverAll = async () => {
    let batch: OutboxEntry[];
    do {
      batch = await outbox.due(BATCH);
      for (const entry of batch) {
        if ((await deliverOne(entry)) === 'stop') return;
      }
      failures = 0;
      // A full batch may hide more behind it.
    } while (batch.length === BATCH && !stopped);
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    // The delivery must not keep a finished process (a test, a build) alive.
    timer.unref();
  };
  const run = (): Promise<void> => {
    running ??= deliverAll()
      .catch(() => {
        // The outbox itself failed (Redis away): try again later.
        failures += 1;
      })
      .finally(() => {
        running = undefined;
        schedule(waitMs() || idleMs);
      });
    return running;
  };

  const expiry = startOutboxExpiry(outbox, { retentionMs, everyMs: expireEveryMs, report, now });
  schedule(0);
  return {
    nudge: () => {
      if (failures === 0) schedule(0);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      expiry.stop();
    },
    pass: run,
    expire: expiry.expire,
  };
}
