import { siteMetrics } from './metrics';

/**
 * `publish_to_visible_seconds`: from a publish's webhook reaching this instance to the first page
 * it stores again that carries one of the expired cache tags, which is the version visitors get
 * from then on. The webhook route says when (`expectVisible`), the cache handler when a page is
 * stored (`observeVisible`); they are separate bundles, so the waiting tags live on `globalThis`.
 *
 * Only the webhook's first expiry starts the clock: its second one (a second later, for renders
 * begun before the publish) would measure from too late. A tag no page of this instance carried
 * again within {@link VISIBLE_WITHIN_MS} was served by another instance (the shared Redis) or by
 * none: it is forgotten rather than measured against a much later render.
 */

const KEY = Symbol.for('corporate-site.publish-visible');
/** How long a publish waits for a page of this instance before it is forgotten, ms. */
export const VISIBLE_WITHIN_MS = 60_000;

/** Tag -> when its publish reached this instance (`performance.now()`, ms). */
function waiting(): Map<string, number> {
  const store = globalThis as { [KEY]?: Map<string, number> };
  store[KEY] ??= new Map();
  return store[KEY];
}

/** A publish expired `tags` at `receivedAt` (`performance.now()`, ms): time their pages' return. */
export function expectVisible(tags: readonly string[], receivedAt: number): void {
  const pending = waiting();
  for (const [tag, at] of pending) if (performance.now() - at > VISIBLE_WITHIN_MS) pending.delete(tag);
  for (const tag of tags) if (!pending.has(tag)) pending.set(tag, receivedAt);
}

/**
 * A page carrying `tags` was stored: observes the publish it makes visible, if any, once.
 * @param tags - the page's cache tags (Next's `x-next-cache-tags` header of the entry)
 */
export function observeVisible(tags: readonly string[]): void {
  const pending = waiting();
  if (pending.size === 0) return;
  const times = tags.flatMap((tag) => {
    const at = pending.get(tag);
    pending.delete(tag);
    return at === undefined ? [] : [at];
  });
  const since = Math.min(...times);
  if (times.length > 0 && performance.now() - since <= VISIBLE_WITHIN_MS) siteMetrics().publishToVisible.observe((performance.now() - since) / 1000);
}
