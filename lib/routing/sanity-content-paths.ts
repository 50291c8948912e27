import type { SanityConfig } from '../content/env';
import { publishedClient } from '../content/published-client';
import { pageSlugsQuery, redirectsQuery, regionSlugsQuery } from '../content/queries';
import { contentPaths } from './content-paths';
import { redirectPaths, type RedirectPaths } from './redirects';

/**
 * Reads the paths of the content routes from the Content Lake: the published service pages,
 * jurisdictions and regions, uncached. Used by the proxy through `createLivePaths`.
 * @throws when the Content Lake cannot be reached or answers an error
 */
export function sanityContentPaths(config: SanityConfig): () => Promise<Set<string>> {
  const client = publishedClient(config);
  return async () => {
    const [pages, regions] = await Promise.all([
      client.fetch(pageSlugsQuery, {}, { cache: 'no-store' }),
      client.fetch(regionSlugsQuery, {}, { cache: 'no-store' }),
    ]);
    return contentPaths({ pages, regions });
  };
}

/**
 * Reads the old addresses of renamed pages from the Content Lake (`redirect` documents, see
 * `./redirects.ts`), uncached. Used by the proxy through `createLivePaths`.
 * @throws when the Content Lake cannot be reached or answers an error
 */
export function sanityRedirectPaths(config: SanityConfig): () => Promise<RedirectPaths> {
  const client = publishedClient(config);
  return async () => redirectPaths(await client.fetch(redirectsQuery, {}, { cache: 'no-store' }));
}
