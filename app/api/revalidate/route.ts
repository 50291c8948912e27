import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { tagsForDocument } from '@/lib/content/revalidation';
import { readSignedWebhook } from '@/lib/content/webhook';
import { markContentChanged } from '@/lib/routing/content-paths';
import { requestSearchIndex } from '@/lib/search/live-index';

/**
 * Sanity webhook for instant publishing (issue 6, part 3): verifies the call
 * (`lib/content/webhook.ts`: signature with `SANITY_REVALIDATE_SECRET`, compared in constant
 * time, timestamp within 5 minutes, body at most 256 KB), then revalidates the cache tags of the
 * changed document's type, then has the site search's index remade from the pages as they are
 * now (`lib/search/live-index.ts`, issue 26, part 4).
 *
 * Answers: 200 `{ revalidated }`; 401 a missing, wrong or stale signature; 413 a body over
 * 256 KB; 400 a malformed body; 503 when the secret is not configured (the log names the
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
  const tags = call.body && typeof call.body === 'object' ? tagsForDocument(call.body as { _type?: unknown }) : [];
  if (tags.length === 0) return NextResponse.json({ error: 'Malformed body: expected { _type }' }, { status: 400 });
  // First the proxy's list of pages, so no request reaches the page of a deleted document.
  markContentChanged();
  // Expired at once rather than stale: the next visitor of a page waits for its new version
  // (a few hundred ms) instead of seeing the old one once more (issue 13: live within 5 s).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const { _type, slug } = call.body as { _type?: unknown; slug?: unknown };
  requestSearchIndex(`${String(_type)} published`, typeof slug === 'string' && /^[a-z0-9-]{1,96}$/.test(slug) ? slug : undefined);
  return NextResponse.json({ revalidated: tags });
}
