import { revalidateTag } from 'next/cache';
import { after, NextResponse, type NextRequest } from 'next/server';
import type { Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { contentSource } from '@/lib/content';
import { missingFlags, tagsForChange, webhookChange } from '@/lib/content/revalidation';
import { isLakeUnavailable } from '@/lib/content/lake-requests';
import { SETTINGS_TAG } from '@/lib/content/tags';
import { readSignedWebhook } from '@/lib/content/webhook';
import { requestLogger } from '@/lib/log/request';
import { markContentChanged } from '@/lib/routing/content-paths';
import { indexPublish, type IndexOutcome } from '@/lib/search/index-pages';
import { expectVisible } from '@/lib/telemetry/publish-visible';
import { inSpan } from '@/lib/telemetry/spans';

/**
 * Sanity webhook for instant publishing: verifies the call
 * (`lib/content/webhook.ts`: signature with `SANITY_REVALIDATE_SECRET`, compared in constant
 * time, timestamp within 5 minutes, body at most 256 KB), then expires the cache tags of the pages
 * that show the changed document (`lib/content/revalidation.ts`: one lookup query against the
 * content as it is now), and writes the site search's records of those pages from the content
 * (`lib/search/index-pages.ts`), without rendering them.
 *
 * Answers: 200 `{ revalidated }`; 401 a missing, wrong or stale signature; 413 a body over
 * 256 KB; 400 a malformed body (no `_type`); 503 when the secret is not configured (the log names the
 * variable, the answer does not). Webhook setup: docs/integrations.md, "Sanity webhook".
 *
 * Logs one `publish` line per accepted call, with the request's id (docs/operations.md, "Logs").
 * Traced, inside Next's request span, as `webhook.verify`, then `webhook.expire` (the lookup and
 * the first expiry, with the tags) and `search.records` (docs/operations.md, "Traces").
 */
export async function POST(request: NextRequest) {
  const received = performance.now();
  const log = requestLogger(request.headers);
  const secret = process.env.SANITY_REVALIDATE_SECRET?.trim();
  if (!secret) {
    log.error({ event: 'webhook-unconfigured' }, 'webhook: SANITY_REVALIDATE_SECRET is not set: refusing webhook calls');
    return NextResponse.json({ error: 'Webhook not configured' }, { status: 503 });
  }
  const call = await inSpan('webhook.verify', {}, async (span) => {
    const verified = await readSignedWebhook(request, secret);
    span.setAttribute('webhook.verified', verified.ok);
    return verified;
  });
  if (!call.ok) return NextResponse.json({ error: call.error }, { status: call.status });
  const parsed = webhookChange.safeParse(call.body);
  if (!parsed.success) {
    // A projection set up before pages were expired by document sends `{ _type, slug }` only: still a publish, so expire
    // every page, and say which setting to update.
    if (call.body && typeof call.body === 'object' && typeof (call.body as { _type?: unknown })._type === 'string') {
      log.error({ event: 'webhook-old-projection' }, 'webhook: the body has no _id: update the webhook projection (docs/integrations.md); expiring every page');
      return inSpan('webhook.expire', { 'webhook.document_type': String((call.body as { _type: string })._type) }, async (span) =>
        revalidate([SETTINGS_TAG], call.body as { _type: string }, log, received, span),
      );
    }
    return NextResponse.json({ error: 'Malformed body: expected { _type, _id }' }, { status: 400 });
  }
  const change = parsed.data;
  const missing = missingFlags(change);
  if (missing.length > 0) {
    log.warn(
      { event: 'webhook-flags-missing', flags: missing, documentType: change._type },
      `webhook: the body has no ${missing.join(', ')}: counted as changed, so this publish expires more than it needs to; paste the projection of docs/integrations.md into the webhook`,
    );
  }
  return inSpan('webhook.expire', { 'webhook.document_type': change._type, 'webhook.document_id': change._id }, async (span) => {
    let tags: string[];
    try {
      tags = await tagsForChange(change, (query, params) => contentSource.fetch(query, params, { fresh: true }));
    } catch (error) {
      // Without the lookup no page is known to be current: expire them all rather than keep one stale.
      log.error({ event: 'webhook-lookup-failed', err: error }, 'webhook: could not read what the published document is shown on; expiring every page');
      tags = [SETTINGS_TAG];
    }
    return revalidate(tags, change, log, received, span);
  });
}

/**
 * How long after the first expiry the same tags are expired once more (ms). A page whose render
 * began before the publish (a visitor's) reads
 * the content as it was, and stored after the first expiry it counts as new: Next marks stale
 * only what was stored before an expiry. Once such renders have ended (a few hundred ms each),
 * the second expiry catches them; pages rendered in between are rendered once more. The
 * publishing tests caught one: the Danish Europe page without the country published a moment
 * after Denmark.
 */
const RENDERS_SETTLE_MS = 1000;

/**
 * How long the search records of a publish wait before a second try when the lake did not answer
 * the first (ms): each of its queries has spent its retries by then, and the records are written
 * in the background, so the wait costs no visitor anything.
 */
const RECORDS_RETRY_MS = 3000;

/**
 * The search records of the pages `tags` expired ({@link indexPublish}), tried once more after
 * {@link RECORDS_RETRY_MS} when the lake did not answer.
 * @throws the second try's error, or the first's when the lake answered it (a bad query, the database)
 */
async function indexPublishOrRetry(tags: string[], listsAfter: Promise<unknown>): Promise<IndexOutcome> {
  try {
    return await indexPublish(tags, undefined, listsAfter);
  } catch (error) {
    if (!isLakeUnavailable(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RECORDS_RETRY_MS));
    return indexPublish(tags, undefined, listsAfter);
  }
}

/**
 * Expires `tags` now and again after {@link RENDERS_SETTLE_MS} (in Next's `after`, which runs
 * the revalidations a callback asks for), and meanwhile writes the search records of the
 * expired pages: a publish is live within 5 s, and found by the search within 2 s. Once both
 * are done, logs the publish's one line (see {@link logPublish}).
 * @param received - when the webhook call arrived (`performance.now()`, ms)
 * @param span - the `webhook.expire` span, told the tags
 */
function revalidate(tags: string[], change: { _type: string; _id?: string }, log: Logger, received: number, span: Span) {
  // First the proxy's list of pages, so no request reaches the page of a deleted document.
  markContentChanged();
  // Expired rather than stale: the next visitor of a page waits for its new version (a few
  // hundred ms) instead of seeing the old one once more (a publish is live within 5 s).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  expectVisible(tags, Date.now() - (performance.now() - received));
  const expiredMs = Math.round(performance.now() - received);
  span.setAttributes({ 'webhook.tags': tags, 'webhook.tag_count': tags.length });
  after(async () => {
    const expireAgain = new Promise((resolve) => setTimeout(resolve, RENDERS_SETTLE_MS)).then(() => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    });
    // The records are read from the content source, not from rendered pages, so no render of
    // before the publish can reach them.
    const search = inSpan('search.records', { 'webhook.tag_count': tags.length }, async (recordsSpan) => {
      const outcome = await indexPublishOrRetry(tags, expireAgain);
      recordsSpan.setAttributes({ 'search.records.read': outcome.records, 'search.records.written': outcome.written, 'search.records.deleted': outcome.deleted });
      return outcome;
    }).then(
      (outcome): PublishSearch => ({ outcome }),
      (error: unknown): PublishSearch => ({ error }),
    );
    const [, searched] = await Promise.all([expireAgain, search]);
    logPublish(log, { change, tags, expiredMs, ms: Math.round(performance.now() - received), search: searched });
  });
  return NextResponse.json({ revalidated: tags });
}

