/**
 * Bundles the widgets' progressive-enhancement script (`components/widgets/enhance.ts`) into
 * `public/enhance.js`, the one script content pages load, since they carry no React,
 * and the site search's searching code (`components/widgets/site-search/search-results.ts`) into
 * `public/search.js`, which `enhance.js` imports only when a visitor opens the search, so pages
 * never searched never load it. Runs before
 * `next dev` and `next build`; `--watch` rebuilds on change.
 *
 * Usage: `tsx scripts/build-enhance.ts [--watch]`
 */
import { build, context, type BuildOptions } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const OUTFILES = ['public/enhance.js', 'public/search.js'];

const options: BuildOptions = {
  entryPoints: [
    { in: 'components/widgets/enhance.ts', out: 'enhance' },
    { in: 'components/widgets/site-search/search-results.ts', out: 'search' },
  ],
  outdir: 'public',
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
  for (const file of OUTFILES) {
    const bytes = readFileSync(file);
    console.log(`${file}: ${bytes.length} B, ${gzipSync(bytes, { level: 9 }).length} B gzip`);
  }
}
