/**
 * `npm run seed -- --dataset <name> [--dry-run]`: pushes seed/ to the configured Sanity dataset.
 * Prints what it created, replaced or left alone; with --dry-run it shows the differences and
 * writes nothing. See lib/content/seed-push.ts.
 */
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
