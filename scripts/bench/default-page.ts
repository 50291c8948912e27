import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCommand, startServer } from '../lib/prod-server';
import { clientJs } from './client-js';

/** The reference app: create-next-app's layout and page, nothing added. */
const DEFAULT_APP_DIR = 'scripts/bench/default-app';

/**
 * Builds and starts a default Next.js app with the project's own `next`, `react` and
 * `react-dom` (same versions, same Turbopack), outside the project tree, and measures the client
 * JavaScript its page loads.
 * @returns gzip -9 bytes of the default page's scripts.
 */
export async function defaultPageJs(port: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'default-next-'));
  cpSync(DEFAULT_APP_DIR, dir, { recursive: true, filter: (src) => !src.split(path.sep).includes('.next') });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const next = [path.resolve('node_modules/next/dist/bin/next')];
  const options = { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, quiet: true };
  await runCommand(process.execPath, [...next, 'build'], options);
  const server = await startServer(process.execPath, [...next, 'start', '--port', String(port)], port, options);
  try {
    return (await clientJs(server.origin, '/')).gzipBytes;
  } finally {
    server.stop();
  }
}
