import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import { expect, test } from '@playwright/test';
import { parseLogLine, type ServerLogLine } from '../../scripts/lib/server-log';

// A production server that would lose enquiries, or is misconfigured, does not start. Runs
// `next start` on the desktop project's build (.next) on a spare port, and expects it to exit.

const PORT = 3190;

/** Starts `next start` with `env` and resolves with its exit code and output (fails after 60 s). */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const base = { ...process.env };
    for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'ENQUIRY_STORE', 'ENQUIRY_DATA_DIR', 'ENQUIRY_CLIENT_IP_HEADER', 'ENQUIRY_RETENTION_DAYS']) delete base[name];
    const child = spawn('npm', ['run', 'start', '--', '--port', String(PORT)], { env: { ...base, NEXT_DIST_DIR: '.next', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`next start was still running after 60 s:\n${output}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The log lines (JSON, `lib/log/logger.ts`) in a start's output. */
const logged = (output: string): ServerLogLine[] => output.split('\n').flatMap((line) => parseLogLine(line) ?? []);

/** The message of the line that refused the start (event `start-refused`, level fatal), or `undefined`. */
const refusal = (output: string): string | undefined => logged(output).find((line) => line.event === 'start-refused' && line.level === 60)?.msg;

test.describe('a production server that would lose enquiries does not start', () => {
  test.skip(({ isMobile }) => isMobile, 'one project is enough');
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('without SUPABASE_URL or ENQUIRY_STORE=embedded it stops, naming both', async () => {
    const { code, output } = await start({});
    expect(code).toBe(1);
    expect(refusal(output)).toContain('Cannot start: Neither SUPABASE_URL nor ENQUIRY_STORE=embedded is set');
    // Behind a proxy, the rate limits would count the proxy's address for everyone, so it warns first.
    const warning = logged(output).find((line) => line.event === 'configuration-warning' && line.variable === 'ENQUIRY_CLIENT_IP_HEADER');
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain("ENQUIRY_CLIENT_IP_HEADER is not set: the form and search rate limits count each connection's address");
  });

  test('a retention period or client-address header that makes no sense stops it, naming the variable', async () => {
    const retention = await start({ ENQUIRY_STORE: 'embedded', ENQUIRY_RETENTION_DAYS: '0' });
    expect(retention.code).toBe(1);
    expect(refusal(retention.output)).toContain('Cannot start: ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "0"');
    const header = await start({ ENQUIRY_STORE: 'embedded', ENQUIRY_CLIENT_IP_HEADER: 'x real ip' });
    expect(header.code).toBe(1);
    expect(refusal(header.output)).toContain('Cannot start: ENQUIRY_CLIENT_IP_HEADER must be a header name such as x-real-ip, got "x real ip"');
  });

  test('a search database that is no PostgreSQL URL, or a search or translation rate limit that is no number, stops it, naming the variable', async () => {
    const database = await start({ ENQUIRY_STORE: 'embedded', SEARCH_DATABASE_URL: 'mysql://search_site:hunter2-search@127.0.0.1/site' });
    expect(database.code).toBe(1);
    expect(refusal(database.output)).toContain('Cannot start: SEARCH_DATABASE_URL must be a postgres:// URL');
    expect(database.output).not.toContain('hunter2');
    const limit = await start({ ENQUIRY_STORE: 'embedded', SEARCH_RATE_LIMIT: 'lots' });
    expect(limit.code).toBe(1);
    expect(refusal(limit.output)).toContain('Cannot start: SEARCH_RATE_LIMIT must be a whole number of at least 1, got "lots"');
    const translations = await start({ ENQUIRY_STORE: 'embedded', TRANSLATE_RATE_LIMIT: '0' });
    expect(translations.code).toBe(1);
    expect(refusal(translations.output)).toContain('Cannot start: TRANSLATE_RATE_LIMIT must be a whole number of at least 1, got "0"');
  });

  test('a log level that is none stops it, naming LOG_LEVEL and its values', async () => {
    // A value pasted into the wrong variable is echoed, but not its password.
    const { code, output } = await start({ ENQUIRY_STORE: 'embedded', LOG_LEVEL: 'redis://default:hunter2-log@127.0.0.1:6379' });
    expect(code).toBe(1);
    expect(refusal(output)).toContain('Cannot start: LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent');
    expect(refusal(output)).toContain('redis://default:***@127.0.0.1:6379');
    expect(output).not.toContain('hunter2');
  });

  test('a malformed URL holding a password stops it, naming the variable, and no line holds the password', async () => {
    const outbox = { SUPABASE_URL: 'https://abcd1234.supabase.co', SUPABASE_ANON_KEY: 'anon-key', ENQUIRY_OUTBOX_SECRET: '0123456789abcdef0123456789abcdef' };
    for (const [variable, env] of [
      ['ENQUIRY_OUTBOX_REDIS_URL', { ...outbox, ENQUIRY_OUTBOX_REDIS_URL: 'redis//default:hunter2-outbox@127.0.0.1:6380/0' }],
      ['NEXT_PUBLIC_SITE_URL', { ENQUIRY_STORE: 'embedded', NEXT_PUBLIC_SITE_URL: 'ftp://admin:hunter2-site@www.example.com' }],
      ['REDIS_URL', { ENQUIRY_STORE: 'embedded', REDIS_URL: 'redis//default:hunter2-redis@127.0.0.1:6379' }],
    ] as const) {
      const { code, output } = await start(env);
      expect(code, variable).toBe(1);
      expect(refusal(output), variable).toContain(`Cannot start: ${variable}`);
      expect(output, variable).not.toContain('hunter2');
    }
  });

  test('on an enquiry folder another server holds it stops, saying the folder is in use', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'enquiries-held-'));
    const release = await lock(folder, { realpath: false, stale: 10_000, update: 5_000 });
    try {
      const { code, output } = await start({ ENQUIRY_STORE: 'embedded', ENQUIRY_DATA_DIR: folder });
      expect(code).toBe(1);
      expect(refusal(output)).toMatch(/Cannot start: The enquiry folder .* is in use by another process/);
    } finally {
      await release();
    }
  });
});
