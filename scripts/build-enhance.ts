/**
 * Bundles the progressive-enhancement script (`components/enhance/index.ts`) into
 * `public/enhance.js`, the one script content pages load (issue 7). Runs before `next dev` and
 * `next build`; `--watch` rebuilds on change.
 *
 * Usage: `tsx scripts/build-enhance.ts [--watch]`
 */
import { build, context, type BuildOptions } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const OUTFILE = 'public/enhance.js';

const options: BuildOptions = {
  entryPoints: ['components/enhance/index.ts'],
  outfile: OUTFILE,
  bundle: true,
  format: 'esm',
  minify: true,
  // Browsers with native `<details name>` and `:has()` (Baseline 2024) run it as a module.
  target: ['chrome120', 'firefox130', 'safari17.2'],
  tsconfig: 'tsconfig.json',
  legalComments: 'none',
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
  const bytes = readFileSync(OUTFILE);
  console.log(`${OUTFILE}: ${bytes.length} B, ${gzipSync(bytes, { level: 9 }).length} B gzip`);
}
