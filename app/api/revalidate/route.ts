import type { NextRequest } from 'next/server';
import { handlePublishWebhook } from '@/lib/publish';

/**
 * Sanity's webhook for instant publishing: the whole publish (verify, expire, search records,
 * log) is `lib/publish`'s. Answers and logs: docs/integrations.md, "Sanity webhook".
 */
export function POST(request: NextRequest): Promise<Response> {
  return handlePublishWebhook(request);
}
