import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Applies `supabase/migrations/*.sql` (the Supabase CLI layout) to a database that the Supabase
 * CLI does not manage: the embedded PGlite store and the tests' PostgreSQL. Applied migrations are
 * recorded in `supabase_migrations.schema_migrations`, the table the CLI itself uses, so reopening
 * a persisted database applies only the new ones. Server-side only (reads the file system).
 */

/** One migration file: `name` is the file name without `.sql`, e.g. `20261121000000_enquiries`. */
export interface Migration {
  name: string;
  sql: string;
}

/** Where the migrations and `roles.sql` live, relative to the working directory. */
export const DEFAULT_MIGRATIONS_DIR = 'supabase/migrations';

/** `<version>_<name>.sql`, as the Supabase CLI names migrations; other files are ignored, as it does. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * Reads the migrations of `dir` in file-name order (the version prefix sorts them).
 * @returns `{ name, sql }` per `<digits>_<name>.sql` file; other files are skipped.
 * @throws Error (from `node:fs`) when `dir` cannot be read.
 */
export function readMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): Migration[] {
  // The migrations are read at run time from the working directory, and the embedded store is
  // for self-hosting only: the ignore comments keep Turbopack's file tracing from following these
  // dynamic paths and listing the whole project in the build's trace.
  return readdirSync(/* turbopackIgnore: true */ dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const migrationFile = path.join(/* turbopackIgnore: true */ dir, file);
      return { name: file.slice(0, -'.sql'.length), sql: readFileSync(/* turbopackIgnore: true */ migrationFile, 'utf8') };
    });
}

/** Options of {@link applyMigrations}. */
export interface ApplyMigrationsOptions {
  /** Migrations folder; default `supabase/migrations`. */
  dir?: string;
  /** SQL run first, every time (it must be idempotent); default `<dir>/../roles.sql`. */
  rolesFile?: string;
}

/**
 * Builds the script that {@link applyMigrations} runs: `roles.sql`, the bookkeeping table, then one
 * `DO` block per migration that runs it (PL/pgSQL `EXECUTE`) only when its version is not recorded,
 * and records it. Exported for tests and for running by hand (`psql -1 -f`).
 * @throws Error when a migration file is not named `<digits>_<name>.sql`.
 */
export function buildMigrationScript(migrations: Migration[], rolesSql: string): string {
  const parts = [
    rolesSql,
    'create schema if not exists supabase_migrations;',
    'create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);',
  ];
  for (const migration of migrations) {
    const match = MIGRATION_FILE.exec(`${migration.name}.sql`);
    if (!match) throw new Error(`Migration ${migration.name} is not named <digits>_<name>.sql`);
    const [, version = '', name = ''] = match;
    parts.push(`do $apply$
begin
  if not exists (select 1 from supabase_migrations.schema_migrations where version = ${literal(version)}) then
    execute ${literal(migration.sql)};
    insert into supabase_migrations.schema_migrations (version, name) values (${literal(version)}, ${literal(name)});
  end if;
end
$apply$;`);
  }
  return parts.join('\n\n');
}

/**
 * Runs `roles.sql`, then every migration not yet recorded, as one script through `exec`.
 *
 * `exec` receives a multi-statement SQL string, e.g. `(sql) => pglite.exec(sql)`. Sent as one
 * simple-protocol query (PGlite `exec`, `psql -c`, or `psql -1 -f -`) the script is one
 * transaction: either every pending migration is applied and recorded, or none is. A migration must
 * therefore not contain statements that cannot run in a transaction (`create index concurrently`).
 * @throws whatever `exec` throws (the driver's error, e.g. a failed statement), or an `fs` Error
 *   when the files cannot be read.
 */
export async function applyMigrations(
  exec: (sql: string) => Promise<unknown>,
  options: ApplyMigrationsOptions = {},
): Promise<void> {
  const dir = options.dir ?? DEFAULT_MIGRATIONS_DIR;
  const rolesFile = options.rolesFile ?? path.join(dir, '..', 'roles.sql');
  const rolesSql = readFileSync(/* turbopackIgnore: true */ rolesFile, 'utf8');
  await exec(buildMigrationScript(readMigrations(dir), rolesSql));
}

/** An escape-string literal (`E'...'`), correct whatever `standard_conforming_strings` is. */
function literal(value: string): string {
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
