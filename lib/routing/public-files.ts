import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The URL paths of the files in `public/` (`/enhance.js`, `/images/hero/paris.svg`), read once
 * when the server starts. The proxy answers every other path that looks like a file name
 * (`/missing.txt`, `/da/a.b`) with the 404 page, so such paths never reach a page route, where
 * Next would render and cache a 404 for each of them.
 * @param dir - the public folder (default `public` in the cwd)
 * @returns the paths, or an empty set when there is no such folder
 */
export function readPublicFiles(dir = path.join(process.cwd(), 'public')): Set<string> {
  try {
    // Listed at run time: the ignore comment keeps Turbopack's file tracing from following the
    // dynamic path and listing the whole project in the build's trace.
    return new Set(readdirSync(/* turbopackIgnore: true */ dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`));
  } catch {
    return new Set();
  }
}
