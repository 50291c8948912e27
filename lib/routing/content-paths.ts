import { LOCALES } from '../i18n/locales';
import { logger } from '../log/logger';

/**
 * The route segments whose pages exist because a document does (a service page or jurisdiction
 * at `/[slug]`, a region at `/global-registration/[region]`): they come and go when editors
 * publish, so the proxy asks the content for them instead of trusting the build.
 * The comparison with one country (`/[locale]/compare/denmark`) exists for each jurisdiction: the
 * proxy checks the countries of `/compare?c=…` against these.
 */
export const CONTENT_ROUTES = new Set(['/[locale]/[slug]', '/[locale]/global-registration/[region]', '/[locale]/compare/[selection]']);

/** The slugs behind the content routes, as `pageSlugsQuery` and `regionSlugsQuery` return them. */
export type ContentSlugs = { pages: readonly { slug: string | null; _type: string }[]; regions: readonly (string | null)[] };

/**
 * Every internal path (`/en/denmark`, `/da/global-registration/europe`) of the content routes.
 * The routes with a folder of their own (contact, pricing, company formation) win over `[slug]`
 * in Next's matching, so their service pages add nothing here.
 */
export function contentPaths({ pages, regions }: ContentSlugs): Set<string> {
  const paths = new Set<string>();
  for (const locale of LOCALES) {
    for (const { slug, _type } of pages) {
      if (!slug) continue;
      paths.add(`/${locale}/${slug}`);
      if (_type === 'jurisdiction') paths.add(`/${locale}/compare/${slug}`);
    }
    for (const region of regions) if (region) paths.add(`/${locale}/global-registration/${region}`);
  }
  return paths;
}

/** Options of {@link createLivePaths}; times in ms. */
export type LivePathsOptions = {
  /** How long a loaded set is used without asking again (default 1000 ms). */
  maxAgeMs?: number;
  /** How long a request waits for a refresh before it uses the previous set (default 2000 ms). */
  timeoutMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  /**
   * When the content last changed, by this clock (a publish tells it, `lib/publish`): a set
   * loaded before that is reloaded at once, whatever its age. Default: never.
   */
  changedAt?: () => number;
  /** What the set holds, for the log line of a failed load (default "the pages"). */
  what?: string;
};

/**
 * A set of paths (or any value read from the content, such as the old addresses of renamed pages) that follows the content: `load` is called again once the last answer is
 * older than `maxAgeMs`, or at once once `changedAt` says the content changed since the last load. Concurrent callers share one load. A request waits for the refresh
 * (so a page published a second ago is found), but at most `timeoutMs`; when loading fails or
 * takes longer, the previous set answers and the failure is logged, so the Content Lake being
 * slow or down never turns into errors or into 404s for pages that existed.
 *
 * @param load - reads the current paths (e.g. from the Content Lake)
 * @param initial - the set to use until the first load succeeds (the build's paths)
 * @returns a function resolving to the current set; it never rejects
 */
export function createLivePaths<T = Set<string>>(load: () => Promise<T>, initial: T, options: LivePathsOptions = {}) {
  const { maxAgeMs = 1000, timeoutMs = 2000, now = Date.now, changedAt = () => Number.NEGATIVE_INFINITY, what = 'the pages' } = options;
  let current = initial;
  let loadedAt = Number.NEGATIVE_INFINITY;
  /** When the load that gave `current` started: what changed after that is not in it. */
  let loadStartedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<T> | null = null;

  return async function livePaths(): Promise<T> {
    if (now() - loadedAt < maxAgeMs && changedAt() < loadStartedAt) return current;
    const startedAt = now();
    pending ??= load()
      .then((paths) => {
        current = paths;
        loadedAt = now();
        loadStartedAt = startedAt;
        return paths;
      })
      .catch((error: unknown) => {
        logger.error({ event: 'content-paths-failed', err: error }, `routing: could not read ${what} from the content source; using the previous list`);
        return current;
      })
      .finally(() => {
        pending = null;
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(current), timeoutMs);
    });
    try {
      return await Promise.race([pending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
