import { createClient, type SanityClient } from '@sanity/client';
import type { SanityConfig } from './env';
import type { ContentSource, QueryParams } from './source';

/**
 * Reads published content from Sanity's Content Lake through the CDN (no token: published
 * documents are public). Results are cached in Next's data cache under `tags`, so a
 * revalidation webhook can refresh the pages that use a document.
 */
export function createSanitySource(config: SanityConfig, client?: SanityClient): ContentSource {
  const sanity =
    client ??
    createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      useCdn: true,
      perspective: 'published',
    });
  return {
    name: `sanity:${config.projectId}/${config.dataset}`,
    fetch<Result>(query: string, params: QueryParams, options?: { tags?: string[] }): Promise<Result> {
      return sanity.fetch<Result>(query, params, {
        next: { revalidate: false, tags: options?.tags ?? ['sanity'] },
      });
    },
  };
}
