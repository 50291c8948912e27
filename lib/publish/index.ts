import type { Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { contentSource } from '../content';
import { missingFlags, tagsForChange, webhookChange, type WebhookChange } from '../content/revalidation';
import { SETTINGS_TAG } from '../content/tags';
import { readSignedWebhook } from '../content/webhook';
import { requestLogger } from '../log/request';
import { inSpan } from '../telemetry/spans';
import { expirePublished, type Publish } from './expire';
import { recordRename } from './record-rename';

/**
 * The publish path (docs/decisions/0009-publish-to-page.md), whole: Sanity's webhook call in,
 * its answer out. Verifies the call (`lib/content/webhook.ts`: signature with
 * `SANITY_REVALIDATE_SECRET`, compared in constant time, timestamp within 5 minutes, body at most
 * 256 KB), finds the cache tags of the pages that show the changed document
 * (`lib/content/revalidation.ts`: one lookup query against the content as it is now), expires
 * them and writes the site search's records of those pages from the content, without rendering
 * them (`./expire.ts`). A changed slug leaves a redirect from the page's old address
 * (`./record-rename.ts`).
 *
 * Answers: 200 `{ revalidated }`; 401 a missing, wrong or stale signature; 413 a body over
 * 256 KB; 400 a malformed body (no `_type`); 503 when the secret is not configured (the log names
 * the variable, the answer does not). Webhook setup: docs/integrations.md, "Sanity webhook".
 *
 * Logs one `publish` line per accepted call, with the request's id (docs/operations.md, "Logs").
 * Traced, inside Next's request span, as `webhook.verify`, then `webhook.expire` (the lookup and
 * the first expiry, with the tags) and `search.records` (docs/operations.md, "Traces").
 * Must run inside a request of Next (it expires tags and runs work after the answer). The proxy
 * learns of each publish from `./content-changed.ts`, whose one import is the process-wide slot
 * it keeps the time in (`lib/process/singleton.ts`, which imports nothing), so the proxy's bundle
 * stays free of the rest.
 */
export async function handlePublishWebhook(request: Request): Promise<Response> {
  const received = performance.now();
  const log = requestLogger(request.headers);
  const secret = process.env.SANITY_REVALIDATE_SECRET?.trim();
  if (!secret) {
    log.error({ event: 'webhook-unconfigured' }, 'webhook: SANITY_REVALIDATE_SECRET is not set: refusing webhook calls');
    return Response.json({ error: 'Webhook not configured' }, { status: 503 });
  }
  const call = await inSpan('webhook.verify', {}, async (span) => {
    const verified = await readSignedWebhook(request, secret);
    span.setAttribute('webhook.verified', verified.ok);
    return verified;
  });
  if (!call.ok) return Response.json({ error: call.error }, { status: call.status });
  const parsed = webhookChange.safeParse(call.body);
  if (parsed.success) return publishChange(parsed.data, log, received);
  // A projection set up before pages were expired by document sends `{ _type, slug }` only:
  // still a publish, so expire every page, and say which setting to update.
  const type = (call.body as { _type?: unknown } | null)?._type;
  if (typeof type !== 'string') return Response.json({ error: 'Malformed body: expected { _type, _id }' }, { status: 400 });
  log.error({ event: 'webhook-old-projection' }, 'webhook: the body has no _id: update the webhook projection (docs/integrations.md); expiring every page');
  return inSpan('webhook.expire', { 'webhook.document_type': type }, async (span) => expireAll({ _type: type }, log, received, span));
}

/** Expires the pages that show `change` (every page when the lookup fails), and answers with the tags. */
function publishChange(change: WebhookChange, log: Logger, received: number): Promise<Response> {
  const missing = missingFlags(change);
  if (missing.length > 0) {
    log.warn(
      { event: 'webhook-flags-missing', flags: missing, documentType: change._type },
      `webhook: the body has no ${missing.join(', ')}: counted as changed, so this publish expires more than it needs to; paste the projection of docs/integrations.md into the webhook`,
    );
  }
  return inSpan('webhook.expire', { 'webhook.document_type': change._type, 'webhook.document_id': change._id }, async (span) => {
    // Recorded before the expiry tells the proxy the content changed, so its next reload finds
    // the old address's redirect along with the new address's page.
    const renamed = recordRename(change, log);
    let tags: string[] | null = null;
    try {
      tags = await tagsForChange(change, (query, params) => contentSource.fetch(query, params, { fresh: true }));
    } catch (error) {
      // Without the lookup no page is known to be current: expire them all rather than keep one stale.
      log.error({ event: 'webhook-lookup-failed', err: error }, 'webhook: could not read what the published document is shown on; expiring every page');
    }
    await renamed;
    if (!tags) return expireAll(change, log, received, span);
    expirePublished({ change, tags, everyPage: false, received, log, span });
    return Response.json({ revalidated: tags });
  });
}

/** A publish whose pages are unknown: every page expires (the tag every query carries), and every page's search record is written again. */
function expireAll(change: Publish['change'], log: Logger, received: number, span: Span): Response {
  const tags = [SETTINGS_TAG];
  expirePublished({ change, tags, everyPage: true, received, log, span });
  return Response.json({ revalidated: tags });
}
