/**
 * `npm run rowtypes`: writes `lib/enquiries/database.types.ts`, the enquiry database's types in
 * the shape `supabase gen types typescript` writes, from the migrations in `supabase/migrations/`
 * applied to an in-memory PGlite database (no Docker needed; see scripts/lib/row-types.ts).
 * `npm run rowtypes:check` (part of `npm test`) fails when the committed file differs.
 *
 * Usage: npm run rowtypes. `ROWTYPES_OUT=<file>` writes there instead (the check does).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateRowTypes, ROW_TYPES_FILE } from './lib/row-types';

const out = resolve(process.env.ROWTYPES_OUT?.trim() || ROW_TYPES_FILE);
const types = await generateRowTypes();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, types);
console.log(`Wrote the enquiry database's types to ${out}`);