/** What the search records' writing of a publish did, or the error it failed with. */
type PublishSearch = { outcome: IndexOutcome; error?: undefined } | { outcome?: undefined; error: unknown };

/**
 * The publish's one log line, `event: "publish"`: the document's type and id, the cache tags it
 * expired (`tags`, `tagCount`), `expiredMs` (from the call's arrival to the first expiry),
 * `ms` (to the second expiry and the search records both done) and the search records read,
 * written and deleted (`search`, with its own `ms` and `pagesMs`). At level error, with `err`,
 * when the search records were not written.
 */
function logPublish(log: Logger, { change, tags, expiredMs, ms, search }: { change: { _type: string; _id?: string }; tags: string[]; expiredMs: number; ms: number; search: PublishSearch }) {
  const fields = { event: 'publish', documentType: change._type, documentId: change._id, tags, tagCount: tags.length, expiredMs, ms };
  const expired = `publish: ${change._type} expired ${tags.length} cache tag${tags.length === 1 ? '' : 's'} in ${expiredMs} ms`;
  if (search.outcome) {
    const { records, written, deleted, ms: searchMs, pagesMs } = search.outcome;
    log.info(
      { ...fields, search: { records, written, deleted, ms: searchMs, pagesMs } },
      `${expired}; search: ${records} records read, ${written} written, ${deleted} deleted in ${searchMs} ms${pagesMs === undefined ? '' : ` (its own pages in ${pagesMs} ms)`}; done in ${ms} ms`,
    );
  } else {
    log.error({ ...fields, err: search.error }, `${expired}; search: the records were not written; done in ${ms} ms`);
  }
}
