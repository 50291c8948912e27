import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations';
import { definePolicyCases, type SqlOutcome, type SqlRunner } from './enquiries-policy-cases';

// Issue 3 tests: the Supabase migrations on the machine's PostgreSQL 15 (the engine family Supabase
// runs), in a throwaway cluster: own data folder, Unix socket only, port 54329. No `pg` package:
// psql through child_process. Missing binaries fail the test; they are never a reason to skip.

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const PORT = '54329';
const isRoot = process.getuid?.() === 0;

let dir = '';
let socketDir = '';
let dataDir = '';
let started = false;

/** Runs a PostgreSQL server binary, as the `postgres` user when we are root (initdb refuses root). */
function asServerUser(binary: string, args: string[]): string {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, binary), ...args]] : [path.join(BIN, binary), args];
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) {
    throw new Error(`${binary} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error?.message}`);
  }
  return result.stdout;
}

/** psql against the throwaway cluster; the SQL goes through stdin. */
function psql(sql: string, extra: string[] = []): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(
    path.join(BIN, 'psql'),
    ['-X', '-q', '-A', '-t', '-h', socketDir, '-p', PORT, '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose', ...extra, '-f', '-'],
    { input: sql, encoding: 'utf8', timeout: 30_000 },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr || (result.error?.message ?? '') };
}

describe('enquiry migrations on PostgreSQL 15', () => {
  const runner: SqlRunner = {
    async as(role, sql): Promise<SqlOutcome> {
      const { status, stderr } = psql(`begin;\nset local role ${role};\n${sql};\ncommit;\n`);
      if (status === 0) return { ok: true };
      const match = /ERROR:\s+([0-9A-Z]{5}):\s+(.*)/.exec(stderr);
      return { ok: false, code: match?.[1], message: match?.[2] ?? stderr };
    },
    async valueAs(role, sql) {
      const { status, stdout, stderr } = psql(`begin;\nset local role ${role};\n${sql};\ncommit;\n`);
      if (status !== 0) throw new Error(stderr);
      const value = stdout.replace(/\n$/, '');
      return value === '' ? null : value;
    },
    async scalar(sql) {
      const { status, stdout, stderr } = psql(`${sql};\n`);
      if (status !== 0) throw new Error(stderr);
      const value = stdout.replace(/\n$/, '');
      return value === '' ? null : value;
    },
  };

  beforeAll(async () => {
    for (const binary of ['initdb', 'pg_ctl', 'postgres', 'psql']) {
      if (!existsSync(path.join(BIN, binary))) {
        throw new Error(
          `PostgreSQL 15 is required for this test: ${path.join(BIN, binary)} is missing. Install postgresql-15 (apt-get install postgresql-15) or set POSTGRES_BIN.`,
        );
      }
    }
    dir = mkdtempSync(path.join(tmpdir(), 'enquiries-pg15-'));
    socketDir = path.join(dir, 'socket');
    dataDir = path.join(dir, 'data');
    mkdirSync(socketDir);
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
      chownSync(socketDir, uid, gid);
      chmodSync(dir, 0o755);
    }
    asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
    asServerUser('pg_ctl', [
      '-D', dataDir,
      '-l', path.join(dir, 'server.log'),
      '-o', `-k ${socketDir} -p ${PORT} -c listen_addresses='' -c fsync=off`,
      '-w', '-t', '20',
      'start',
    ]);
    started = true;

    await applyMigrations(async (sql) => {
      const { status, stderr } = psql(sql, ['-1']);
      if (status !== 0) throw new Error(`migrations failed: ${stderr}`);
    });
  }, 40_000);

  afterAll(() => {
    try {
      if (started) asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('runs PostgreSQL 15', async () => {
    expect(await runner.scalar('show server_version_num')).toMatch(/^15\d{4}$/);
  });

  it('applies nothing twice', async () => {
    await applyMigrations(async (sql) => {
      const { status, stderr } = psql(sql, ['-1']);
      if (status !== 0) throw new Error(stderr);
    });
    expect(await runner.scalar('select count(*) from supabase_migrations.schema_migrations')).toBe('4');
  });

  definePolicyCases(() => runner);
});
