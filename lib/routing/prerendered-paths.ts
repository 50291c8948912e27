import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Next's `prerender-manifest.json` read here: one key per prerendered path. */
type PrerenderManifest = { routes: Record<string, unknown> };

/**
 * The internal paths (`/en/denmark`, `/da`) that `next build` prerendered, read from the build's
 * `prerender-manifest.json` in `distDir`. Every visitor route is static and the dynamic segments
 * have `dynamicParams = false`, so this is the whole set of pages the site can answer with 200.
 *
 * @param distDir - Next's build folder (`NEXT_DIST_DIR`, default `.next`), relative to the cwd
 * @returns the set of paths, or `null` when there is no production build to read (`next dev`)
 * @throws Error when the manifest exists but is not what Next writes
 */
export function readPrerenderedPaths(distDir: string): Set<string> | null {
  let text: string;
  try {
    text = readFileSync(path.join(process.cwd(), distDir, 'prerender-manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const manifest = JSON.parse(text) as Partial<PrerenderManifest>;
  if (typeof manifest.routes !== 'object' || manifest.routes === null) {
    throw new Error(`${distDir}/prerender-manifest.json has no "routes": Next's build output changed; see lib/routing/prerendered-paths.ts`);
  }
  return new Set(Object.keys(manifest.routes));
}
