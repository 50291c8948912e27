import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { clientConfig, type SanityConfig } from './env';

/**
 * A client of the configured project's published documents, straight from the API (not the
 * CDN, whose answers may lag a publish). `extra` adds a token (to write, or to read what only
 * token holders see) or `maxRetries` (0 where the caller decides about retries itself).
 *
 * Its own module rather than `./env.ts`: `next.config.ts` reads the Sanity variables through
 * `env.ts`, and would load `@sanity/client` with them.
 */
export function publishedClient(config: SanityConfig, extra: Pick<ClientConfig, 'token' | 'maxRetries'> = {}): SanityClient {
  return createClient({ ...clientConfig(config), useCdn: false, perspective: 'published', ...extra });
}
