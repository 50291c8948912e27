import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { isFolderLocked, lockFolder } from '../database/folder-lock';
import { createPGlite } from '../database/pglite';
import { applyMigrations } from '../database/migrations';
import { logger } from '../log/logger';
import { processSlot } from '../process/singleton';
import { checkSearchRole } from './role-check';

/** What readiness reads (`SearchDatabase.probe`). */
const PROBE_SQL = 'select 1 from public.search_pages limit 1';

/** One statement's rows. */
export type SqlQuery = <Row>(sql: string, params?: readonly unknown[]) => Promise<Row[]>;

/**
 * The site search's database (`public.search_pages`): the embedded PGlite or PostgreSQL (Supabase
 * in production), behind the same two calls, so every statement of `./store.ts` runs on both.
 */
export interface SearchDatabase {
  /** For logs: `embedded:<folder>` or `postgres:<host>/<database>` (never a password). */
  readonly name: string;
  query: SqlQuery;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>;
  /**
   * Reads one row of `public.search_pages`, for readiness. On PostgreSQL `signal` ends the query
   * by closing its connection, so a probe that timed out holds no connection of the pool; the
   * embedded database runs in this process and answers at once.
   * @throws the database's error, or the signal's reason once it aborts
   */
  probe(signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** Where the search database is: `SEARCH_DATABASE_URL`, else a PGlite folder. */
export type SearchDatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'embedded'; folder: string };

/**
 * Reads `SEARCH_DATABASE_URL` (a `postgres://` URL: Supabase's pooler or any PostgreSQL whose
 * migrations are applied, as a role that is a member of `search_writer`) and `SEARCH_DATA_DIR`
 * (the embedded folder, default `<NEXT_DIST_DIR or .next>/search-db`, which `npm run build`
 * fills).
 * @throws Error naming `SEARCH_DATABASE_URL` when it is not a postgres URL
 */
export function readSearchDatabaseConfig(env: Readonly<Record<string, string | undefined>> = process.env): SearchDatabaseConfig {
  const url = env.SEARCH_DATABASE_URL?.trim();
  if (url) {
    if (!URL.canParse(url) || !/^postgres(ql)?:$/.test(new URL(url).protocol)) {
      throw new Error('SEARCH_DATABASE_URL must be a postgres:// URL such as postgres://search_site.abcd1234:…@aws-0-eu-central-1.pooler.supabase.com:5432/postgres');
    }
    return { kind: 'postgres', url };
  }
  const folder = env.SEARCH_DATA_DIR?.trim() || path.join(env.NEXT_DIST_DIR?.trim() || '.next', 'search-db');
  return { kind: 'embedded', folder: path.resolve(/* turbopackIgnore: true */ folder) };
}

/** The embedded folder is held by another process: PGlite has no lock, so two would lose rows. */
export class SearchFolderInUseError extends Error {
  constructor(folder: string, options?: { cause?: unknown }) {
    super(`The search database ${folder} is in use by another process: give each server its own SEARCH_DATA_DIR, or set SEARCH_DATABASE_URL.`, options);
    this.name = 'SearchFolderInUseError';
  }
}

/**
 * A PGlite database as a {@link SearchDatabase}.
 * @param name - for logs, e.g. `embedded:<folder>`
 * @param release - run after closing it (the folder's lock)
 */
export function pgliteSearchDatabase(db: PGlite, name: string, release: () => Promise<void> = async () => {}): SearchDatabase {
  const query: SqlQuery = async (sql, params) => (await db.query(sql, params ? [...params] : undefined)).rows as never;
  return {
    name,
    query,
    transaction: (work) => db.transaction((tx) => work(async (sql, params) => (await tx.query(sql, params ? [...params] : undefined)).rows as never)),
    async probe(signal) {
      signal.throwIfAborted();
      await db.query(PROBE_SQL);
    },
    async close() {
      await db.close();
      await release();
    },
  };
}

/**
 * Opens the embedded folder, locked for this process, with the migrations applied (the same
 * files Supabase runs, so the same table, function and policies).
 * @throws SearchFolderInUseError when another process holds it
 */
async function openEmbedded(folder: string): Promise<SearchDatabase> {
  mkdirSync(/* turbopackIgnore: true */ folder, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockFolder(folder, 'search');
  } catch (error) {
    throw isFolderLocked(error) ? new SearchFolderInUseError(folder, { cause: error }) : error;
  }
  try {
    const db = await createPGlite(folder);
    await applyMigrations((sql) => db.exec(sql));
    return pgliteSearchDatabase(db, `embedded:${folder}`, release);
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
}

/** A pool of connections to PostgreSQL at `url` as a {@link SearchDatabase}. */
export function postgresSearchDatabase(url: string): SearchDatabase {
  // A few connections: a search is one statement, and a publish one transaction.
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, statement_timeout: 10_000 });
  // An idle client's error (the server restarted) must not end the process; the next query reconnects.
  const { host, pathname } = new URL(url);
  pool.on('error', (error) => logger.error({ event: 'search-connection-failed', err: error, database: `postgres:${host}${pathname}` }, `search: a PostgreSQL connection failed (${error.message})`));
  return {
    name: `postgres:${host}${pathname}`,
    query: async (sql, params) => (await pool.query(sql, params ? [...params] : undefined)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async probe(signal) {
      signal.throwIfAborted();
      const client = await pool.connect();
      // Closing it under a running statement makes the client emit an error, which the pool does
      // not listen for on a client it lent out; the statement's own rejection is handled below.
      client.on('error', () => {});
      let ended = false;
      let backend: number | undefined;
      // PostgreSQL notices a closed connection only when it next writes to it, so a statement
      // waiting on a lock would run on to statement_timeout: it is cancelled first, from another
      // connection (a role may cancel its own backends), and the client is closed, not reused.
      const end = () => {
        ended = true;
        if (backend !== undefined) void pool.query('select pg_catalog.pg_cancel_backend($1)', [backend]).catch(() => {});
        client.release(true);
      };
      signal.addEventListener('abort', end, { once: true });
      try {
        backend = (await client.query<{ pid: number }>('select pg_catalog.pg_backend_pid() as pid')).rows[0]?.pid;
        signal.throwIfAborted();
        await client.query(PROBE_SQL);
        signal.throwIfAborted();
      } catch (error) {
        throw signal.aborted ? signal.reason : error;
      } finally {
        signal.removeEventListener('abort', end);
        if (!ended) client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A pool to PostgreSQL at `url`, once its role is known to reach no further than the search table
 * (`./role-check.ts`), so neither the server nor a script writes as a role that could read the
 * enquiries.
 * @throws SearchRoleRefusedError naming the role and why; pg's error when it cannot connect
 */
async function openPostgres(url: string): Promise<SearchDatabase> {
  const db = postgresSearchDatabase(url);
  try {
    await checkSearchRole(db.query);
    return db;
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/**
 * Opens the search database `config` names: a pool for PostgreSQL, after checking its role
 * (nothing is applied there: its migrations are the operator's, `supabase db push`), or the
 * embedded folder.
 * @throws SearchRoleRefusedError, or pg's error when PostgreSQL cannot be reached;
 *   SearchFolderInUseError, or PGlite's error when the folder cannot be opened
 */
export async function openSearchDatabase(config: SearchDatabaseConfig = readSearchDatabaseConfig()): Promise<SearchDatabase> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openEmbedded(config.folder);
}

/** One per process: the routes, the webhook and instrumentation are bundled apart. */
const shared = processSlot<Promise<SearchDatabase>>('search-database');

/**
 * This process's search database, opened on first use and kept open. A failed open is not kept,
 * so the next call tries again.
 * @throws as {@link openSearchDatabase}
 */
export function searchDatabase(): Promise<SearchDatabase> {
  const held = shared.get();
  if (held) return held;
  const opening = openSearchDatabase();
  shared.set(opening);
  opening.catch(() => {
    if (shared.get() === opening) shared.clear();
  });
  return opening;
}
