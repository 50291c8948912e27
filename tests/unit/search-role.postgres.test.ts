import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations';
import { openSearchDatabase } from '@/lib/search/database';
import { ENQUIRY_TABLES, SearchRoleRefusedError } from '@/lib/search/role-check';
import { checkConfigurationOrExit } from '@/lib/startup/check-configuration';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres';
import { captureLogs, LEVEL } from './log-capture';

// Which roles the search may connect as, and what the API roles may do to its table, on Debian's
// PostgreSQL in a throwaway cluster on 127.0.0.1:54332. The cluster is given Supabase's default
// privileges before the migrations (every new table and function of `public` granted to anon,
// authenticated and service_role), so the grants are those of a Supabase project.
const PORT = 54332;

/** The roles made here: each a login in search_writer, plus what its name says. */
const ROLES = {
  plain: 'search_plain',
  superuser: 'search_superuser',
  bypassRls: 'search_bypass',
  tableReader: 'search_table_reader',
  columnReader: 'search_column_reader',
  serviceMember: 'search_service_member',
} as const;

describe('the search role on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let admin: pg.Client;

  beforeAll(async () => {
    server = await startPostgres(PORT, undefined, { migrate: false });
    admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(readFileSync('supabase/roles.sql', 'utf8'));
    await admin.query(`
      alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
      alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
      alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;`);
    await applyMigrations((sql) => admin.query(sql));
    await admin.query(`
      create role ${ROLES.plain} login in role search_writer;
      create role ${ROLES.superuser} login superuser in role search_writer;
      create role ${ROLES.bypassRls} login bypassrls in role search_writer;
      create role ${ROLES.tableReader} login in role search_writer;
      grant select on public.contact_messages to ${ROLES.tableReader};
      create role ${ROLES.columnReader} login in role search_writer;
      grant select (company_structure) on public.formation_applications to ${ROLES.columnReader};
      create role ${ROLES.serviceMember} login noinherit in role search_writer, service_role;`);
  }, 60_000);

  afterAll(async () => {
    await admin?.end();
    await server?.stop();
  }, 30_000);

  /** What opening the search database as `role` gives: `'opened'`, or the refusal's message. */
  async function open(role: string): Promise<string> {
    try {
      const db = await openSearchDatabase({ kind: 'postgres', url: server.url(role) });
      await db.close();
      return 'opened';
    } catch (error) {
      if (error instanceof SearchRoleRefusedError) return error.message;
      throw error;
    }
  }

  it('opens as a login that is only a member of search_writer', async () => {
    expect(await open(ROLES.plain)).toBe('opened');
  });

  it('refuses a superuser, naming the role and the reason', async () => {
    expect(await open(ROLES.superuser)).toBe(
      `SEARCH_DATABASE_URL connects as ${ROLES.superuser}, which is a superuser: use a role that is only a member of search_writer (docs/integrations.md).`,
    );
    expect(await open('postgres')).toMatch(/^SEARCH_DATABASE_URL connects as postgres, which is a superuser: /);
  });

  it('refuses a role that bypasses row level security', async () => {
    expect(await open(ROLES.bypassRls)).toMatch(new RegExp(`^SEARCH_DATABASE_URL connects as ${ROLES.bypassRls}, which bypasses row level security \\(BYPASSRLS\\): `));
  });

  it('refuses a role that may read an enquiry table, or some of its columns', async () => {
    expect(await open(ROLES.tableReader)).toMatch(new RegExp(`^SEARCH_DATABASE_URL connects as ${ROLES.tableReader}, which may read the enquiries \\(public\\.contact_messages\\): `));
    expect(await open(ROLES.columnReader)).toContain('which may read the enquiries (public.formation_applications)');
  });

  it('refuses a role that may SET ROLE to service_role, whose privileges it does not inherit', async () => {
    expect(await open(ROLES.serviceMember)).toMatch(new RegExp(`^SEARCH_DATABASE_URL connects as ${ROLES.serviceMember}, a member of service_role, which bypasses row level security`));
  });

  it('checks every table of public but the search table: a new table is added to ENQUIRY_TABLES or left out on purpose', async () => {
    const { rows } = await admin.query<{ name: string }>(
      "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f') and relname <> 'search_pages' order by relname",
    );
    expect(rows.map((row) => row.name)).toEqual([...ENQUIRY_TABLES].sort());
  });

  it('leaves anon and authenticated SELECT on the search table and search_site, and nothing that writes, truncates or references it', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const privilege of ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) {
        const { rows } = await admin.query<{ granted: boolean }>('select has_table_privilege($1, $2, $3) as granted', [role, 'public.search_pages', privilege]);
        expect(rows[0]?.granted, `${role} ${privilege}`).toBe(false);
      }
      const { rows } = await admin.query<{ reads: boolean; searches: boolean }>(
        "select has_table_privilege($1, 'public.search_pages', 'SELECT') as reads, has_function_privilege($1, 'public.search_site(text, text, integer)', 'EXECUTE') as searches",
        [role],
      );
      expect(rows[0]).toEqual({ reads: true, searches: true });
    }
    // Row level security does not apply to TRUNCATE: only a missing grant stops it.
    for (const [privilege, granted] of [['SELECT', true], ['INSERT', true], ['UPDATE', true], ['DELETE', true], ['TRUNCATE', false]] as const) {
      const { rows } = await admin.query<{ granted: boolean }>("select has_table_privilege('search_writer', 'public.search_pages', $1) as granted", [privilege]);
      expect(rows[0]?.granted, `search_writer ${privilege}`).toBe(granted);
    }
  });

  it('ends the readiness probe\'s statement and connection at its signal', async () => {
    const db = await openSearchDatabase({ kind: 'postgres', url: server.url(ROLES.plain) });
    const locker = new pg.Client({ connectionString: server.url() });
    await locker.connect();
    try {
      await db.probe(AbortSignal.timeout(5_000));
      // The table held by another transaction: the probe's read waits for it.
      await locker.query('begin; lock table public.search_pages in access exclusive mode');
      const probing = db.probe(AbortSignal.timeout(300));
      await expect(probing).rejects.toMatchObject({ name: 'TimeoutError' });
      const waiting = async () =>
        Number((await admin.query<{ n: string }>("select count(*) as n from pg_stat_activity where usename = $1 and query like 'select 1 from public.search_pages%'", [ROLES.plain])).rows[0]?.n);
      // Gone while the lock is still held: cancelled, not left to its statement_timeout (10 s).
      await vi.waitFor(async () => expect(await waiting()).toBe(0), { timeout: 5_000, interval: 100 });
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
      await db.close();
    }
  }, 30_000);

  describe('at start', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    });

    /** Runs the start's checks with `SEARCH_DATABASE_URL=url` (Supabase configured, so no embedded store opens); returns what they did. */
    async function start(url: string) {
      vi.stubEnv('SEARCH_DATABASE_URL', url);
      vi.stubEnv('SUPABASE_URL', 'https://abcd1234.supabase.co');
      vi.stubEnv('SUPABASE_ANON_KEY', 'anon-key');
      vi.stubEnv('ENQUIRY_OUTBOX_SECRET', '');
      const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
      const logs = captureLogs();
      try {
        await checkConfigurationOrExit();
      } finally {
        logs.restore();
      }
      return { exit, lines: logs.lines, raw: logs.raw.join('') };
    }

    it('refuses a superuser, without printing the password of the URL', async () => {
      // Trust authentication: the password is only there to be kept out of the log.
      const refused = await start(server.url('postgres').replace('postgres@', 'postgres:hunter2-s3cret@'));
      expect(refused.exit).toHaveBeenCalledWith(1);
      expect(refused.lines.find((line) => line.event === 'start-refused')).toMatchObject({
        level: LEVEL.fatal,
        msg: expect.stringMatching(/^Cannot start: SEARCH_DATABASE_URL connects as postgres, which is a superuser: /),
      });
      expect(refused.raw).not.toContain('hunter2-s3cret');
    });

    it('goes on when the database cannot be reached: the search checks the role when it first connects', async () => {
      const unreachable = await start('postgres://search_site:hunter2-s3cret@127.0.0.1:1/postgres');
      expect(unreachable.exit).not.toHaveBeenCalled();
      expect(unreachable.lines.find((line) => line.event === 'search-role-unchecked')).toMatchObject({ level: LEVEL.warn });
      expect(unreachable.raw).not.toContain('hunter2-s3cret');
    });
  });
});
