import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { SanityClient } from '@sanity/client';
import type { AnySeedDocument, SeedImageAsset } from '../../seed/types';
import { readSanityConfig } from './env';

/**
 * Pushes `seed/` to a Sanity dataset: compares each seed document with the
 * dataset's copy by id, then writes the new and changed ones with batched `createOrReplace`
 * transactions. Hero images are uploaded once (matched by SHA-1, so a re-run uploads nothing).
 */

type Doc = Exclude<AnySeedDocument, SeedImageAsset> & { _id: string };

/** What a push would do (or did) for each document id. */
export interface SeedPlan {
  create: Doc[];
  replace: Doc[];
  unchanged: Doc[];
  /** Images not yet in the dataset, by file path. */
  uploads: string[];
}

const isAsset = (doc: AnySeedDocument): doc is SeedImageAsset => doc._type === 'sanity.imageAsset';

/** JSON with sorted keys and without the fields Sanity adds, for comparing documents. */
function canonical(value: unknown): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => !['_createdAt', '_updatedAt', '_rev'].includes(k))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, inner]) => [k, strip(inner)]),
      );
    }
    return v;
  };
  return JSON.stringify(strip(value));
}

/** Replaces seed image asset ids in references with the dataset's asset ids. */
function remapAssets<T>(value: T, ids: Map<string, string>): T {
  if (Array.isArray(value)) return value.map((v) => remapAssets(v, ids)) as T;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, k === '_ref' && typeof v === 'string' && ids.has(v) ? ids.get(v) : remapAssets(v, ids)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

/**
 * Works out what pushing `documents` to the client's dataset would change.
 * @param root repository root, where the image files' `localPath`s start
 * @param upload when true, uploads missing images (a real push); when false (dry run) only lists them
 */
export async function planSeed(client: SanityClient, documents: readonly AnySeedDocument[], root: string, upload: boolean): Promise<SeedPlan> {
  const assets = documents.filter(isAsset);
  const hashes = new Map(assets.map((a) => [a._id, createHash('sha1').update(readFileSync(resolve(root, a.localPath))).digest('hex')]));
  const existingAssets = await client.fetch<{ _id: string; sha1hash: string }[]>(
    '*[_type == "sanity.imageAsset" && sha1hash in $hashes]{ _id, sha1hash }',
    { hashes: [...hashes.values()] },
  );
  const assetIds = new Map<string, string>();
  const uploads: string[] = [];
  for (const asset of assets) {
    const found = existingAssets.find((e) => e.sha1hash === hashes.get(asset._id));
    if (found) assetIds.set(asset._id, found._id);
    else if (upload) {
      const uploaded = await client.assets.upload('image', readFileSync(resolve(root, asset.localPath)), { filename: asset.originalFilename });
      assetIds.set(asset._id, uploaded._id);
      uploads.push(asset.localPath);
    } else uploads.push(asset.localPath);
  }

  const docs = documents.filter((d): d is Doc => !isAsset(d)).map((d) => remapAssets(d, assetIds));
  const existing = await client.fetch<{ _id: string }[]>('*[_id in $ids]', { ids: docs.map((d) => d._id) });
  const byId = new Map(existing.map((d) => [d._id, d]));
  const plan: SeedPlan = { create: [], replace: [], unchanged: [], uploads };
  for (const doc of docs) {
    const current = byId.get(doc._id);
    if (!current) plan.create.push(doc);
    else if (canonical(current) === canonical(doc)) plan.unchanged.push(doc);
    else plan.replace.push(doc);
  }
  return plan;
}

/** Writes the plan's new and changed documents, `batchSize` per transaction. @returns the number of transactions. */
export async function applySeedPlan(client: SanityClient, plan: SeedPlan, batchSize = 50): Promise<number> {
  const writes = [...plan.create, ...plan.replace];
  let transactions = 0;
  for (let i = 0; i < writes.length; i += batchSize) {
    const transaction = client.transaction();
    for (const doc of writes.slice(i, i + batchSize)) transaction.createOrReplace(doc as Parameters<typeof transaction.createOrReplace>[0]);
    await transaction.commit({ visibility: 'sync' });
    transactions++;
  }
  return transactions;
}

/** Options of `npm run seed`, parsed from the command line and environment. */
export interface SeedOptions {
  projectId: string;
  dataset: string;
  token: string;
  apiVersion: string;
  dryRun: boolean;
  /** `SANITY_API_HOST`, when the Content Lake is reached at another host (the tests' loopback one). */
  apiHost?: string;
}

/**
 * Reads and checks `npm run seed` options.
 * Requires `NEXT_PUBLIC_SANITY_PROJECT_ID`; a write also needs `SANITY_API_WRITE_TOKEN` and
 * `--dataset <name>` equal to `NEXT_PUBLIC_SANITY_DATASET` (the dataset must be named on purpose).
 * A `--dry-run` writes nothing and needs neither.
 * @throws Error with a message saying what is missing.
 */
export function readSeedOptions(argv: readonly string[], env: Record<string, string | undefined>): SeedOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'dry-run': { type: 'boolean', default: false }, dataset: { type: 'string' } },
    strict: true,
  });
  const dryRun = values['dry-run'];
  const named = values.dataset;
  // Same validation (and defaults) as the site itself: a malformed variable is named.
  const config = readSanityConfig(env);
  if (!config) throw new Error('NEXT_PUBLIC_SANITY_PROJECT_ID is not set: there is no Sanity project to seed.');
  const { projectId, dataset, apiVersion, apiHost } = config;
  const token = env.SANITY_API_WRITE_TOKEN?.trim() ?? '';
  if (!named && !dryRun) throw new Error(`Refusing to touch a dataset nobody named: run \`npm run seed -- --dataset ${dataset}\` to seed "${dataset}".`);
  if (named !== undefined && named !== dataset) throw new Error(`--dataset ${named} does not match NEXT_PUBLIC_SANITY_DATASET (${dataset}); refusing to write.`);
  if (!token && !dryRun) throw new Error('SANITY_API_WRITE_TOKEN is not set: create an Editor token in sanity.io/manage, or use --dry-run.');
  return { projectId, dataset, token, apiVersion, dryRun, ...(apiHost ? { apiHost } : {}) };
}
