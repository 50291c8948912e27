import { createEmbeddedSource } from '../content/embedded-source';
import { pageSlugsQuery, redirectsQuery, regionSlugsQuery } from '../content/queries';
import { contentPaths } from './content-paths';
import { redirectPaths, type RedirectPaths } from './redirects';

/**
 * The paths of the content routes on the embedded seed, read from the seed itself: the build
 * prerenders only some jurisdictions (`prerender.ts`), so its list is not all of them.
 * The seed never changes while the server runs, so the set is made once, on first use.
 */
export function embeddedContentPaths(): () => Promise<Set<string>> {
  let paths: Promise<Set<string>> | undefined;
  return () => {
    paths ??= (async () => {
      const source = createEmbeddedSource();
      const [pages, regions] = await Promise.all([
        source.fetch(pageSlugsQuery, {}),
        source.fetch(regionSlugsQuery, {}),
      ]);
      return contentPaths({ pages, regions });
    })();
    return paths;
  };
}

/** The old addresses of renamed pages the seed holds (usually none), read once, on first use. */
export function embeddedRedirectPaths(): () => Promise<RedirectPaths> {
  let paths: Promise<RedirectPaths> | undefined;
  return () => {
    paths ??= (async () => redirectPaths(await createEmbeddedSource().fetch(redirectsQuery, {})))();
    return paths;
  };
}
