// Makes sure Debian packages the tests or the bench run are installed: each argument is
// `package:binary` (e.g. `nginx:/usr/sbin/nginx`). Installs the missing ones with apt-get when we
// are root (or have passwordless sudo); otherwise fails loudly, naming them.
// Usage: node scripts/ensure-debian-packages.mjs nginx:/usr/sbin/nginx redis-server:/usr/bin/redis-server
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.argv.slice(2).map((arg) => {
  const [pkg, binary] = arg.split(':');
  if (!pkg || !binary) throw new Error(`expected package:binary, got "${arg}"`);
  return { pkg, binary };
});
const missing = wanted.filter(({ binary }) => !existsSync(binary));
if (missing.length === 0) process.exit(0);

const names = missing.map(({ pkg }) => pkg).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo -n ';
console.log(`Installing Debian packages: ${names} …`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, { stdio: 'inherit' });
} catch {
  console.error(`Could not install ${names}. Install them yourself (Debian: apt-get install ${names}), then run again.`);
  process.exit(1);
}
const still = missing.filter(({ binary }) => !existsSync(binary));
if (still.length) {
  console.error(`apt-get finished but ${still.map(({ binary }) => binary).join(', ')} is still missing.`);
  process.exit(1);
}
