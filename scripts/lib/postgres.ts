import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../../lib/database/migrations';

/** Debian's PostgreSQL server binaries (`apt-get install postgresql`); `POSTGRES_BIN` overrides. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** The login role the site's search uses in tests: a member of `search_writer`, as docs/integrations.md sets one up. */
export const SEARCH_LOGIN_ROLE = 'search_site';

/** A throwaway PostgreSQL cluster on 127.0.0.1 with the migrations applied. */
export type ThrowawayPostgres = {
  port: number;
  /** `postgres://<role>@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: (role?: string) => string;
  /** Stops the server and deletes its folder. */
  stop: () => Promise<void>;
};

const isRoot = process.getuid?.() === 0;

/** Runs a server binary, as the `postgres` user when we are root (initdb refuses root). */
function asServerUser(binary: string, args: string[]): void {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, binary), ...args]] : [path.join(POSTGRES_BIN, binary), args];
  // From a folder the `postgres` user may enter: initdb fails in a checkout it cannot read.
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 30_000, cwd: tmpdir() });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error?.message}`);
}

/**
 * Starts a PostgreSQL cluster of its own in `folder` (made anew; a temporary folder when
 * omitted), listening on 127.0.0.1:`port`
 * only, applies `supabase/migrations` (with `roles.sql`) as the superuser, and adds the login role
 * {@link SEARCH_LOGIN_ROLE} in `search_writer` (unless `migrate` is false: a test of the
 * migrations themselves). For the tests and the bench: nothing here is for
 * production, where the migrations are Supabase's (`supabase db push`).
 * @throws Error naming the missing binary when Debian's postgresql is not installed, or the
 *   server's error when it does not start
 */
export async function startPostgres(port: number, folder?: string, { migrate = true }: { migrate?: boolean } = {}): Promise<ThrowawayPostgres> {
  for (const binary of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(path.join(POSTGRES_BIN, binary))) throw new Error(`PostgreSQL is required: ${path.join(POSTGRES_BIN, binary)} is missing. Install it (apt-get install postgresql) or set POSTGRES_BIN.`);
  }
  const dir = folder ? path.resolve(folder) : mkdtempSync(path.join(tmpdir(), 'postgres-'));
  const dataDir = path.join(dir, 'data');
  if (folder) {
    // A server a killed run left behind still holds the port: stopped, and its folder made anew.
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running any more
      }
    }
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const socketDir = path.join(dir, 'socket');
  mkdirSync(socketDir);
  if (isRoot) {
    const { uid, gid } = serverUser();
    chownSync(dir, uid, gid);
    chownSync(socketDir, uid, gid);
    chmodSync(dir, 0o755);
  }
  let server: ChildProcess | undefined;
  const stop = async () => {
    try {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = once(server, 'exit');
        // Immediate shutdown: nothing here is worth keeping.
        server.kill('SIGQUIT');
        await exited;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
    // The server is this process's child, in its process group, not a daemon as `pg_ctl start`
    // makes it: whatever ends this process (a test runner's kill included) ends the server.
    server = spawn(path.join(POSTGRES_BIN, 'postgres'), ['-D', dataDir, '-k', socketDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'], {
      stdio: 'ignore',
      cwd: tmpdir(),
      ...(isRoot ? serverUser() : {}),
    });
    const url = (role = 'postgres') => `postgres://${role}@127.0.0.1:${port}/postgres`;
    await untilAccepting(url(), server);
    if (!migrate) return { port, url, stop };
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    try {
      await applyMigrations((sql) => admin.query(sql));
      await admin.query(`create role ${SEARCH_LOGIN_ROLE} login in role search_writer`);
    } finally {
      await admin.end();
    }
    return { port, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The `postgres` user's ids, for a server started by root (it refuses to run as root). */
function serverUser(): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  };
}

/**
 * Resolves once the server takes connections.
 * @throws Error when it exits first or does not answer within 20 s
 */
async function untilAccepting(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with ${server.exitCode} before taking connections`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not take connections within 20 s: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
