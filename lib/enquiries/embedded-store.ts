import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { isFolderLocked, lockFolder as lockDatabaseFolder } from '../database/folder-lock';
import { createPGlite } from '../database/pglite';
import type { Database, Tables } from './database.types';
import { applyMigrations } from '../database/migrations';
import { readRetentionDays } from './env';
import { logger } from '../log/logger';
import { processSingleton } from '../process/singleton';
import { contactCall, formationCall, readSaveOutcome, type ContactMessageRow, type StoredFounder } from './rows';
import { EnquiryStoreError, type EnquiryStore, type SaveOutcome } from './store';

/**
 * The default enquiry store: PGlite (PostgreSQL in WebAssembly) persisted to a
 * git-ignored folder, with the Supabase migrations applied and every insert run as role `anon`,
 * so the same grants, policies and CHECK constraints guard it as on Supabase. Server-side only.
 */

/**
 * Data folder, relative to the working directory (`.data/` is git-ignored): `ENQUIRY_DATA_DIR`,
 * default `.data/enquiries`. Two servers must never share one folder: PGlite has no lock of its
 * own, so this module holds one (`<folder>.lock`, see {@link EnquiryFolderInUseError}).
 */
export const DEFAULT_DATA_DIR = process.env.ENQUIRY_DATA_DIR?.trim() || '.data/enquiries';

/**
 * One database per data folder and process. PGlite has no lock on its folder, so two instances on
 * one folder would corrupt it: the promise is kept once per process (`lib/process/singleton.ts`),
 * surviving Next.js dev reloads.
 */
function openDatabases(): Map<string, Promise<PGlite>> {
  return processSingleton('enquiries-pglite', () => new Map<string, Promise<PGlite>>());
}

function key(dataDir: string): string {
  return dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir);
}

/** Opens (the first call creates it, the slow part) and migrates the database of `dataDir`, once. */
function database(dataDir: string): Promise<PGlite> {
  const databases = openDatabases();
  const id = key(dataDir);
  let db = databases.get(id);
  if (!db) {
    db = open(id);
    databases.set(id, db);
    // A failed open is not memoised: the next enquiry tries again.
    db.catch(() => databases.delete(id));
  }
  return db;
}

/**
 * The embedded store's folder is held by another process: two PGlite
 * instances on one folder lose rows (seen: 80 inserts reported stored, 43 kept).
 */
export class EnquiryFolderInUseError extends EnquiryStoreError {
  constructor(folder: string, options?: { cause?: unknown }) {
    super(
      `The enquiry folder ${folder} is in use by another process. Two servers must not share one folder ` +
        '(its database would lose rows): give each server its own ENQUIRY_DATA_DIR, or use SUPABASE_URL.',
      options,
    );
    this.name = 'EnquiryFolderInUseError';
  }
}

/** Releases of the folder locks this process holds, by folder. */
const releases = new Map<string, () => Promise<void>>();

/**
 * Takes the folder's lock for as long as this process runs (`lib/database/folder-lock.ts`).
 * @throws EnquiryFolderInUseError when another live process holds it
 */
async function lockFolder(id: string): Promise<void> {
  try {
    releases.set(id, await lockDatabaseFolder(id, 'enquiries'));
  } catch (error) {
    if (isFolderLocked(error)) throw new EnquiryFolderInUseError(id, { cause: error });
    throw error;
  }
}

