import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSearchDatabase, type SearchDatabase } from '@/lib/search/database';
import { searchPages, writeSearchRecords } from '@/lib/search/store';
import { SEARCH_LOGIN_ROLE, startPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres';
import { defineSearchStoreCases, record, type SearchStoreContext } from './search-store-cases';

// The search store on Debian's PostgreSQL (the engine family Supabase runs), in a throwaway
// cluster on 127.0.0.1:54331, reached as the site reaches Supabase: a login role in
// search_writer, through the pg pool. A missing PostgreSQL fails the test, never skips it.
const PORT = 54331;

describe('search store on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let admin: pg.Pool;
  let context: SearchStoreContext;
  const opened: SearchDatabase[] = [];

  beforeAll(async () => {
    server = await startPostgres(PORT);
    admin = new pg.Pool({ connectionString: server.url() });
    const db = postgresSearchDatabase(server.url(SEARCH_LOGIN_ROLE));
    opened.push(db);
    const asRole: SearchStoreContext['asRole'] = async (role, sql) => {
      const client = await admin.connect();
      try {
        await client.query('begin');
        await client.query(`set local role ${role}`);
        const { rows } = await client.query(sql);
        await client.query('commit');
        return { rows };
      } catch (error) {
        await client.query('rollback');
        return { code: String((error as { code?: unknown }).code) };
      } finally {
        client.release();
      }
    };
    context = { db, asRole };
  }, 60_000);

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await admin?.end();
    await server?.stop();
  }, 30_000);

  defineSearchStoreCases(() => context);

  it('lets the search login role write the search table only', async () => {
    const client = new pg.Client({ connectionString: server.url(SEARCH_LOGIN_ROLE) });
    await client.connect();
    try {
      await expect(client.query('select count(*) from public.contact_messages')).rejects.toMatchObject({ code: '42501' });
      await expect(client.query("insert into public.contact_messages (first_name, last_name, email, subject, message) values ('a', 'b', 'a@b.co', 's', 'm')")).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.end();
    }
  });

  it('two instances writing the same pages at once converge on the newer content, whichever commits last', async () => {
    const paths = Array.from({ length: 40 }, (_, index) => `/race-${index}`);
    for (let round = 0; round < 4; round += 1) {
      const older = `2026-11-0${round + 1}T00:00:00.000Z`;
      const newer = `2026-11-0${round + 1}T00:00:01.000Z`;
      const a = postgresSearchDatabase(server.url(SEARCH_LOGIN_ROLE));
      const b = postgresSearchDatabase(server.url(SEARCH_LOGIN_ROLE));
      opened.push(a, b);
      const write = (db: SearchDatabase, revision: string, word: string) => writeSearchRecords(db, { records: paths.map((path) => record(path, { text: `Race ${word} round${round}.` })), revision });
      // The older content's writer starts last in odd rounds, so either may commit first.
      const writes = round % 2 === 0 ? [write(a, older, 'older'), write(b, newer, 'newer')] : [write(b, newer, 'newer'), write(a, older, 'older')];
      await Promise.all(writes);
      const found = await searchPages(context.db, `round${round}`, 'en', 50);
      expect(found.total).toBe(paths.length);
      const rows = await admin.query<{ body: string }>('select body from public.search_pages where path like $1', ['/race-%']);
      expect(new Set(rows.rows.map((row) => row.body))).toEqual(new Set([`Race newer round${round}.`]));
    }
  });
});
