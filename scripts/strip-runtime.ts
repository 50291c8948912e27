/**
 * Takes the Next.js client runtime off the prerendered HTML, after `next build` (issue 7: a
 * content page ships at most half the client JavaScript of a default Next.js page, and
 * Lighthouse's simulated mobile LCP stays under 1.2 s on every template).
 *
 * Content pages and the 404 have no client components: their widgets are server-rendered markup
 * that `public/enhance.js` enhances (`components/enhance/`); they lose the runtime entirely.
 * Pages with a `<form>` (contact, company formation) are React client components: their runtime
 * is deferred, loaded by `components/enhance/runtime.ts` when the visitor first reaches for the
 * form. The Studio and Next's own error page are left as built. See `./lib/strip-runtime.ts`
 * for what is cut; an unknown inline script stops the build, so a change in Next's output
 * cannot slip through half-stripped.
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
let deferred = 0;
let savedBytes = 0;
for (const file of files) {
  const full = path.join(appDir, file);
  const html = readFileSync(full, 'utf8');
  const result = stripRuntime(html);
  if (result.mode === 'deferred') deferred += 1;
  else stripped += 1;
  if (result.html === html) continue;
  writeFileSync(full, result.html);
  savedBytes += html.length - result.html.length;
}
console.log(
  `strip-runtime: ${stripped} pages without the Next.js runtime, ${deferred} form pages load it on first use (${Math.round(savedBytes / 1024)} KB of HTML removed)`,
);
