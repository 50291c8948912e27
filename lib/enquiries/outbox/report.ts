import { logger } from '../../log/logger';
import { siteMetrics } from '../../telemetry/metrics';
import type { DeliveryEvent } from './delivery';

/** Why an entry was set aside, for the log line. */
const DEAD_LETTER_CAUSE = {
  unreadable: 'it does not open with ENQUIRY_OUTBOX_SECRET (forged, altered, or sealed with another secret)',
  invalid: 'it opens but is not an enquiry',
  refused: 'the enquiry database refused it',
} as const;

/**
 * Logs the outbox delivery's events and counts them: a delivery or an expiry as information, a
 * failed attempt as a warning (the entry stays and is tried again), a refusal that is not about
 * the entry (the credential, the setup) and an entry set aside in the dead letters as errors. The
 * events hold an enquiry's id and form, never its fields.
 */
export function reportDelivery(event: DeliveryEvent): void {
  switch (event.event) {
    case 'outbox-delivered':
      siteMetrics().outboxDelivered.inc({ outcome: 'delivered' });
      logger.info(event, `${event.form} enquiry ${event.id} delivered from the outbox after ${Math.round(event.waitedMs / 1000)} s`);
      return;
    case 'outbox-expired':
      siteMetrics().outboxDelivered.inc({ outcome: 'expired' });
      logger.info(event, `${event.form} enquiry ${event.id} dropped from the outbox: older than the retention period`);
      return;
    case 'outbox-dead-lettered':
      siteMetrics().outboxDelivered.inc({ outcome: 'dead_letter' });
      logger.error(event, `outbox entry ${event.id} set aside in the dead letters: ${DEAD_LETTER_CAUSE[event.reason]}`);
      return;
    case 'outbox-dead-letters-dropped':
      logger.info(event, `${event.count} outbox dead letters deleted: older than the retention period`);
      return;
    case 'outbox-delivery-failed':
      if (event.retryable) logger.warn(event, `outbox delivery of ${event.id} failed; next attempt in ${event.nextAttemptMs} ms`);
      else logger.error(event, `the enquiry database refused the outbox's delivery of ${event.id}, not for its data (the credential or the setup); next attempt in ${event.nextAttemptMs} ms`);
  }
}
