import { loopbackFetch, loopbackOrigin, untilServing } from '../http/loopback';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { readBuildRoutes, type BuildRoutes } from '../routing/prerendered-paths';

/**
 * Next's on-demand revalidation header (`PRERENDER_REVALIDATE_HEADER` in `next/dist/lib/constants`,
 * what the Pages Router's `res.revalidate()` sends): with the build's preview mode id, Next renders
 * the page again and stores it, skipping the proxy.
 */
export const REVALIDATE_HEADER = 'x-prerender-revalidate';

/** What one warm-up did; `ms` is wall-clock time. */
export type WarmUpResult = { warmed: string[]; failed: string[]; ms: number };

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
 * publish made stale does not wait for the server to load and compile the rendering code: about
 * 300 ms on this machine (issue 26, part 3). The pages are stored as Next stores any
 * regenerated page, with the content as it is now.
 *
 * @param origin - where this instance answers (`loopbackOrigin`)
 * @param build - the build's routes and preview mode id; without the id nothing is warmed
 * @param fetchPage - GET of one URL; `loopbackFetch` in the server
 * @returns the paths rendered, and those that did not answer 200 (a warning, not an error:
 *   the page is then rendered on its first visit, as without a warm-up)
 */
export async function warmRoutes(origin: string, build: BuildRoutes, fetchPage: typeof fetch = loopbackFetch): Promise<WarmUpResult> {
  const started = performance.now();
  const warmed: string[] = [];
  const failed: string[] = [];
  const previewModeId = build.previewModeId;
  if (!previewModeId) return { warmed, failed, ms: 0 };
  for (const pathname of warmUpPaths(build.paths)) {
    const response = await fetchPage(new URL(pathname, origin), { headers: { [REVALIDATE_HEADER]: previewModeId } }).catch(() => null);
    if (response?.status === 200) warmed.push(pathname);
    else failed.push(pathname);
  }
  return { warmed, failed, ms: performance.now() - started };
}

/**
 * Waits for this server to answer (up to `attempts` seconds), then {@link warmRoutes} and logs
 * what it did. A no-op under `next dev` (no loopback origin, no build).
 */
export async function warmRoutesOnStart(attempts = 60): Promise<void> {
  const origin = loopbackOrigin();
  const build = readBuildRoutes(process.env.NEXT_DIST_DIR || '.next');
  if (!origin || !build) return;
  if (await untilServing(origin, '/robots.txt', attempts)) {
    const { warmed, failed, ms } = await warmRoutes(origin, build);
    const failures = failed.length > 0 ? `; ${failed.length} did not answer 200 (${failed.join(', ')})` : '';
    console.log(`warm-up: ${warmed.length} route segments rendered in ${(ms / 1000).toFixed(1)} s${failures}`);
    return;
  }
  console.error(`warm-up: ${origin} did not answer in ${attempts} s; the routes were not warmed`);
}

