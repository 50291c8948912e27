import { EnquiryStoreError } from '../store';
import type { EnquiryOutbox, OutboxEntry } from './entry';

/** What the delivery reports; never an enquiry's fields, only its id and form. */
export type DeliveryEvent =
  | { event: 'outbox-delivered'; id: string; form: string; waitedMs: number }
  | { event: 'outbox-expired'; id: string; form: string }
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
  now?: () => number;
}

/** Entries taken from the outbox per pass. */
const BATCH = 20;

/**
 * Moves the outbox into the enquiry database in the background, oldest first. After a failure it
 * waits with exponential backoff; the enquiry's id makes a second delivery (by another instance
 * sharing the outbox, or after a lost answer) store nothing more. An entry the database refuses
 * for good (a constraint it breaks) stays in the outbox, reported on each pass, until the
 * retention period drops it; the others go on.
 *
 * @returns `nudge()` to run a pass now (after a put), `stop()` to end the timer, and `pass()`, which
 *   runs one now (or joins the one running) and resolves when it ends (tests)
 */
export function startOutboxDelivery(options: DeliveryOptions): { nudge(): void; stop(): void; pass(): Promise<void> } {
  const { outbox, deliver, report, idleMs = 5_000, minBackoffMs = 1_000, maxBackoffMs = 60_000, now = Date.now } = options;
  const retentionMs = options.retentionDays * 86_400_000;
  let backoffMs = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** Delivers one entry: `removed` from the outbox, `kept` (refused for good), or `stop` the pass. */
  const deliverOne = async (entry: OutboxEntry): Promise<'removed' | 'kept' | 'stop'> => {
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
      const retryable = !(error instanceof EnquiryStoreError) || error.retryable;
      backoffMs = retryable ? Math.min(maxBackoffMs, Math.max(minBackoffMs, backoffMs * 2)) : backoffMs;
      report({ event: 'outbox-delivery-failed', id, form, retryable, error: error instanceof Error ? error.message : String(error), nextAttemptMs: backoffMs || idleMs });
      return retryable ? 'stop' : 'kept';
    }
    await outbox.remove(id);
    report({ event: 'outbox-delivered', id, form, waitedMs });
    return 'removed';
  };

  const deliverAll = async () => {
    let removed: number;
    do {
      removed = 0;
      for (const entry of await outbox.due(BATCH)) {
        const outcome = await deliverOne(entry);
        if (outcome === 'stop') return;
        if (outcome === 'removed') removed += 1;
      }
      backoffMs = 0;
      // Only a batch that all left the outbox may hide more behind it; entries refused for good
      // would come back unchanged, so they wait for the timer.
    } while (removed === BATCH && !stopped);
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
        backoffMs = Math.min(maxBackoffMs, Math.max(minBackoffMs, backoffMs * 2));
      })
      .finally(() => {
        running = undefined;
        schedule(backoffMs || idleMs);
      });
    return running;
  };

  schedule(0);
  return {
    nudge: () => {
      if (backoffMs === 0) schedule(0);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    pass: run,
  };
}
