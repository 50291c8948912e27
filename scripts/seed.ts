/**
 * `npm run seed -- --dataset <name> [--dry-run]`: pushes seed/ to the configured Sanity dataset.
 * Prints what it created, replaced or left alone; with --dry-run it shows the differences and
 * writes nothing. See lib/content/seed-push.ts.
 *
 * With `SEARCH_DATABASE_URL` set (a shared search database, as in production), it then makes the
 * site search's records of that dataset (`scripts/search-reindex.ts`); the embedded search
 * database is filled by `npm run build` and `npm run dev`.
 */
import { spawnSync } from 'node:child_process';
import { createClient } from '@sanity/client';
import { clientConfig } from '../lib/content/env';
import { applySeedPlan, planSeed, readSeedOptions } from '../lib/content/seed-push';
import { seedDocuments } from '../seed';

async function main() {
  const options = readSeedOptions(process.argv.slice(2), process.env);
  const client = createClient({
    ...clientConfig(options),
    token: options.token || undefined,
    useCdn: false,
    perspective: 'raw',
  });
  const plan = await planSeed(client, seedDocuments, process.cwd(), !options.dryRun);
  const list = (label: string, docs: { _id: string }[]) => console.log(`${label} (${docs.length})${docs.length ? `: ${docs.map((d) => d._id).join(', ')}` : ''}`);
  console.log(`${options.dryRun ? 'Dry run against' : 'Seeding'} ${options.projectId}/${options.dataset}`);
  list(options.dryRun ? 'Would create' : 'Create', plan.create);
  list(options.dryRun ? 'Would replace' : 'Replace', plan.replace);
  console.log(`Unchanged (${plan.unchanged.length})`);
  if (plan.uploads.length) console.log(`${options.dryRun ? 'Would upload' : 'Uploaded'} images: ${plan.uploads.join(', ')}`);
  if (options.dryRun) return;
  const transactions = await applySeedPlan(client, plan);
  console.log(`Done: ${plan.create.length} created, ${plan.replace.length} replaced, ${plan.unchanged.length} left alone in ${transactions} transaction(s).`);
  if (process.env.SEARCH_DATABASE_URL?.trim()) {
    // A process of its own: the content source reads the dataset from the environment when first imported.
    const env = { ...process.env, NEXT_PUBLIC_SANITY_PROJECT_ID: options.projectId, NEXT_PUBLIC_SANITY_DATASET: options.dataset };
    const reindex = spawnSync('npx', ['tsx', 'scripts/search-reindex.ts'], { env, stdio: 'inherit' });
    if (reindex.status !== 0) throw new Error(`The search records of ${options.dataset} were not made (scripts/search-reindex.ts exited ${reindex.status ?? reindex.signal}).`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
