/**
 * Writes the seed as NDJSON for `sanity dataset import` (one document per line).
 *
 * Image assets are not documents in an import: each image field is rewritten to Sanity's
 * `_sanityAsset` form (`image@file://<absolute path>`), which the CLI uploads. The file goes to
 * `.sanity/seed.ndjson` (git-ignored: it holds this machine's absolute paths).
 *
 * Usage: npm run seed:export [-- <out-file>]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toNdjson } from '../seed/ndjson';

const out = resolve(process.argv[2] ?? '.sanity/seed.ndjson');
const ndjson = toNdjson(process.cwd());
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, ndjson);
console.log(`Wrote ${ndjson.trimEnd().split('\n').length} documents to ${out}`);
console.log(`Import with: npx sanity dataset import ${out} <dataset> --replace`);
