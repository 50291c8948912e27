// Fails when lib/enquiries/database.types.ts is stale: generates the enquiry database's types from
// supabase/migrations/ into a temporary folder and compares them with the committed file,
// as typegen-check.mjs does for the Sanity types.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const committed = 'lib/enquiries/database.types.ts';
const dir = mkdtempSync(path.join(tmpdir(), 'rowtypes-'));
const fresh = path.join(dir, 'database.types.ts');
let matches;
try {
  execSync('npm run -s rowtypes', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ROWTYPES_OUT: fresh } });
  matches = existsSync(committed) && readFileSync(committed, 'utf8') === readFileSync(fresh, 'utf8');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!matches) {
  console.error(`${committed} is stale: it differs from the types of the migrations in supabase/migrations/. Run \`npm run rowtypes\` and commit the result.`);
  process.exit(1);
}
console.log(`${committed} matches the migrations.`);
