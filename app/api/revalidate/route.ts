import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { tagsForDocument } from '@/lib/content/revalidation';

/**
 * Sanity webhook for instant publishing (issue 6, part 3): verifies the signature with
 * `SANITY_REVALIDATE_SECRET`, then revalidates the cache tags of the changed document's type.
 * Answers 401 to a missing or bad signature, 400 to a malformed body, 500 when the secret is
 * not configured. Webhook setup: see README, "Instant publishing".
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret) {
    console.error('SANITY_REVALIDATE_SECRET is not set: refusing webhook calls');
    return NextResponse.json({ error: 'SANITY_REVALIDATE_SECRET is not set' }, { status: 500 });
  }
  let parsed: Awaited<ReturnType<typeof parseBody<{ _type?: unknown }>>>;
  try {
    // No wait for the Content Lake's eventual consistency (next-sanity's default, 3 s): pages
    // read the API, not its CDN, which has the publish once the webhook fires.
    parsed = await parseBody<{ _type?: unknown }>(request, secret, false);
  } catch {
    return NextResponse.json({ error: 'Malformed body: expected JSON' }, { status: 400 });
  }
  if (!parsed.isValidSignature) return NextResponse.json({ error: 'Invalid signature' }, { status: 401 });
  const tags = parsed.body ? tagsForDocument(parsed.body) : [];
  if (tags.length === 0) return NextResponse.json({ error: 'Malformed body: expected { _type }' }, { status: 400 });
  // Expired at once rather than stale: the next visitor of a page waits for its new version
  // (a few hundred ms) instead of seeing the old one once more (issue 13: live within 5 s).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
