/**
 * `npm run enquiries [-- --full] [-- --dir <folder>]`: prints the enquiries stored by the embedded
 * store as two tables, newest first. `--full` prints every field untruncated, one
 * record per block. With Supabase configured it lists nothing and points to the dashboard.
 *
 * Safe while `npm run dev` runs: the store is read from a copy of its folder. Values are printed
 * as text, never interpreted: one holding control or bidirectional-formatting characters (terminal
 * escape sequences, line breaks) is printed JSON-quoted with those characters escaped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR, listEnquiries, type StoredEnquiries } from '../lib/enquiries/embedded-store';
import { readSupabaseConfig } from '../lib/enquiries/env';

// Work from the project root wherever this is started (the migrations and .env files are there);
// a relative --dir still means relative to where the command was typed.
const invokedFrom = process.cwd();
process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

// Like `next dev`, read .env files without overriding the real environment.
for (const file of ['.env.development.local', '.env.local', '.env.development', '.env']) {
  if (existsSync(file)) process.loadEnvFile(file);
}

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** The value as one safe line: as is, or JSON-quoted with every unsafe character as `\uXXXX`. */
function printable(value: string): string {
  if (!UNSAFE.test(value)) return value;
  return JSON.stringify(value).replace(UNSAFE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function truncate(value: string, width: number): string {
  const chars = [...value];
  return chars.length <= width ? value : `${chars.slice(0, width - 1).join('')}…`;
}

function time(value: Date): string {
  return value.toISOString().replace('T', ' ').slice(0, 19);
}

function table(title: string, headers: string[], rows: string[][], widths: number[]): string {
  const cells = rows.map((row) => row.map((cell, i) => truncate(printable(cell), widths[i] ?? 40)));
  const width = headers.map((h, i) => Math.max([...h].length, ...cells.map((row) => [...(row[i] ?? '')].length)));
  const line = (row: string[]) => row.map((cell, i) => cell + ' '.repeat((width[i] ?? 0) - [...cell].length)).join('  ').trimEnd();
  return [`${title} (${rows.length})`, line(headers), line(width.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function founderText(f: StoredEnquiries['formations'][number]['founders'][number]): string {
  const extra = [f.cvr ? `CVR ${f.cvr}` : '', f.isForeign ? 'foreign' : ''].filter(Boolean).join(', ');
  return `${f.type} ${f.name}${extra ? ` (${extra})` : ''}`;
}

function render({ contacts, formations }: StoredEnquiries, full: boolean): string {
  if (full) {
    const block = (fields: [string, string][]) => fields.map(([k, v]) => `${k.padEnd(18)}${printable(v)}`).join('\n');
    return [
      ...contacts.map((c) =>
        block([
          ['contact message', c.id],
          ['received', time(c.created_at)],
          ['name', `${c.first_name} ${c.last_name}`],
          ['email', c.email],
          ['phone', c.phone ?? ''],
          ['subject', c.subject],
          ['message', c.message],
        ]),
      ),
      ...formations.map((f) =>
        block([
          ['formation', f.id],
          ['received', time(f.created_at)],
          ['submitted', time(f.submitted_at)],
          ['structure', f.company_structure],
          ['founders', String(f.number_of_founders)],
          ...f.founders.map((founder, i): [string, string] => [`  ${i + 1}.`, founderText(founder)]),
        ]),
      ),
    ].join('\n\n');
  }
  return [
    table(
      'Contact messages',
      ['Received (UTC)', 'Id', 'Name', 'Email', 'Phone', 'Subject', 'Message'],
      contacts.map((c) => [time(c.created_at), c.id, `${c.first_name} ${c.last_name}`, c.email, c.phone ?? '', c.subject, c.message]),
      [19, 36, 30, 40, 20, 40, 50],
    ),
    table(
      'Company formation applications',
      ['Received (UTC)', 'Id', 'Structure', 'Founders'],
      formations.map((f) => [time(f.created_at), f.id, f.company_structure, f.founders.map(founderText).join('; ')]),
      [19, 36, 9, 100],
    ),
  ].join('\n\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const full = args.includes('--full');
  const dirIndex = args.indexOf('--dir');
  const dirArg = dirIndex >= 0 ? args[dirIndex + 1] : undefined;
  if (dirIndex >= 0 && !dirArg) throw new Error('--dir needs a folder');
  const dataDir = dirArg ? path.resolve(invokedFrom, dirArg) : DEFAULT_DATA_DIR;

  const supabase = readSupabaseConfig();
  if (supabase) {
    console.log(
      `Supabase is configured (${new URL(supabase.url).host}): enquiries are stored there, not here.\n` +
        'Use the Supabase dashboard (Table Editor: contact_messages, formation_applications) to read them.',
    );
    return 0;
  }

  const stored = await listEnquiries(dataDir);
  if (stored.contacts.length === 0 && stored.formations.length === 0) {
    console.log(`The embedded store (${dataDir}) is empty: no enquiries yet. Send one of the forms on \`npm run dev\`.`);
    return 0;
  }
  console.log(render(stored, full));
  if (!full) console.log('\nLong values are cut at the column width; `npm run enquiries -- --full` prints everything.');
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
