// Runs one shell command and appends how long it took to the timing file `npm test` prints at the
// end (scripts/test/run.mjs), so steps that run inside Playwright (its web servers' builds) show
// in the table too.
// Usage: node scripts/test/timed.mjs "<label>" <command…>; exits with the command's code.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** One JSON line per step: `{ label, seconds, ok, nested }` (`nested`: run inside another step). */
export const STEP_TIMES_FILE = process.env.TEST_TIMES_FILE || '.data/test-times/steps.jsonl';

/**
 * Appends a step's time to {@link STEP_TIMES_FILE}.
 * @param {string} label - the table's row name
 * @param {number} ms - wall-clock milliseconds
 * @param {boolean} ok - whether the step succeeded
 * @param {boolean} [nested] - run inside another step (a build inside the browser tests)
 */
export function recordStep(label, ms, ok, nested = false) {
  mkdirSync(path.dirname(STEP_TIMES_FILE), { recursive: true });
  appendFileSync(STEP_TIMES_FILE, `${JSON.stringify({ label, seconds: Math.round(ms / 100) / 10, ok, nested })}\n`);
}

/**
 * Starts `command` in a shell (in a process group of its own, so {@link stop} ends everything
 * it started), its output passed through, or kept and returned with `{ quiet: true }` (for
 * steps that run side by side and print one after the other).
 * @param {string} command
 * @param {{ quiet?: boolean; env?: NodeJS.ProcessEnv }} [options] - `env`: the command's environment (default this process's)
 * @returns {{ done: Promise<{ code: number; output: string }>; stop: () => void }} `done`
 *   resolves with the exit code (1 when killed by a signal)
 */
export function run(command, { quiet = false, env = process.env } = {}) {
  const child = spawn(command, { shell: true, detached: true, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => child.once('close', (code) => resolve({ code: code ?? 1, output })));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return { done, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [label, ...command] = process.argv.slice(2);
  if (!label || command.length === 0) {
    console.error('usage: node scripts/test/timed.mjs "<label>" <command…>');
    process.exit(2);
  }
  const started = performance.now();
  const { code } = await run(command.join(' ')).done;
  recordStep(label, performance.now() - started, code === 0, true);
  process.exit(code);
}
