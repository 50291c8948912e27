// Builds one of the browser tests' sites with one compilation for all of them: `next build` in
// its two halves (`--experimental-build-mode=compile`, then `generate`). The code is compiled
// once per Playwright run, into the first site's folder, and copied to the others'; each site
// then prerenders its pages from its own content source (the seed, or the loopback Content
// Lake) and environment, as `npm run build` would. What differs between the sites is read at run
// time (the Studio's project, the site URL) or when the pages are prerendered (the content, the
// headers and rewrites of next.config.ts, which `generate` writes again). Each step is timed for
// `npm test`'s table (scripts/test/timed.mjs).
//
// Usage: node scripts/test/build-site.mjs "<label>" <dist dir> [<dist dir to copy the compiled code to>…]
//   E2E_RUN_ID: the Playwright run (playwright.config.ts sets it); a folder compiled in the same
//     run is not compiled again.
//   E2E_REUSE_BUILD=1: a folder that holds a prerendered build is used as it is (npm run test:quick).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recordStep, run } from './timed.mjs';

/** Written into a folder compiled (or copied) in a run: the run's id. */
const COMPILED_MARKER = '.compiled-in-run';
/** Written into a folder once its pages are prerendered, stripped and indexed. */
const PRERENDERED_MARKER = '.prerendered';

const [label, distDir, ...copies] = process.argv.slice(2);
if (!label || !distDir) {
  console.error('usage: node scripts/test/build-site.mjs "<label>" <dist dir> [<copy to>…]');
  process.exit(2);
}
const runId = process.env.E2E_RUN_ID ?? String(process.pid);

/**
 * Runs `command` with `env`, records it as a nested step of the browser tests, and exits when it fails.
 * @param {string} stepLabel
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 */
async function step(stepLabel, command, env) {
  const started = performance.now();
  const { code } = await run(command, { env }).done;
  recordStep(stepLabel, performance.now() - started, code === 0, true);
  if (code !== 0) process.exit(code);
}

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
if (process.env.E2E_REUSE_BUILD === '1' && existsSync(path.join(distDir, PRERENDERED_MARKER))) process.exit(0);

if (read(path.join(distDir, COMPILED_MARKER)) !== runId) {
  // No site's public values are compiled in: `process.env.NEXT_PUBLIC_…` in the code would be
  // fixed to this site's, and the code serves every site.
  const compileEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_')));
  await step('compile (once, for every site)', 'npm run prebuild --silent && npx next build --experimental-build-mode=compile', { ...compileEnv, NEXT_DIST_DIR: distDir });
  writeFileSync(path.join(distDir, COMPILED_MARKER), runId);
  for (const copy of copies) {
    // Without Next's build cache, which only the compilation reads.
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    await step(`copy of the compiled code to ${copy}`, `tar -C ${distDir} --exclude=./cache -cf - . | tar -C ${copy} -xf -`, process.env);
  }
}
rmSync(path.join(distDir, PRERENDERED_MARKER), { force: true });
await step(
  `prerender (${label})`,
  // Then what `npm run build` does after `next build`: the same script, so the two cannot drift.
  'npx next build --experimental-build-mode=generate && npm run build:pages --silent',
  { ...process.env, NEXT_DIST_DIR: distDir },
);
writeFileSync(path.join(distDir, PRERENDERED_MARKER), runId);
