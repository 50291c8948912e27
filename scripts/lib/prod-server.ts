import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Where the audit and the bench build, beside the e2e builds (`.next`, `.next-wp`). */
export const AUDIT_DIST_DIR = '.next-audit';

/** Options of {@link buildSite} and {@link startSite}. */
export interface SiteOptions {
  /** Port of `next start`; also baked into canonical URLs so the link crawl stays on this server. */
  port: number;
  /** Next's `distDir` (default {@link AUDIT_DIST_DIR}). */
  distDir?: string;
}

/** One enquiry folder per run, shared by the build and the server it starts. */
let enquiryDir: string | undefined;

function siteEnv({ port, distDir = AUDIT_DIST_DIR }: SiteOptions): NodeJS.ProcessEnv {
  enquiryDir ??= process.env.ENQUIRY_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'enquiries-audit-'));
  return {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // Enquiries posted while auditing never mix with the dev or e2e stores.
    ENQUIRY_DATA_DIR: enquiryDir,
    // On purpose: a production server refuses the embedded store otherwise.
    ENQUIRY_STORE: 'embedded',
    ENQUIRY_CLIENT_IP_HEADER: 'x-forwarded-for',
  };
}

/** Where and how a command runs: environment, working directory, whether to echo its output. */
export interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  quiet?: boolean;
}

/**
 * Runs a command to completion and returns its output (stdout and stderr).
 * @throws Error naming the command and its exit code when it fails.
 */
export function runCommand(command: string, args: string[], { env = process.env, cwd, quiet = false }: CommandOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * `next build` into `distDir` with the site URL of `port`.
 * @returns wall-clock build time in ms and the "Generating static pages (N/N)" page count.
 */
export async function buildSite(options: SiteOptions): Promise<{ ms: number; pages: number | null }> {
  const started = performance.now();
  const output = await runCommand('npm', ['run', 'build'], { env: siteEnv(options), quiet: true });
  const ms = performance.now() - started;
  const counts = [...output.matchAll(/\((\d+)\/(\d+)\)/g)].map((m) => Number(m[2]));
  return { ms, pages: counts.length ? Math.max(...counts) : null };
}

/** A running server; `stop()` ends it and its children. */
export interface RunningServer {
  origin: string;
  stop(): void;
}

/** A running server started by {@link startServer}, whose log can be read and waited on. */
export interface LoggedServer extends RunningServer {
  /** The lines it has printed on stdout so far (its log: JSON lines, see `./server-log.ts`). */
  readonly lines: readonly string[];
  /**
   * Resolves with the first line matching `pattern` that it printed at index `from` of
   * {@link lines} or later (default 0: any).
   * @throws Error quoting the pattern when no such line comes within `timeoutMs` (default 180,000 ms)
   */
  waitForLine(pattern: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<string>;
}

/**
 * Starts `next start` on an existing build and waits until `/` answers (up to 60 s).
 * Starts without `-H 127.0.0.1`: Next 16 with next-intl's rewrite loops on it.
 * @throws Error when the server exits or does not answer in time.
 */
export async function startSite(options: SiteOptions): Promise<LoggedServer> {
  return startServer('npm', ['run', 'start', '--', '--port', String(options.port)], options.port, { env: siteEnv(options) });
}

/**
 * Runs a command as a detached server and waits until `http://localhost:<port>` answers.
 * @throws Error when the server exits or does not answer within 60 s.
 */
export async function startServer(command: string, args: string[], port: number, { env = process.env, cwd }: CommandOptions = {}): Promise<LoggedServer> {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const origin = `http://localhost:${port}`;
  // Read to the end, or the server blocks once the pipe's buffer is full.
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  await waitForServer(origin, child);
  const waitForLine = (pattern: RegExp, { from = 0, timeoutMs = 180_000 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const printed = lines.slice(from).find((line) => pattern.test(line));
      if (printed !== undefined) return resolve(printed);
      const onLine = (line: string) => {
        if (!pattern.test(line)) return;
        clearTimeout(timer);
        reader.off('line', onLine);
        resolve(line);
      };
      const timer = setTimeout(() => {
        reader.off('line', onLine);
        reject(new Error(`${origin} printed no line matching ${pattern} within ${timeoutMs} ms`));
      }, timeoutMs);
      reader.on('line', onLine);
    });
  return { origin, lines, waitForLine, stop: () => killGroup(child) };
}

/** Polls `origin` until it answers, failing early if `child` exits. */
export async function waitForServer(origin: string, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => (exited = true));
  // A command that cannot start (not found, not executable) emits 'error' instead of 'exit'.
  child?.once('error', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server for ${origin} exited before answering`);
    try {
      const res = await fetch(origin, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  killGroup(child);
  throw new Error(`${origin} did not answer within ${timeoutMs} ms`);
}

/** Ends a detached child and everything it started (npm -> next -> workers). */
export function killGroup(child: ChildProcess | undefined): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * The log line of the start's check of the search records (`lib/search/index-pages.ts`, event
 * `search-records`): current, made again, or failed.
 */
const SEARCH_READY = /"event":"search-records"/;

/**
 * Resolves once the server has checked its search records at start (and made them again, when
 * its table was empty): a reindex reads every page's content on the server's CPU, which a
 * Lighthouse run beside it would be charged for.
 * @throws Error when no such line comes within `timeoutMs` (default 180,000 ms)
 */
export async function untilSearchReady(server: LoggedServer, timeoutMs = 180_000): Promise<void> {
  await server.waitForLine(SEARCH_READY, { timeoutMs });
}
