/**
 * The Chromium the audits and benches drive (Lighthouse measures what a visitor's browser does):
 * `PLAYWRIGHT_CHROMIUM_PATH`, else Debian's full browser, `/usr/bin/chromium`
 * (`scripts/ensure-chromium.mjs` installs it).
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLAYWRIGHT_CHROMIUM_PATH || FULL_CHROMIUM;
}

/**
 * The Chromium the browser tests drive: `PLAYWRIGHT_CHROMIUM_PATH`, else Debian's
 * `chromium-headless-shell`, the same Chromium (one source package, one version) built for
 * headless use only, as Playwright's own headless runs use. The same pages with their axe
 * checks take it far less CPU than the full browser, and the browser tests are bound by the
 * CPU on a 2-core machine.
 */
export function testChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLAYWRIGHT_CHROMIUM_PATH || HEADLESS_SHELL;
}

/** Debian's packages, by binary: what `scripts/ensure-chromium.mjs` installs when one is missing. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags every launch of that Chromium needs here: as root, in a container, without a GPU. */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
