import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import type { Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { expectVisible } from '../telemetry/publish-visible';
import { markContentChanged } from './content-changed';
import { logPublish } from './publish-log';
import { writePublishRecords, type RecordsScope } from './search-records';

/**
 * How long after the first expiry the same tags are expired once more (ms). A page whose render
 * began before the publish (a visitor's) reads the content as it was, and stored after the first
 * expiry it counts as new: Next marks stale only what was stored before an expiry. Once such
 * renders have ended (a few hundred ms each), the second expiry catches them; pages rendered in
 * between are rendered once more.
 */
const RENDERS_SETTLE_MS = 1000;

/** A verified publish: what changed, the cache tags it expires, and when its call arrived. */
export type Publish = {
  /** The published document: its type, and its id unless an old webhook projection left it out. */
  change: { _type: string; _id?: string };
  tags: readonly string[];
  /** Whether what changed is unknown (an old projection, a failed lookup): every page's records are written again. */
  everyPage: boolean;
  /** When the webhook call arrived (`performance.now()`, ms). */
  received: number;
  log: Logger;
  /** The `webhook.expire` span, told the tags. */
  span: Span;
};

/**
 * Makes a publish live: tells the proxy the content changed, expires the tags now and again after
 * {@link RENDERS_SETTLE_MS} (in Next's `after`, which runs the revalidations a callback asks for),
 * starts the clock of `publish_to_visible_seconds`, and meanwhile writes the search records of
 * the expired pages (`./search-records.ts`): a publish is live within 5 s, and found by the
 * search within 2 s. Once both are done, logs the publish's one line (`./publish-log.ts`).
 * Must run inside a request of Next (`after`).
 */
export function expirePublished({ change, tags, everyPage, received, log, span }: Publish): void {
  // First the proxy's list of pages, so no request reaches the page of a deleted document.
  markContentChanged();
  // Expired rather than stale: the next visitor of a page waits for its new version (a few
  // hundred ms) instead of seeing the old one once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  expectVisible(tags, Date.now() - (performance.now() - received));
  const expiredMs = Math.round(performance.now() - received);
  span.setAttributes({ 'webhook.tags': [...tags], 'webhook.tag_count': tags.length });
  const scope: RecordsScope = { tags, everyPage };
  after(async () => {
    const expireAgain = new Promise((resolve) => setTimeout(resolve, RENDERS_SETTLE_MS)).then(() => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    });
    // The records are read from the content source, not from rendered pages, so no render of
    // before the publish can reach them.
    const [, search] = await Promise.all([expireAgain, writePublishRecords(scope, expireAgain)]);
    logPublish(log, { change, tags, expiredMs, ms: Math.round(performance.now() - received), search });
  });
}
