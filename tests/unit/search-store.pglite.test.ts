import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { createPGlite } from '@/lib/database/pglite';
import { applyMigrations } from '@/lib/database/migrations';
import { pgliteSearchDatabase } from '@/lib/search/database';
import { defineSearchStoreCases, type SearchStoreContext } from './search-store-cases';

// The search store on PGlite, the embedded default: the migrations, pg_trgm loaded, the writes
// and the search as the site makes them.
describe('search store on PGlite', () => {
  let pg: PGlite;
  let context: SearchStoreContext;

  beforeAll(async () => {
    pg = await createPGlite();
    await applyMigrations((sql) => pg.exec(sql));
    const db = pgliteSearchDatabase(pg, 'embedded:memory');
    const asRole: SearchStoreContext['asRole'] = async (role, sql) => {
      try {
        return await pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          return { rows: (await tx.query(sql)).rows };
        });
      } catch (error) {
        return { code: String((error as { code?: unknown }).code) };
      }
    };
    context = { db, asRole };
    // Making the database and applying every migration runs beside the typecheck in `npm test`,
    // where the default limit of a hook is too short for it.
  }, 60_000);

  afterAll(async () => {
    await pg?.close();
  });

  defineSearchStoreCases(() => context);
});
