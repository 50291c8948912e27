import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions `supabase/migrations/` create. Supabase and PostgreSQL have them installed;
 * PGlite ships each as a module it loads only when asked, so a database opened without one fails
 * the migration that creates it.
 */
export const MIGRATION_EXTENSIONS = { pg_trgm } as const;

/**
 * Opens a PGlite database with {@link MIGRATION_EXTENSIONS} loaded.
 * @param dataDir - a folder it persists to (created when missing), `memory://…`, or nothing for a
 *   throwaway in-memory database
 * @throws whatever PGlite throws when the folder cannot be opened
 */
export function createPGlite(dataDir?: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: MIGRATION_EXTENSIONS });
}
