// Makes sure Debian's Chromium is present (Playwright cannot download its own browsers here):
// the headless shell the browser tests drive and the full browser the audits drive
// (scripts/lib/chromium.ts). Installs what is missing with apt-get when we are root; otherwise
// fails loudly. With PLAYWRIGHT_CHROMIUM_PATH set, that binary serves both and must exist.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Binary -> the Debian package that installs it. */
const PACKAGES = { '/usr/bin/chromium': 'chromium', '/usr/bin/chromium-headless-shell': 'chromium-headless-shell' };

const chosen = process.env.PLAYWRIGHT_CHROMIUM_PATH;
if (chosen) {
  if (existsSync(chosen)) process.exit(0);
  console.error(`PLAYWRIGHT_CHROMIUM_PATH points at ${chosen}, which does not exist.`);
  process.exit(1);
}
const missing = Object.entries(PACKAGES).filter(([binary]) => !existsSync(binary));
if (missing.length === 0) process.exit(0);

const packages = missing.map(([, name]) => name).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo -n ';
console.log(`${missing.map(([binary]) => binary).join(' and ')} not found: installing Debian's ${packages}…`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
} catch {
  console.error(
    `Could not install ${packages}. Install it yourself (Debian: apt-get install ${packages}) or set ` +
      'PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
for (const [binary] of missing) {
  if (!existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
}