async function open(id: string): Promise<PGlite> {
  if (!id.startsWith('memory://')) {
    mkdirSync(id, { recursive: true });
    await lockFolder(id);
  }
  try {
    const db = await createPGlite(id);
    try {
      await applyMigrations((sql) => db.exec(sql));
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
    scheduleRetention(db, id);
    return db;
  } catch (error) {
    await releaseFolder(id);
    throw error;
  }
}

/** How often the embedded store deletes expired enquiries: daily, as pg_cron does on Supabase. */
const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes enquiries older than `ENQUIRY_RETENTION_DAYS` (default 365) now and every 24 hours while
 * the database is open: `public.delete_expired_enquiries`, which pg_cron runs on
 * Supabase. A failure is logged and tried again the next day; it never stops the store.
 */
function scheduleRetention(db: PGlite, id: string): void {
  const days = readRetentionDays();
  const { sql, params } = functionCall('delete_expired_enquiries', { p_retention_days: days });
  const run = () =>
    db
      .query<FunctionResult<'delete_expired_enquiries'>>(sql, params)
      .then(({ rows }) => {
        const deleted = rows[0]?.result ?? 0;
        if (deleted > 0) logger.info({ event: 'enquiries-expired', deleted, days, store: id }, `enquiries: deleted ${deleted} enquiries older than ${days} days`);
      })
      .catch((error: unknown) => {
        if (!db.closed) logger.error({ event: 'enquiries-expiry-failed', store: id, err: error }, 'enquiries: could not delete expired enquiries');
      });
  void run();
  const timer = setInterval(() => (db.closed ? clearInterval(timer) : void run()), RETENTION_INTERVAL_MS);
  timer.unref();
}

type Functions = Database['public']['Functions'];

/**
 * A function's arguments as SQL takes them: the names and types of the generated `Args`
 * (`database.types.ts`), each of which may also be null (see `ContactCall` in rows.ts).
 */
type SqlArgs<Fn extends keyof Functions> = { [Name in keyof Functions[Fn]['Args']]: Functions[Fn]['Args'][Name] | null };

/** The row of {@link functionCall}'s query: the function's answer as `result`. */
type FunctionResult<Fn extends keyof Functions> = { result: Functions[Fn]['Returns'] };

/**
 * `select public.<fn>(<name> => $1, …) as result` with the arguments' values as its parameters:
 * the same named-argument call PostgREST makes of an RPC. Argument names come from `args`, whose
 * type is the function's generated `Args`, so the SQL cannot name an argument the function lacks.
 * An object or array (a `jsonb` argument) is sent as JSON text.
 */
function functionCall<Fn extends keyof Functions>(fn: Fn, args: SqlArgs<Fn>): { sql: string; params: unknown[] } {
  const entries: [string, unknown][] = Object.entries(args);
  const named = entries.map(([name], i) => `${name} => $${i + 1}`);
  return {
    sql: `select public.${fn}(${named.join(', ')}) as result`,
    params: entries.map(([, value]) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value)),
  };
}

/**
 * Creates the embedded store on `dataDir` (default `.data/enquiries`; `memory://` for a throwaway
 * database). Nothing is opened until the first save.
 *
 * Each save is one transaction that switches to role `anon` (`set local role anon`) and calls the
 * submit function, as the Supabase store does through PostgREST: the same rate limit, one row per
 * submission id, the server's time.
 * @returns an {@link EnquiryStore} named `embedded:<absolute dir>`.
 * @throws nothing itself; `saveContact` / `saveFormation` reject with `EnquiryStoreError` (the
 *   PGlite error as `cause`) when the database cannot be opened or the row is refused, e.g. a CHECK
 *   constraint violation (SQLSTATE 23514).
 */
export function createEmbeddedStore(dataDir: string = DEFAULT_DATA_DIR): EnquiryStore {
  const submit = async (what: string, { sql, params }: { sql: string; params: unknown[] }): Promise<SaveOutcome> => {
    let outcome: unknown;
    try {
      const db = await database(dataDir);
      outcome = await db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        return (await tx.query<FunctionResult<'submit_contact_message' | 'submit_formation_application'>>(sql, params)).rows[0]?.result;
      });
    } catch (error) {
      throw new EnquiryStoreError(`Could not store the ${what} in the embedded store: ${describe(error)}`, { cause: error });
    }
    return readSaveOutcome(outcome);
  };

  return {
    name: `embedded:${key(dataDir)}`,
    saveContact: (enquiry, submitter) =>
      submit('contact message', functionCall('submit_contact_message', contactCall(enquiry, submitter))),
    saveFormation: (enquiry, submitter) =>
      submit('formation application', functionCall('submit_formation_application', formationCall(enquiry, submitter))),
    async ready(signal) {
      try {
        const db = await database(dataDir);
        signal.throwIfAborted();
        const answer = await db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          return (await tx.query<{ ready: boolean }>('select public.enquiry_store_ready() as ready')).rows[0]?.ready;
        });
        if (answer !== true) throw new Error('the probe answered nothing');
      } catch (error) {
        throw new EnquiryStoreError(`The embedded store did not answer the readiness probe: ${describe(error)}`, { cause: error });
      }
    },
  };
}

