import { processSingleton } from '../process/singleton';
import { siteMetrics } from './metrics';

/**
 * `publish_to_visible_seconds`: from a publish's webhook reaching this instance to the first page
 * carrying one of the expired cache tags that it serves again: rendered here and stored, or
 * rendered by another instance and read from the shared cache. The webhook route says when
 * (`expectVisible`), the cache handler when a page is stored or read (`observeVisible`); they are
 * separate bundles, so the waiting tags are one per process (`lib/process/singleton.ts`).
 *
 * Only the webhook's first expiry starts the clock: its second one (a second later, for renders
 * begun before the publish) would measure from too late. A later publish of a tag still waiting
 * restarts its clock: the page that follows shows that publish, and a publish nobody visited in
 * between is no measure of how fast pages follow. A tag no page of this instance carried
 * again within {@link VISIBLE_WITHIN_MS} had no visitor here: it is forgotten rather than
 * measured against a much later visit.
 */

/** How long a publish waits for a page of this instance before it is forgotten, ms. */
export const VISIBLE_WITHIN_MS = 60_000;

/** Tag -> when its publish reached this instance (epoch ms). */
function waiting(): Map<string, number> {
  return processSingleton('publish-visible', () => new Map<string, number>());
}

/** A publish that reached this instance at `receivedAt` (epoch ms) expired `tags`: time their pages' return. */
export function expectVisible(tags: readonly string[], receivedAt: number): void {
  const pending = waiting();
  for (const [tag, at] of pending) if (Date.now() - at > VISIBLE_WITHIN_MS) pending.delete(tag);
  for (const tag of tags) pending.set(tag, receivedAt);
}

/**
 * A page carrying `tags`, made at `madeAt` (epoch ms), is about to be served: observes the publish
 * it makes visible, if any, once. A page made before the publish shows none of it.
 * @param tags - the page's cache tags (Next's `x-next-cache-tags` header of the entry)
 */
export function observeVisible(tags: readonly string[], madeAt: number = Date.now()): void {
  const pending = waiting();
  if (pending.size === 0) return;
  const times = tags.flatMap((tag) => {
    const at = pending.get(tag);
    if (at === undefined || madeAt < at) return [];
    pending.delete(tag);
    return [at];
  });
  if (times.length === 0) return;
  const waited = Date.now() - Math.min(...times);
  if (waited <= VISIBLE_WITHIN_MS) siteMetrics().publishToVisible.observe(waited / 1000);
}
