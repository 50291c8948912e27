// Makes sure Debian's Chromium is present for Playwright (which cannot download its own
// browsers here). Installs it with apt-get when missing and we are root; otherwise fails loudly.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.env.PLAYWRIGHT_CHROMIUM_PATH) {
  console.error(`PLAYWRIGHT_CHROMIUM_PATH points at ${path}, which does not exist.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo -n ';
console.log(`Chromium not found at ${path}: installing Debian's chromium package…`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
} catch {
  console.error(
    'Could not install Chromium. Install it yourself (Debian: apt-get install chromium) or set ' +
      'PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
