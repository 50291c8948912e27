/**
 * Takes the Next.js client runtime off the prerendered HTML after `next build`, as each route
 * declares in `lib/light-pages/modes.ts` (declared,
 * not guessed). Pages Next regenerates at run time get the same treatment from the cache handler
 * (`lib/light-pages/cache-handler.ts`).
 *
 * Stops the build (exit 1) when
 * - a page route of the build is not declared;
 * - a page of a route declared `none` references a client component of ours in its RSC payload
 *   (it would render but never hydrate);
 * - a page has an inline script the stripper does not know (Next's output changed shape);
 * - a light page's RSC payload yields no client module at all. Every App Router page references
 *   Next's own layout router, so none found means the row format changed and the check above
 *   would pass without looking (docs/next-internals.md).
 *
 * Usage: `tsx scripts/strip-runtime.ts` (reads `NEXT_DIST_DIR`, default `.next`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientComponentsNeedingReact, parseClientReferenceManifest, referencedClientModules } from '../lib/light-pages/client-references';
import { clientRuntimeOf } from '../lib/light-pages/modes';
import { stripRuntime } from '../lib/light-pages/strip';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T;

const appRoutes = readJson<Record<string, string>>('app-path-routes-manifest.json');
const prerendered = readJson<{ routes: Record<string, { srcRoute?: string | null }> }>('prerender-manifest.json').routes;

const problems: string[] = [];
/** Pages of `none` routes that render client components, by route: the first path and a count. */
const hydrationless = new Map<string, { example: string; modules: string[]; pages: number }>();
const pageRoutes = Object.entries(appRoutes).filter(([entry]) => entry.endsWith('/page')).map(([, route]) => route);
for (const route of pageRoutes) {
  if (!clientRuntimeOf(route)) problems.push(`${route}: no client-runtime mode declared in lib/light-pages/modes.ts`);
}

const manifests = new Map<string, ReturnType<typeof parseClientReferenceManifest>>();
function manifestOf(route: string) {
  let manifest = manifests.get(route);
  if (!manifest) {
    manifest = parseClientReferenceManifest(readFileSync(path.join(appDir, route, 'page_client-reference-manifest.js'), 'utf8'));
    manifests.set(route, manifest);
  }
  return manifest;
}

/** Light pages whose RSC payload yielded no client module (see the header). */
const unreadable: string[] = [];
const counts = { none: 0, 'on-use': 0, full: 0 };
let savedBytes = 0;
for (const [pathname, { srcRoute }] of Object.entries(prerendered)) {
  const route = srcRoute ?? pathname;
  const htmlFile = path.join(appDir, `${pathname}.html`);
  // Route handlers (sitemap, robots, favicon) have no HTML.
  if (!pageRoutes.includes(route) || !existsSync(htmlFile)) continue;
  const mode = clientRuntimeOf(route);
  if (!mode) continue;
  counts[mode] += 1;
  if (mode === 'full') continue;
  const rsc = readFileSync(path.join(appDir, `${pathname}.rsc`), 'utf8');
  const referenced = referencedClientModules(rsc, manifestOf(route));
  if (referenced.length === 0) {
    unreadable.push(pathname);
    continue;
  }
  if (mode === 'none') {
    const needing = clientComponentsNeedingReact(referenced);
    if (needing.length > 0) {
      const seen = hydrationless.get(route) ?? { example: pathname, modules: needing, pages: 0 };
      hydrationless.set(route, { ...seen, pages: seen.pages + 1 });
      continue;
    }
  }
  const html = readFileSync(htmlFile, 'utf8');
  const stripped = stripRuntime(html, mode);
  if (stripped === html) continue;
  writeFileSync(htmlFile, stripped);
  savedBytes += html.length - stripped.length;
}

for (const [route, { example, modules, pages }] of hydrationless) {
  problems.push(`${route} is declared none, but ${pages} page(s) (e.g. ${example}) render client components: ${modules.join(', ')}`);
}
/** Problems the route declarations can fix; the unreadable payload below is Next's, not theirs. */
const declarationProblems = problems.length;
if (unreadable.length > 0) {
  problems.push(
    `${unreadable.length} light page(s) (e.g. ${unreadable[0]}) reference no client module in their RSC payload, not even Next's layout router: ` +
      'the RSC row format or the client-reference manifest changed (lib/light-pages/client-references.ts; see docs/next-internals.md)',
  );
}
if (problems.length > 0) {
  console.error(`strip-runtime: the build does not match the declared client-runtime modes:\n- ${problems.join('\n- ')}`);
  if (declarationProblems > 0) console.error('Declare the route in lib/light-pages/modes.ts, or keep client components off pages declared none.');
  process.exit(1);
}
console.log(
  `strip-runtime: ${counts.none} pages without the Next.js runtime, ${counts['on-use']} load it on first use of a form, ${counts.full} as built (${Math.round(savedBytes / 1024)} KB of HTML removed)`,
);
