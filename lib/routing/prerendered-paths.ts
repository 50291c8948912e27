import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Next's `prerender-manifest.json` read here. */
type PrerenderManifest = {
  routes: Record<string, { srcRoute?: string | null }>;
  preview?: { previewModeId?: string };
};

/** What the proxy needs of a production build. */
export type BuildRoutes = {
  /** Internal path (`/en/denmark`, `/da`) → the route segment that rendered it (`/[locale]/[slug]`). */
  paths: Map<string, string>;
  /** The value of a valid draft-mode cookie (`__prerender_bypass`) for this build, if any. */
  previewModeId: string | undefined;
};

/**
 * Reads the paths `next build` prerendered, with their routes, from the build's
 * `prerender-manifest.json` in `distDir`.
 *
 * @param distDir - Next's build folder (`NEXT_DIST_DIR`, default `.next`), relative to the cwd
 * @returns the routes, or `null` when there is no production build to read (`next dev`)
 * @throws Error when the manifest exists but is not what Next writes
 */
export function readBuildRoutes(distDir: string): BuildRoutes | null {
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
  const paths = new Map(Object.entries(manifest.routes).map(([pathname, route]) => [pathname, route.srcRoute ?? pathname]));
  return { paths, previewModeId: manifest.preview?.previewModeId };
}