/**
 * Closes the database of `dataDir` if this process opened it (tests; the site never closes it).
 * @throws nothing: a database that failed to open or is already closed is ignored.
 */
export async function closeEmbeddedStore(dataDir: string = DEFAULT_DATA_DIR): Promise<void> {
  const databases = openDatabases();
  const id = key(dataDir);
  const db = databases.get(id);
  databases.delete(id);
  await db?.then((d) => d.close()).catch(() => {});
  await releaseFolder(id);
}

async function releaseFolder(id: string): Promise<void> {
  const release = releases.get(id);
  releases.delete(id);
  await release?.().catch(() => {});
}

/**
 * A stored contact message, as read back by {@link listEnquiries}: the generated row, with
 * `created_at` a `Date`, as PGlite reads `timestamptz` (PostgREST sends ISO text, hence `string`
 * in the generated type).
 */
export type StoredContactMessage = ContactMessageRow & { created_at: Date };

/**
 * A stored formation application, as read back by {@link listEnquiries}: the generated row, with
 * times as `Date` (see {@link StoredContactMessage}) and `founders` as the CHECK constraint lets
 * them in ({@link StoredFounder}) rather than any `Json`.
 */
export type StoredFormationApplication = Omit<Tables<'formation_applications'>, 'founders' | 'submitted_at' | 'created_at'> & {
  founders: StoredFounder[];
  submitted_at: Date;
  created_at: Date;
};

/** Both tables of the embedded store, newest first. */
export interface StoredEnquiries {
  contacts: StoredContactMessage[];
  formations: StoredFormationApplication[];
}

/**
 * Reads every stored enquiry of the embedded store, newest first, as the table owner (anon may not
 * read). For `npm run enquiries` and the browser tests.
 *
 * When this process has `dataDir` open, that database is read. Otherwise a copy of the folder is
 * opened and deleted afterwards, so the running site (which may hold the folder open; PGlite has no
 * lock) is never touched. A folder that does not exist yet means no enquiries.
 * @returns `{ contacts, formations }`, each ordered by `created_at` descending.
 * @throws EnquiryStoreError when the database cannot be opened or read.
 */
export async function listEnquiries(dataDir: string = DEFAULT_DATA_DIR): Promise<StoredEnquiries> {
  const id = key(dataDir);
  const open = openDatabases().get(id);
  try {
    if (open) return await readAll(await open);
    if (!existsSync(path.join(id, 'PG_VERSION'))) return { contacts: [], formations: [] };
    const copy = mkdtempSync(path.join(tmpdir(), 'enquiries-'));
    try {
      cpSync(id, copy, { recursive: true });
      rmSync(path.join(copy, 'postmaster.pid'), { force: true });
      const db = await createPGlite(copy);
      try {
        // A folder written by an older version may lack newer tables; the copy is disposable.
        await applyMigrations((sql) => db.exec(sql));
        return await readAll(db);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  } catch (error) {
    throw new EnquiryStoreError(`Could not read the embedded store in ${id}: ${describe(error)}`, { cause: error });
  }
}

// `select *`: the row types are the generated ones, which list every column (`npm run rowtypes:check`
// keeps them in step with the migrations).
async function readAll(db: PGlite): Promise<StoredEnquiries> {
  const contacts = await db.query<StoredContactMessage>('select * from public.contact_messages order by created_at desc, id');
  const formations = await db.query<StoredFormationApplication>(
    'select * from public.formation_applications order by created_at desc, id',
  );
  return { contacts: contacts.rows, formations: formations.rows };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (SQLSTATE ${code})` : error.message;
  }
  return String(error);
}

/**
 * Opens and migrates the embedded database ahead of the first enquiry (called at server start),
 * so a visitor's first submit does not wait for PGlite to start.
 * @throws EnquiryStoreError when the database cannot be opened.
 */
export async function openEmbeddedStore(dataDir: string = DEFAULT_DATA_DIR): Promise<void> {
  try {
    await database(dataDir);
  } catch (error) {
    if (error instanceof EnquiryFolderInUseError) throw error;
    throw new EnquiryStoreError(`Could not open the embedded enquiry store in ${dataDir}`, { cause: error });
  }
}
