import type { DeliveryEvent } from './delivery';

/**
 * Logs the outbox delivery's events: a delivery or an expiry as information, a failed attempt as
 * a warning (the entry stays and is tried again), a refusal for good as an error. The events hold
 * an enquiry's id and form, never its fields.
 */
export function reportDelivery(event: DeliveryEvent): void {
  const line = JSON.stringify(event);
  if (event.event === 'outbox-delivery-failed') (event.retryable ? console.warn : console.error)(line);
  else console.log(line);
}
