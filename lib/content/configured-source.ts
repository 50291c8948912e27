import { createEmbeddedSource } from './embedded-source';
import { readSanityConfig } from './env';
import { createSanitySource } from './sanity-source';
import type { ContentSource } from './source';

/**
 * The seed, evaluated in-process: the default source, and the home page's built-in content
 * behind a WordPress home page.
 */
export const embeddedSource: ContentSource = createEmbeddedSource();

/**
 * The configured source: Sanity's Content Lake when `NEXT_PUBLIC_SANITY_PROJECT_ID` is set, else
 * {@link embeddedSource}. A module of its own, free of React and Next's request APIs, so the
 * search index (lib/search) and build scripts read the same source as the pages.
 * @throws Error naming the Sanity variable that is malformed (see `env.ts`), when first imported
 */
export const contentSource: ContentSource = (() => {
  const config = readSanityConfig();
  return config ? createSanitySource(config) : embeddedSource;
})();
