import { logger } from '../../log/logger';
import { siteMetrics } from '../../telemetry/metrics';
import type { DeliveryEvent } from './delivery';

/**
 * Logs the outbox delivery's events and counts them: a delivery or an expiry as information, a
 * failed attempt as a warning (the entry stays and is tried again), a refusal for good as an
 * error. The events hold an enquiry's id and form, never its fields.
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
    case 'outbox-delivery-failed':
      if (event.retryable) logger.warn(event, `outbox delivery of ${event.id} failed; next attempt in ${event.nextAttemptMs} ms`);
      else logger.error(event, `the enquiry database refused ${event.form} enquiry ${event.id} from the outbox; it stays there`);
  }
}
