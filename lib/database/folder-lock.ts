import { lock } from 'proper-lockfile';
import { logger } from '../log/logger';

/** Another live process holds the folder's lock (`ELOCKED` from proper-lockfile). */
export function isFolderLocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ELOCKED';
}

/**
 * Takes a PGlite folder's lock for as long as this process runs: PGlite has no lock of its own,
 * and two processes on one folder lose rows. A `<folder>.lock` directory whose time stamp is
 * refreshed every 5 s; a lock left by a process that died is taken over after 10 s.
 * @param folder - an absolute path
 * @param label - names the folder's owner in the log line of a lost lock, e.g. `enquiries`
 * @returns the release function
 * @throws the lock's error; {@link isFolderLocked} tells one held by another process
 */
export function lockFolder(folder: string, label: string): Promise<() => Promise<void>> {
  return lock(folder, {
    realpath: false,
    stale: 10_000,
    update: 5_000,
    // The default throws from a timer and would end the server; say so and keep serving.
    onCompromised: (error) =>
      logger.error({ event: 'folder-lock-lost', owner: label, folder, err: error }, `${label}: the lock on ${folder} was lost (${error.message}); another process may now open the folder.`),
  });
}
