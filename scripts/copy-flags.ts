/**
 * Copies the 4:3 country flags of `flag-icons` (lipis/flag-icons, MIT) to `public/flags/<code>.svg`,
 * where country-page heroes, region heroes and the comparison load them as images.
 * Every ISO 3166 code is copied, so a country an editor adds gets its flag without a
 * code change. Runs before `next dev` and `next build`; `public/flags/` is not committed.
 *
 * Usage: `tsx scripts/copy-flags.ts`
 */
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
const target = join('public', 'flags');
mkdirSync(target, { recursive: true });
const files = readdirSync(source).filter((name) => /^[a-z]{2}\.svg$/.test(name));
for (const name of files) cpSync(join(source, name), join(target, name));
console.log(`${target}: ${files.length} flags`);
