/**
 * The Chromium the audits drive, the same one as the browser tests: `PLAYWRIGHT_CHROMIUM_PATH`,
 * else Debian's `/usr/bin/chromium` (`scripts/ensure-chromium.mjs` installs it).
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
}
