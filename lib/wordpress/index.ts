import { logger } from '../log/logger';
import { readWordPressConfig } from './env';
import { wordpressFetch, type WordPressFetchOptions } from './fetch';
import { mapAbout, mapServices, mapSlides, type WordPressService, type WordPressSlide, type WordPressStats } from './mappers';
import { parseList, wpAboutPageSchema, wpHeroSlideSchema, wpServiceSchema } from './schemas';

export { CONTENT_CACHE_SECONDS, WORDPRESS_CACHE_TAG } from './cache';
export { readWordPressConfig } from './env';
export { DEFAULT_STATS, withStatValues, type WordPressService, type WordPressSlide, type WordPressStats } from './mappers';

/**
 * The home page's WordPress content. A part is `undefined` when its request failed (non-OK
 * answer, timeout, malformed JSON, wrong shape) or, for `stats`, when there is no about page.
 */
export interface WordPressHome {
  slides: WordPressSlide[] | undefined;
  stats: WordPressStats | undefined;
  services: WordPressService[] | undefined;
}

/** Runs one part; on any error logs it (docs/requirements.md, §8, event `wordpress-unavailable`) and returns `undefined`. */
async function part<T>(name: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    logger.error({ event: 'wordpress-unavailable', part: name, err: error }, `WordPress: ${name} unavailable, using the fallback content`);
    return undefined;
  }
}

/**
 * Hero slides, about statistics and services from WordPress (docs/requirements.md, §3, §7: `hero-slides?_embed`,
 * `pages?slug=about&_embed`, `services?_embed`), requested in parallel, each cached 5 minutes.
 * Lists may be empty; the caller decides on fallbacks.
 * @param options test overrides (base URL, timeout, fetch); default reads `WORDPRESS_API_URL`.
 * @returns `null` when `WORDPRESS_API_URL` is unset (or invalid, which is logged); never throws.
 */
export async function getWordPressHome(options: WordPressFetchOptions = {}): Promise<WordPressHome | null> {
  let apiUrl = options.apiUrl;
  if (!apiUrl) {
    try {
      apiUrl = readWordPressConfig()?.apiUrl;
    } catch (error) {
      logger.error({ event: 'wordpress-disabled', err: error }, 'WordPress: disabled, WORDPRESS_API_URL is invalid');
      return null;
    }
  }
  if (!apiUrl) return null;
  const fetchOptions = { ...options, apiUrl };
  const [slides, stats, services] = await Promise.all([
    part('hero slides', async () =>
      mapSlides(parseList(wpHeroSlideSchema, await wordpressFetch('hero-slides?_embed', fetchOptions), 'hero-slides')),
    ),
    part('about page', async () =>
      mapAbout(parseList(wpAboutPageSchema, await wordpressFetch('pages?slug=about&_embed', fetchOptions), 'pages')),
    ),
    part('services', async () =>
      mapServices(parseList(wpServiceSchema, await wordpressFetch('services?_embed', fetchOptions), 'services')),
    ),
  ]);
  return { slides, stats, services };
}
