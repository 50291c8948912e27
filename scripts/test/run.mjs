// `npm test` (and `npm run test:quick`): every check, stopping at the first that fails, then a
// table of how long each took, so the suite's cost stays in view (docs/testing.md explains how
// to read it). The browser tests' builds time themselves from inside Playwright's web
// servers (scripts/test/timed.mjs); its projects are timed by tests/reporters/project-times.ts.
//
// Usage: node scripts/test/run.mjs [--quick]
//   --quick: typecheck, unit tests and the `desktop` browser project on the last build (built
//   when there is none): the edit loop. `npm test` runs everything.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpuRows, startCpuSampler } from './cpu.mjs';
import { recordStep, run, STEP_TIMES_FILE } from './timed.mjs';

const quick = process.argv.includes('--quick');
const PROJECT_TIMES_FILE = '.data/test-times/e2e.json';
process.env.E2E_TIMES_FILE = PROJECT_TIMES_FILE;
process.env.TEST_TIMES_FILE = STEP_TIMES_FILE;
if (quick) process.env.E2E_REUSE_BUILD = '1';

/**
 * Steps in order; the steps of one inner list run side by side, and a step marked `background`
 * runs at the lowest CPU priority (`nice`) and prints its output when done. The static checks
 * run beside the browser tests that way and take only what the builds and tests leave (see
 * LOWEST_PRIORITY): they end early in the run without slowing the first build, where run before
 * the browser tests they delayed every one of them.
 * The typecheck cannot: `next typegen` writes into `.next`, which the build writes too. It runs
 * first, beside the unit tests.
 * @type {{ label: string; command: string; background?: boolean }[][]}
 */
const STEPS = quick
  ? [[{ label: 'typecheck', command: 'npm run typecheck' }], [{ label: 'unit tests', command: 'npm run test:unit' }], [{ label: 'browser tests (desktop)', command: 'npm run test:e2e -- --project=desktop' }]]
  : [
      [
        { label: 'typecheck', command: 'npm run typecheck' },
        { label: 'unit tests', command: 'npm run test:unit' },
      ],
      [
        { label: 'browser tests', command: 'npm run test:e2e' },
        { label: 'lint (beside the browser tests)', command: 'npm run lint', background: true },
        { label: 'typegen check (beside the browser tests)', command: 'npm run typegen:check', background: true },
        { label: 'row types check (beside the browser tests)', command: 'npm run rowtypes:check', background: true },
      ],
    ];

/**
 * The lowest CPU priority for a background step. Each step runs in a session of its own
 * (`run` detaches it), and with the kernel's autogroup scheduling (Debian's default) the CPU is
 * shared between sessions first: `nice` alone then ranks a step only against its own processes,
 * and lint, schema and typegen check took as much of the cores as the first build, which then
 * ran far slower than the second. The autogroup's own nice value ranks the session itself.
 */
const LOWEST_PRIORITY = 'echo 19 > /proc/self/autogroup 2>/dev/null; nice -n 19';

/** Every step running now, to stop them with this process (their process groups are their own). */
const everyRunning = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of everyRunning) child.stop();
    process.exit(130);
  });
}

rmSync(STEP_TIMES_FILE, { force: true });
rmSync(PROJECT_TIMES_FILE, { force: true });
// The builds need not type-check again: the typecheck step covers the same code, and its failure
// fails the run (next.config.ts).
process.env.BUILD_TYPES_CHECKED = '1';
// Builds run once here: Turbopack's build cache would only cost the time to write it. The quick
// loop rebuilds in place, where the cache pays.
if (!quick) process.env.NEXT_BUILD_CACHE = 'off';
const started = performance.now();
const cpu = startCpuSampler();
let failed = '';
for (const group of STEPS) {
  /** @type {{ stop: () => void }[]} */
  const running = [];
  const results = await Promise.all(
    group.map(async ({ label, command, background = false }) => {
      console.log(`\n▶ ${label}${group.length > 1 && group[0]?.label !== label ? ', output when done' : ''}: ${command}`);
      const stepStarted = performance.now();
      // Side by side, only one step may print as it goes.
      const quiet = background || (group.length > 1 && group[0]?.label !== label);
      const child = run(background ? `${LOWEST_PRIORITY} ${command}` : command, { quiet });
      running.push(child);
      everyRunning.add(child);
      const { code, output } = await child.done;
      everyRunning.delete(child);
      recordStep(label, performance.now() - stepStarted, code === 0);
      if (quiet) console.log(`\n▶ ${label} (done, exit ${code}): ${command}\n${output.trimEnd()}`);
      // A failed step stops the others of its group: a type error need not wait for the browser tests.
      if (code !== 0 && !failed) {
        failed = label;
        for (const other of running) if (other !== child) other.stop();
      }
      return { label, code };
    }),
  );
  if (failed || results.some(({ code }) => code !== 0)) break;
}
const totalSeconds = (performance.now() - started) / 1000;
const cpuReport = cpu.stop();

/** @type {{ label: string; seconds: number; ok: boolean; nested?: boolean }[]} */
const steps = readFileSync(STEP_TIMES_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
/** @type {{ firstTestSeconds?: number; projects: Record<string, { tests: number; passed: number; failed: number; flaky: number; skipped: number; startSeconds?: number; spanSeconds: number; files?: Record<string, number> }> } | null} */
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
      const from = p.startSeconds === undefined ? '' : `, from ${p.startSeconds} s`;
      rows.push([`  project ${name} (first start to last end${from})`, String(p.spanSeconds), counts]);
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

// The run's CPU, both cores summed: what a change to the suite saves, whatever the machine's day.
const cpuTable = cpuRows(cpuReport);
const kindWidth = Math.max(...cpuTable.map(([kind]) => kind.length), 'all processes'.length);
console.log(`\n${'CPU by kind of process'.padEnd(kindWidth)} | CPU-seconds | share`);
console.log(`${'-'.repeat(kindWidth)} | ----------- | -----`);
for (const [kind, seconds, share] of cpuTable) console.log(`${kind.padEnd(kindWidth)} | ${seconds.padStart(11)} | ${share.padStart(5)}`);
console.log(`${'all processes'.padEnd(kindWidth)} | ${cpuReport.totalSeconds.toFixed(0).padStart(11)} |`);
process.exit(failed ? 1 : 0);
