/**
 * Builds the site search's first index (issue 16, part 1) with Pagefind from the pages `next build`
 * prerendered, after `scripts/strip-runtime.ts`, in shards (`lib/search/write-index.ts`, issue 39)
 * into `<NEXT_DIST_DIR>/search-index/`, where
 * `app/pagefind/[...file]` serves it and `/search.js` loads it (`components/widgets/site-search/`). The
 * server remakes it from the pages it serves when content changes and at start when it misses
 * pages the build did not prerender (`lib/search/live-index.ts`, issue 26, part 4). Pagefind reads each page's
 * `<html lang>` and writes one index per language, so a visitor searches the pages of their
 * locale; it indexes what is inside `data-pagefind-body` (the `<main>` of every page but the
 * 404 and `/search`), so header and footer text never match.
 *
 * Indexed: every prerendered page except the 404, `/search` and the one-country comparisons, at
 * its public URL (`/en/denmark` -> `/denmark`), from the part of the page the server's remakes
 * read (`indexedPart`), which is kept with the index. The manifest records the content's
 * revision (`lib/content/revision.ts`), so a server starting on content nobody has published
 * since serves this index instead of making it again (issue 39, part 2). The revision is read
 * after the pages were rendered: a publish during the build leaves the prerendered pages as
 * stale as their index, until the webhook's next revalidation reaches both.
 *
 * Usage: `tsx scripts/build-search-index.ts` (reads `NEXT_DIST_DIR`, default `.next`).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import * as pagefind from 'pagefind';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { indexedPart } from '../lib/search/indexer';
import { readBuildRoutes } from '../lib/routing/prerendered-paths';
import { folderIndexStore } from '../lib/search/index-store';
import { buildIndexFolder } from '../lib/search/live-index';
import { writeIndex } from '../lib/search/write-index';

// The content source's variables as `next build` read them, `.env*` files included.
// A CommonJS module: its named exports come through the default one under ESM.
nextEnv.loadEnvConfig(process.cwd());
const { readContentRevision } = await import('../lib/content/revision');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const outputPath = buildIndexFolder();
// Where builds before issue 26 wrote it: Next refuses a public file beside the route that serves it now.
rmSync(path.join('public', 'pagefind'), { recursive: true, force: true });
const build = readBuildRoutes(distDir);
if (!build) throw new Error(`${distDir}/prerender-manifest.json not found: run next build first`);

/** Routes whose pages are not search results. */
const SKIPPED_ROUTES = new Set(['/[locale]/page-not-found', '/[locale]/search', '/[locale]/compare/[selection]', '/_not-found', '/_global-error']);

/** `/en/denmark` -> `/denmark`, `/en` -> `/`, `/da/denmark` stays. */
function publicUrl(pathname: string): string {
  if (pathname === `/${DEFAULT_LOCALE}`) return '/';
  return pathname.startsWith(`/${DEFAULT_LOCALE}/`) ? pathname.slice(DEFAULT_LOCALE.length + 1) : pathname;
}

const started = Date.now();
const contentRevision = await readContentRevision();
const pages = new Map<string, string>();
for (const [pathname, route] of build.paths) {
  if (SKIPPED_ROUTES.has(route) || !route.startsWith('/[locale]')) continue;
  let content: string;
  try {
    content = readFileSync(path.join(distDir, 'server', 'app', `${pathname}.html`), 'utf8');
  } catch {
    continue; // a route without HTML (e.g. a file route)
  }
  const part = indexedPart(content);
  // A page with nothing marked for search, as Pagefind would skip it.
  if (part !== null) pages.set(publicUrl(pathname), part);
}
rmSync(outputPath, { recursive: true, force: true });
const { shards } = await writeIndex({ store: folderIndexStore(outputPath), pages, contentRevision });
await pagefind.close();
console.log(`${path.relative(process.cwd(), outputPath)}: ${pages.size} pages indexed in ${shards.length} shards in ${((Date.now() - started) / 1000).toFixed(1)} s`);
