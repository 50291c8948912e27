/**
 * Removes the Next.js client runtime from the prerendered HTML of content pages, after
 * `next build` (issue 7: a content page ships at most half the client JavaScript of a default
 * Next.js page, and Lighthouse's simulated mobile LCP stays under 1.2 s).
 *
 * Content pages have no client components: their widgets are server-rendered markup that
 * `public/enhance.js` enhances (`components/enhance/`). The runtime on them would only hydrate
 * static markup and prefetch routes. Pages with a `<form>` (contact, company formation) keep it:
 * their forms are React client components. The Studio keeps it.
 *
 * Removed: `<script src="/_next/…">`, `<link rel="preload" as="script" href="/_next/…">`, and the
 * inline bootstrap and RSC payload scripts (`self.__next_f`, Turbopack's `_R_`). Kept: JSON-LD
 * and every other `<script src>`. An unknown inline script stops the build, so a change in
 * Next's output cannot slip through half-stripped.
 *
 * Pages that Next regenerates at run time (on-demand revalidation, WordPress ISR) come back
 * with the runtime; they still work, as the enhancement script runs on them too.
 *
 * Usage: `tsx scripts/strip-runtime.ts` (reads `NEXT_DIST_DIR`, default `.next`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripRuntime } from './lib/strip-runtime';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');

/** Routes left as Next built them: the Studio (a React app) and Next's own error page. */
const KEEP = new Set(['studio', '_global-error']);

const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .filter((file) => !KEEP.has(file.replace(/\.html$/, '').split(path.sep)[0] ?? ''));

let stripped = 0;
let kept = 0;
let savedBytes = 0;
for (const file of files) {
  const full = path.join(appDir, file);
  const html = readFileSync(full, 'utf8');
  const result = stripRuntime(html);
  if (result === null) {
    kept += 1;
    continue;
  }
  writeFileSync(full, result);
  stripped += 1;
  savedBytes += html.length - result.length;
}
console.log(
  `strip-runtime: ${stripped} pages without the Next.js runtime (${Math.round(savedBytes / 1024)} KB of HTML removed), ${kept} form pages keep it`,
);
