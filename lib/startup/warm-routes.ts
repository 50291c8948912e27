import { selfFetch, selfOrigin, untilServing } from '../http/self-origin';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { logger } from '../log/logger';
import { readBuildRoutes, type BuildRoutes } from '../routing/prerendered-paths';

/**
 * Next's on-demand revalidation header (`PRERENDER_REVALIDATE_HEADER` in `next/dist/lib/constants`,
 * what the Pages Router's `res.revalidate()` sends): with the build's preview mode id, Next renders
 * the page again and stores it, skipping the proxy.
 */
export const REVALIDATE_HEADER = 'x-prerender-revalidate';

/**
 * Whether Next rendered a page for a request with {@link REVALIDATE_HEADER}: it then answers
 * `x-nextjs-cache: REVALIDATED` (next/dist/build/templates/app-page-runtime.js, Next 16.4). A 200
 * without it is the stored page served as it was, i.e. Next ignored the header: an internal
 * changed (docs/next-internals.md), and a status code alone would call that a success.
 */
export function renderedAgain(response: Response): boolean {
  return response.status === 200 && response.headers.get('x-nextjs-cache') === 'REVALIDATED';
}

/**
 * What one warm-up did; `ms` is wall-clock time. `failed`: no 200 (an error, or no answer);
 * `unrendered`: a 200 that Next served from its cache without rendering (see {@link renderedAgain}).
 */
export type WarmUpResult = { warmed: string[]; failed: string[]; unrendered: string[]; ms: number };

/**
 * One prerendered page per route segment of the site's pages (`/[locale]`, `/[locale]/[slug]`,
 * `/[locale]/compare/[selection]`, …), the default locale's where there is one, sorted.
 *
 * @param paths - internal path → route segment, as {@link readBuildRoutes} reads them
 */
export function warmUpPaths(paths: BuildRoutes['paths']): string[] {
  const chosen = new Map<string, string>();
  for (const [pathname, route] of paths) {
    if (!route.startsWith('/[locale]')) continue;
    const current = chosen.get(route);
    const isDefault = pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`);
    if (!current || (isDefault && !current.startsWith(`/${DEFAULT_LOCALE}`))) chosen.set(route, pathname);
  }
  return [...chosen.values()].sort();
}

/**
 * Renders one page of each route segment again, one at a time, so the first visitor of a page
 * no build prerendered (a comparison, a country beyond `PRERENDER_JURISDICTIONS`) or of a page a
 * publish made stale does not wait for the server to load and compile the rendering code.
 * The pages are stored as Next stores any
 * regenerated page, with the content as it is now.
 *
 * @param origin - where this instance answers (`selfOrigin`)
 * @param build - the build's routes and preview mode id; without the id nothing is warmed
 * @param fetchPage - GET of one URL; `selfFetch` in the server
 * @returns the paths rendered; those that did not answer 200 (a warning, not an error: the page
 *   is then rendered on its first visit, as without a warm-up); and those Next answered without
 *   rendering (an error: Next no longer honours the header)
 */
export async function warmRoutes(origin: string, build: BuildRoutes, fetchPage: typeof fetch = selfFetch): Promise<WarmUpResult> {
  const started = performance.now();
  const warmed: string[] = [];
  const failed: string[] = [];
  const unrendered: string[] = [];
  const previewModeId = build.previewModeId;
  if (!previewModeId) return { warmed, failed, unrendered, ms: 0 };
  for (const pathname of warmUpPaths(build.paths)) {
    const response = await fetchPage(new URL(pathname, origin), { headers: { [REVALIDATE_HEADER]: previewModeId } }).catch(() => null);
    if (response && renderedAgain(response)) warmed.push(pathname);
    else if (response?.status === 200) unrendered.push(pathname);
    else failed.push(pathname);
  }
  return { warmed, failed, unrendered, ms: performance.now() - started };
}

/** The webhook's route (`app/api/revalidate`). */
const WEBHOOK_PATH = '/api/revalidate';

/**
 * Loads the webhook's route and what it reads with (the content lookups, the search records):
 * an unsigned call, which it refuses with 401 before it reads anything. Without it the first
 * publish after a start waits for that code to load, and the search finds the published page
 * that much later.
 * @returns whether the route answered 401, as a loaded route refuses an unsigned call
 */
export async function warmWebhook(origin: string, fetchPage: typeof fetch = selfFetch): Promise<boolean> {
  const response = await fetchPage(new URL(WEBHOOK_PATH, origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
  return response?.status === 401;
}

/**
 * Waits for this server to answer (up to `attempts` seconds), then {@link warmRoutes}, and
 * {@link warmWebhook} when the webhook is configured (`SANITY_REVALIDATE_SECRET`); logs what it
 * did. A no-op under `next dev` (no self origin, no build).
 */
export async function warmRoutesOnStart(attempts = 60): Promise<void> {
  const origin = selfOrigin();
  const build = readBuildRoutes(process.env.NEXT_DIST_DIR || '.next');
  if (!origin || !build) return;
  if (await untilServing(origin, '/robots.txt', attempts)) {
    const { warmed, failed, unrendered, ms } = await warmRoutes(origin, build);
    const webhook = process.env.SANITY_REVALIDATE_SECRET?.trim() ? await warmWebhook(origin) : null;
    const failures = failed.length > 0 ? `; ${failed.length} did not answer 200 (${failed.join(', ')})` : '';
    const webhookLoaded = webhook === null ? '' : webhook ? '; webhook route loaded' : '; the webhook route did not answer 401';
    // Pages that did not answer are rendered on their first visit, as without a warm-up: a warning.
    logger[failed.length > 0 ? 'warn' : 'info'](
      { event: 'warm-up', segments: warmed.length, ms: Math.round(ms), failed, webhookLoaded: webhook ?? undefined },
      `warm-up: ${warmed.length} route segments rendered in ${(ms / 1000).toFixed(1)} s${failures}${webhookLoaded}`,
    );
    if (unrendered.length > 0) {
      logger.error(
        { event: 'warm-up-unrendered', paths: unrendered },
        `warm-up: Next answered ${unrendered.length} request(s) with ${REVALIDATE_HEADER} from its cache without rendering (${unrendered.join(', ')}); ` +
          'the on-demand revalidation internal changed (see docs/next-internals.md)',
      );
    }
    return;
  }
  logger.error({ event: 'warm-up-skipped', attempts }, `warm-up: ${origin} did not answer in ${attempts} s; the routes were not warmed`);
}

