/**
 * The Chromium the audits drive, the same one as the browser tests: `PLAYWRIGHT_CHROMIUM_PATH`,
 * else Debian's `/usr/bin/chromium` (`scripts/ensure-chromium.mjs` installs it).
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Flags every launch of that Chromium needs here: as root, in a container, without a GPU. */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
