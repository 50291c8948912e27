import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, readMigrations } from '@/lib/database/migrations';
import { POSTGRES_BIN, startPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres';
import { definePolicyCases, type SqlOutcome, type SqlRunner } from './enquiries-policy-cases';

// The Supabase migrations on the machine's PostgreSQL 15 (the engine family Supabase runs), in a
// throwaway cluster on 127.0.0.1:54329 (`scripts/lib/postgres.ts`), applied here through psql as
// `psql -1 -f` would. Missing binaries fail the test; they are never a reason to skip.

const PORT = 54329;
let server: ThrowawayPostgres | undefined;

/** psql against the throwaway cluster; the SQL goes through stdin. */
function psql(sql: string, extra: string[] = []): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(
    path.join(POSTGRES_BIN, 'psql'),
    ['-X', '-q', '-A', '-t', '-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose', ...extra, '-f', '-'],
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
    server = await startPostgres(PORT, undefined, { migrate: false });
    await applyMigrations(async (sql) => {
      const { status, stderr } = psql(sql, ['-1']);
      if (status !== 0) throw new Error(`migrations failed: ${stderr}`);
    });
  }, 40_000);

  afterAll(async () => server?.stop(), 30_000);

  it('runs PostgreSQL 15', async () => {
    expect(await runner.scalar('show server_version_num')).toMatch(/^15\d{4}$/);
  });

  it('applies nothing twice', async () => {
    await applyMigrations(async (sql) => {
      const { status, stderr } = psql(sql, ['-1']);
      if (status !== 0) throw new Error(stderr);
    });
    expect(await runner.scalar('select count(*) from supabase_migrations.schema_migrations')).toBe(String(readMigrations().length));
  });

  definePolicyCases(() => runner);
});
