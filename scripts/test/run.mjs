// `npm test` (and `npm run test:quick`): every check, one after the other, stopping at the first
// that fails, then a table of how long each took, so the suite's cost stays in view (the README
// gives the last figures). The browser tests' builds time themselves from inside Playwright's web
// servers (scripts/test/timed.mjs); its projects are timed by tests/reporters/project-times.ts.
//
// Usage: node scripts/test/run.mjs [--quick]
//   --quick: typecheck, unit tests and the `desktop` browser project on the last build (built
//   when there is none): the edit loop. `npm test` runs everything.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { recordStep, run, STEP_TIMES_FILE } from './timed.mjs';

const quick = process.argv.includes('--quick');
const PROJECT_TIMES_FILE = '.data/test-times/e2e.json';
process.env.E2E_TIMES_FILE = PROJECT_TIMES_FILE;
process.env.TEST_TIMES_FILE = STEP_TIMES_FILE;
if (quick) process.env.E2E_REUSE_BUILD = '1';

/**
 * Steps in order; the steps of one inner list run side by side. The static checks are mostly one
 * process on one core each, so on this 2-core machine they take about half as long together.
 * @type {[label: string, command: string][][]}
 */
const STEPS = quick
  ? [[['typecheck', 'npm run typecheck']], [['unit tests', 'npm run test:unit']], [['browser tests (desktop)', 'npm run test:e2e -- --project=desktop']]]
  : [
      [
        ['typecheck', 'npm run typecheck'],
        ['lint', 'npm run lint'],
        ['schema', 'npm run schema:validate'],
        ['typegen check', 'npm run typegen:check'],
      ],
      [['unit tests', 'npm run test:unit']],
      [['browser tests', 'npm run test:e2e']],
    ];

rmSync(STEP_TIMES_FILE, { force: true });
rmSync(PROJECT_TIMES_FILE, { force: true });
const started = performance.now();
let failed = '';
for (const group of STEPS) {
  const quiet = group.length > 1;
  if (quiet) console.log(`\n▶ side by side: ${group.map(([label]) => label).join(', ')}`);
  const results = await Promise.all(
    group.map(async ([label, command]) => {
      if (!quiet) console.log(`\n▶ ${label}: ${command}`);
      const stepStarted = performance.now();
      const { code, output } = await run(command, { quiet });
      recordStep(label, performance.now() - stepStarted, code === 0);
      return { label, command, code, output };
    }),
  );
  for (const { label, command, code, output } of results) {
    if (quiet) console.log(`\n▶ ${label}: ${command}\n${output.trimEnd()}`);
    if (code !== 0 && !failed) failed = label;
  }
  if (failed) break;
  // The builds in the browser tests need not type-check again (next.config.ts).
  if (results.some(({ label }) => label === 'typecheck')) process.env.BUILD_TYPES_CHECKED = '1';
}
const totalSeconds = (performance.now() - started) / 1000;

/** @type {{ label: string; seconds: number; ok: boolean; nested?: boolean }[]} */
const steps = readFileSync(STEP_TIMES_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
/** @type {{ firstTestSeconds?: number; projects: Record<string, { tests: number; passed: number; failed: number; flaky: number; skipped: number; spanSeconds: number; files?: Record<string, number> }> } | null} */
const e2e = existsSync(PROJECT_TIMES_FILE) ? JSON.parse(readFileSync(PROJECT_TIMES_FILE, 'utf8')) : null;

/** @type {[string, string, string][]} */
const rows = [];
for (const step of steps.filter((s) => !s.nested)) {
  if (step.label.startsWith('browser tests')) {
    // Builds ran inside this step, before the first test; projects overlap, so their spans add up to more than the step.
    for (const nested of steps.filter((s) => s.nested)) rows.push([`  ${nested.label}`, nested.seconds.toFixed(0), nested.ok ? 'ok' : 'FAILED']);
    if (e2e?.firstTestSeconds !== undefined) rows.push(['  until the first test (servers built and started)', String(e2e.firstTestSeconds), '']);
    for (const [name, p] of Object.entries(e2e?.projects ?? {})) {
      const counts = `${p.passed} passed${p.failed ? `, ${p.failed} failed` : ''}${p.flaky ? `, ${p.flaky} flaky` : ''}${p.skipped ? `, ${p.skipped} skipped` : ''}`;
      rows.push([`  project ${name} (first start to last end)`, String(p.spanSeconds), counts]);
      // A project that runs a few spec files one after another (scale: hostile requests, then scale).
      const files = Object.entries(p.files ?? {});
      if (files.length > 1 && files.length <= 3) for (const [file, seconds] of files) rows.push([`    ${file}`, String(seconds), '']);
    }
  }
  rows.push([step.label, step.seconds.toFixed(0), step.ok ? 'ok' : 'FAILED']);
}
rows.push(['total', totalSeconds.toFixed(0), failed ? `FAILED at ${failed}` : 'ok']);
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n${'step'.padEnd(width)} | seconds | result`);
console.log(`${'-'.repeat(width)} | ------- | ------`);
for (const [label, seconds, result] of rows) console.log(`${label.padEnd(width)} | ${seconds.padStart(7)} | ${result}`);
process.exit(failed ? 1 : 0);
