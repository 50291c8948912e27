import { createClient } from '@sanity/client';
import { clientConfig, type SanityConfig } from '../content/env';
import { pageSlugsQuery, regionSlugsQuery } from '../content/queries';
import { contentPaths } from './content-paths';

/**
 * Reads the paths of the content routes from the Content Lake: the published service pages,
 * jurisdictions and regions, straight from the API (not the CDN, whose answers may lag a
 * publish), uncached. Used by the proxy through `createLivePaths`.
 * @throws when the Content Lake cannot be reached or answers an error
 */
export function sanityContentPaths(config: SanityConfig): () => Promise<Set<string>> {
  const client = createClient({ ...clientConfig(config), useCdn: false, perspective: 'published' });
  return async () => {
    const [pages, regions] = await Promise.all([
      client.fetch(pageSlugsQuery, {}, { cache: 'no-store' }),
      client.fetch(regionSlugsQuery, {}, { cache: 'no-store' }),
    ]);
    return contentPaths({ pages, regions });
  };
}
