import { PAGE_CACHE_CONTROL } from '@/lib/http/cache-control';
import { isImmutableIndexFile } from '@/lib/search/index-store';
import { searchIndexStore } from '@/lib/search/live-index';

// Read from the store on every request: the index changes on publish (issue 26, part 4).
export const dynamic = 'force-dynamic';

/** Content types of Pagefind's bundle; its index chunks are binary. */
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css; charset=utf-8' };

/**
 * The site search's Pagefind bundle at `/pagefind/…` (issue 16, part 1; issue 26, part 4), from
 * the index store (`lib/search/live-index.ts`): the build's index until the server remakes
 * shards of it on a publish. A shard's files (in a folder named by a hash of its entry) are kept
 * by browsers for a year; the list of shards, the client and its WebAssembly (named by language
 * only) get the pages' `Cache-Control`, so a shared cache in front serves a new index within
 * seconds. 404 for any other path.
 */
export async function GET(_request: Request, { params }: RouteContext<'/pagefind/[...file]'>) {
  const name = (await params).file.join('/');
  const content = await searchIndexStore()
    .read(name)
    .catch(() => null);
  if (!content) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL } });
  const extension = /\.[a-z_]+$/.exec(name)?.[0] ?? '';
  return new Response(content as BodyInit, {
    headers: {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': isImmutableIndexFile(name) ? 'public, max-age=31536000, immutable' : PAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
