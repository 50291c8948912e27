import type { EnquiryOutbox } from './entry';

/** What the expiry reports: an entry dropped undelivered, or how many dead letters were deleted. */
export type ExpiryEvent = { event: 'outbox-expired'; id: string; form: string } | { event: 'outbox-dead-letters-dropped'; count: number };

/**
 * Applies the retention period to the outbox at once and then every `everyMs`, on a timer of its
 * own: entries hold personal data, and a delivery that fails or backs off must not keep them (or
 * their dead letters) past `ENQUIRY_RETENTION_DAYS`.
 *
 * @param retentionMs - the retention period, ms
 * @param everyMs - the wait between two rounds, ms
 * @returns `expire()`, which runs a round now (or joins the one running) and resolves when it ends,
 *   and `stop()`, which ends the timer
 */
export function startOutboxExpiry(
  outbox: EnquiryOutbox,
  { retentionMs, everyMs, report, now }: { retentionMs: number; everyMs: number; report: (event: ExpiryEvent) => void; now: () => number },
): { expire(): Promise<void>; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const expire = (): Promise<void> => {
    running ??= outbox
      .expire(now() - retentionMs)
      .then(({ expired, dropped }) => {
        for (const { id, form } of expired) report({ event: 'outbox-expired', id, form });
        if (dropped > 0) report({ event: 'outbox-dead-letters-dropped', count: dropped });
      })
      .catch(() => {
        // The outbox itself failed (Redis away): the next round tries again.
      })
      .finally(() => {
        running = undefined;
        if (stopped) return;
        clearTimeout(timer);
        timer = setTimeout(expire, everyMs);
        // The timer must not keep a finished process (a test, a build) alive.
        timer.unref();
      });
    return running;
  };

  void expire();
  return {
    expire,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
