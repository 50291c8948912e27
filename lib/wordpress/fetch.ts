import { CONTENT_CACHE_SECONDS, WORDPRESS_CACHE_TAG } from './cache';
import { readWordPressConfig } from './env';

/** How long one WordPress request may take, headers and body, before it is abandoned (ms). */
export const WORDPRESS_TIMEOUT_MS = 4000;

/** Overrides for tests; the defaults read `WORDPRESS_API_URL` and use the global `fetch`. */
export interface WordPressFetchOptions {
  /** Base URL without trailing slash; default `WORDPRESS_API_URL`. */
  apiUrl?: string;
  /** Default {@link WORDPRESS_TIMEOUT_MS}. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * `GET {WORDPRESS_API_URL}/wp-json/wp/v2/{path}` (docs/requirements.md, §7), e.g. `wordpressFetch('hero-slides?_embed')`.
 * The answer goes through Next's data cache for {@link CONTENT_CACHE_SECONDS} (5 minutes, docs/requirements.md, §9 Timing)
 * under the tag `wordpress`; only `200` answers are cached by Next.
 * @returns the parsed JSON body (unvalidated: see `schemas.ts`).
 * @throws Error `WordPress API error: {status}` for a non-OK answer (docs/requirements.md, §7); an Error naming the
 *   timeout when no complete answer arrives within `timeoutMs`; an Error for malformed JSON,
 *   for a network failure, and when `WORDPRESS_API_URL` is unset or invalid.
 */
export async function wordpressFetch(path: string, options: WordPressFetchOptions = {}): Promise<unknown> {
  const apiUrl = options.apiUrl ?? readWordPressConfig()?.apiUrl;
  if (!apiUrl) throw new Error('WORDPRESS_API_URL is not set');
  const timeoutMs = options.timeoutMs ?? WORDPRESS_TIMEOUT_MS;
  const url = `${apiUrl}/wp-json/wp/v2/${path.replace(/^\/+/, '')}`;
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      next: { revalidate: CONTENT_CACHE_SECONDS, tags: [WORDPRESS_CACHE_TAG] },
    });
    if (!response.ok) throw new Error(`WordPress API error: ${response.status}`);
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new Error(`WordPress API answered malformed JSON for ${path}`, { cause });
    }
  } catch (error) {
    const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`WordPress API timed out after ${timeoutMs} ms for ${path}`, { cause: error });
    }
    throw error;
  }
}
