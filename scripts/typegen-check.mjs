// Fails when lib/content/sanity.types.ts is stale: regenerates the types from the schemas and
// queries into .sanity/ and compares them with the committed file.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const committed = 'lib/content/sanity.types.ts';
const fresh = '.sanity/sanity.types.check.ts';
execSync('npm run -s typegen', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TYPEGEN_OUT: `./${fresh}` } });
if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
  console.error(`${committed} is stale: the schemas or queries changed. Run \`npm run typegen\` and commit the result.`);
  process.exit(1);
}
console.log(`${committed} matches the schemas and queries.`);
