// The CPU a test run costs: the machine's busy time over the run (from /proc/stat), and a share
// per kind of process (Chromium, builds, servers, Vitest…) sampled from /proc/<pid>/stat. The run
// is bound by CPU on two cores, so CPU-seconds, not wall seconds, say what a change to the suite
// saved; wall time moves with the machine's day.
//
// Usage as a command, to measure something other than `npm test`:
//   node scripts/test/cpu.mjs <command…>   runs it and prints its CPU table
// With TEST_CPU_DETAIL=<file>, each process's own CPU-seconds and command line are written there.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Kernel clock ticks per second, in which /proc reports CPU time (USER_HZ: 100 on Linux x86-64). */
const TICKS_PER_SECOND = 100;
/** How often the processes are sampled; a process that lives shorter than this is seen rarely, and its CPU counts as unattributed. */
const SAMPLE_MS = 500;

/**
 * Kinds of process, first match wins, matched against the command line. A process no rule
 * matches takes its parent's kind, so a build's workers count as the build.
 * @type {[string, RegExp][]}
 */
const KINDS = [
  ['Chromium (browser tests, audits)', /chrom(e|ium)|headless_shell/i],
  ['Next build', /next build|next\/dist\/bin\/next" build|scripts\/strip-runtime|scripts\/search-reindex|scripts\/build-enhance|scripts\/build-cache-handler|scripts\/copy-flags/],
  ['Next servers', /server\.mjs|next start|next-server/],
  ['Vitest (unit tests)', /vitest/],
  ['typecheck (tsc, next typegen)', /\btsc\b|typescript\/bin|next typegen/],
  ['lint (ESLint)', /eslint/],
  ['Sanity CLI (schema, typegen check)', /sanity (schema|typegen)|typegen-check|rowtypes-check|generate-row-types|bin\/sanity/],
  ['loopback servers (lake, Supabase, WordPress, OTLP)', /scripts\/loopback\/|wordpress-server|otlp-receiver/],
  ['seed (npm run seed)', /scripts\/seed\.ts/],
  ['PostgreSQL, Redis, nginx, Prometheus', /postgres|redis-server|nginx|prometheus/],
  ['Playwright runner and workers', /playwright/],
  ['copy of the build', /\btar\b/],
];

/** @typedef {{ kind: string; ticks: number; startTicks: number; line: string }} Seen */

/**
 * The machine's busy CPU ticks so far: user, nice, system, irq and softirq of /proc/stat's
 * `cpu` line (idle, iowait and steal are not this machine's work).
 * @returns {number}
 */
function busyTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return user + nice + system + irq + softirq;
}

/**
 * One process's stat line read: parent pid, start time and CPU ticks (user + system).
 * @param {string} pid
 * @returns {{ ppid: string; start: string; ticks: number } | null} null when it has gone
 */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields after its last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: fields[1] ?? '0', start: fields[19] ?? '0', ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** @param {string} pid */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Starts sampling the machine's processes; `stop()` ends it and returns the report.
 * @returns {{ stop: () => { totalSeconds: number; byKind: [string, number][] } }} seconds are
 *   CPU-seconds over both cores; `byKind` sorted by cost, with the CPU no sample caught
 *   (processes shorter than a sample) as "unattributed"
 */
export function startCpuSampler() {
  const startBusy = busyTicks();
  /** Per process, keyed by pid and start time (a pid can be reused). @type {Map<string, Seen>} */
  const seen = new Map();
  /** The kind a pid was given, for its children. @type {Map<string, string>} */
  const kindOfPid = new Map();
  let first = true;

  const sample = () => {
    const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(a) - Number(b));
    for (const pid of pids) {
      const stat = readStat(pid);
      if (!stat) continue;
      const key = `${pid}:${stat.start}`;
      let entry = seen.get(key);
      if (!entry) {
        const line = commandLine(pid);
        const kind = KINDS.find(([, pattern]) => pattern.test(line))?.[0] ?? kindOfPid.get(stat.ppid) ?? 'other';
        // A process already running when sampling began counts only what it spends from now on.
        entry = { kind, ticks: stat.ticks, startTicks: first ? stat.ticks : 0, line: line.slice(0, 300) };
        seen.set(key, entry);
      }
      entry.ticks = stat.ticks;
      kindOfPid.set(pid, entry.kind);
    }
    first = false;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      sample();
      const total = (busyTicks() - startBusy) / TICKS_PER_SECOND;
      /** @type {Map<string, number>} */
      const byKind = new Map();
      for (const { kind, ticks, startTicks } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + (ticks - startTicks) / TICKS_PER_SECOND);
      const attributed = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
      const rows = [...byKind.entries()].filter(([, seconds]) => seconds >= 0.5).sort((a, b) => b[1] - a[1]);
      if (total - attributed >= 0.5) rows.push(['unattributed (processes shorter than a sample)', total - attributed]);
      // For a closer look at where the CPU went: every process's own share.
      if (process.env.TEST_CPU_DETAIL) {
        const detail = [...seen.entries()].map(([key, e]) => ({ key, kind: e.kind, seconds: (e.ticks - e.startTicks) / TICKS_PER_SECOND, line: e.line })).filter((e) => e.seconds >= 0.5).sort((a, b) => b.seconds - a.seconds);
        writeFileSync(process.env.TEST_CPU_DETAIL, JSON.stringify(detail, null, 1));
      }
      return { totalSeconds: total, byKind: rows };
    },
  };
}

/**
 * The report as table rows: kind, CPU-seconds, share of the total.
 * @param {{ totalSeconds: number; byKind: [string, number][] }} report
 * @returns {[string, string, string][]}
 */
export function cpuRows({ totalSeconds, byKind }) {
  return byKind.map(([kind, seconds]) => [kind, seconds.toFixed(0), `${((100 * seconds) / totalSeconds).toFixed(0)} %`]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv.slice(2).join(' ');
  if (!command) {
    console.error('usage: node scripts/test/cpu.mjs <command…>');
    process.exit(2);
  }
  const sampler = startCpuSampler();
  const child = spawn(command, { shell: true, stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('close', (c) => resolve(c ?? 1)));
  const report = sampler.stop();
  console.log(`\nCPU-seconds (both cores): ${report.totalSeconds.toFixed(0)}`);
  for (const [kind, seconds, share] of cpuRows(report)) console.log(`${kind.padEnd(56)} ${seconds.padStart(6)} ${share.padStart(5)}`);
  process.exit(Number(code));
}
