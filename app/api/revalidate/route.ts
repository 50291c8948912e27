import { revalidateTag } from 'next/cache';
import { after, NextResponse, type NextRequest } from 'next/server';
import { contentSource } from '@/lib/content';
import { tagsForChange, webhookChange } from '@/lib/content/revalidation';
import { SETTINGS_TAG } from '@/lib/content/tags';
import { readSignedWebhook } from '@/lib/content/webhook';
import { markContentChanged } from '@/lib/routing/content-paths';
import { indexPublish } from '@/lib/search/index-pages';

/**
 * Sanity webhook for instant publishing (issue 6, part 3): verifies the call
 * (`lib/content/webhook.ts`: signature with `SANITY_REVALIDATE_SECRET`, compared in constant
 * time, timestamp within 5 minutes, body at most 256 KB), then expires the cache tags of the pages
 * that show the changed document (`lib/content/revalidation.ts`: one lookup query against the
 * content as it is now), and writes the site search's records of those pages from the content
 * (`lib/search/index-pages.ts`), without rendering them.
 *
 * Answers: 200 `{ revalidated }`; 401 a missing, wrong or stale signature; 413 a body over
 * 256 KB; 400 a malformed body (no `_type`); 503 when the secret is not configured (the log names the
 * variable, the answer does not). Webhook setup: docs/integrations.md, "Sanity webhook".
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET?.trim();
  if (!secret) {
    console.error('SANITY_REVALIDATE_SECRET is not set: refusing webhook calls');
    return NextResponse.json({ error: 'Webhook not configured' }, { status: 503 });
  }
  const call = await readSignedWebhook(request, secret);
  if (!call.ok) return NextResponse.json({ error: call.error }, { status: call.status });
  const parsed = webhookChange.safeParse(call.body);
  if (!parsed.success) {
    // The projection before issue 39 sent `{ _type, slug }` only: still a publish, so expire
    // every page, and say which setting to update.
    if (call.body && typeof call.body === 'object' && typeof (call.body as { _type?: unknown })._type === 'string') {
      console.error('Sanity webhook body has no _id: update the webhook projection (docs/integrations.md); expiring every page');
      return revalidate([SETTINGS_TAG], call.body as { _type: string });
    }
    return NextResponse.json({ error: 'Malformed body: expected { _type, _id }' }, { status: 400 });
  }
  let tags: string[];
  try {
    tags = await tagsForChange(parsed.data, (query, params) => contentSource.fetch(query, params, { fresh: true }));
  } catch (error) {
    // Without the lookup no page is known to be current: expire them all rather than keep one stale.
    console.error('Could not read what the published document is shown on; expiring every page.', error);
    tags = [SETTINGS_TAG];
  }
  return revalidate(tags, parsed.data);
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
 * Expires `tags` now and again after {@link RENDERS_SETTLE_MS} (in Next's `after`, which runs
 * the revalidations a callback asks for), and meanwhile writes the search records of the
 * expired pages: a publish is live within 5 s, and found by the search within 2 s.
 */
function revalidate(tags: string[], change: { _type: string }) {
  // First the proxy's list of pages, so no request reaches the page of a deleted document.
  markContentChanged();
  // Expired rather than stale: the next visitor of a page waits for its new version (a few
  // hundred ms) instead of seeing the old one once more (issue 13: live within 5 s).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  after(async () => {
    const expireAgain = new Promise((resolve) => setTimeout(resolve, RENDERS_SETTLE_MS)).then(() => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    });
    // The records are read from the content source, not from rendered pages, so no render of
    // before the publish can reach them.
    const search = indexPublish(tags, undefined, expireAgain).then(
      ({ records, written, deleted, ms, pagesMs }) =>
        console.log(`search: ${change._type} published, ${records} records read, ${written} written, ${deleted} deleted in ${ms} ms${pagesMs === undefined ? '' : ` (its own pages in ${pagesMs} ms)`}`),
      (error: unknown) => console.error(`search: the records of the ${change._type} published were not written: ${error instanceof Error ? error.message : String(error)}`),
    );
    await Promise.all([expireAgain, search]);
  });
  return NextResponse.json({ revalidated: tags });
}
