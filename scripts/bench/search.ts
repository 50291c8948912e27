/**
 * The site search at the company's size: 21 jurisdictions (those of docs/requirements.md), 200 and 1,000
 * (`SEED_JURISDICTIONS`, `seed/scale.ts`), each seeded into its own loopback Content Lake and
 * served by one production build that reads it.
 *
 *   npm run bench:search          the table alone; `npm run bench` prints it too
 *
 * Per size:
 * - from scratch: every search record read from the lake and written to an empty embedded
 *   database (`npm run search:reindex`'s work), in a process of its own;
 * - query p50 and p95: the server's query (`public.search_site`) for 20 searches per locale,
 *   the first word and the first three letters of page titles spread over the table;
 * - dialog: the requests and bytes (as transferred) from opening the header's search on `/da` and
 *   typing "Cypern" until the first result shows, in Chromium;
 * - country publish to found: a new word in a country's heading, committed to the lake, then
 *   its webhook sent: from the webhook until `/api/search` finds it;
 * - site-settings publish: the records read again and written, as the server logs it.
 *
 * Budgets (exit 1 when missed), at every size: at most 6 requests and 80 KB to the first results,
 * publish to found within 2 s; query p95 at most 50 ms at 1,000; from scratch within 60 s at 1,000;
 * a site-settings publish's records within 5 s at 1,000.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';
import { buildSite, startSite, untilSearchReady, type LoggedServer } from '../lib/prod-server';
import { parseLogLine } from '../lib/server-log';
import { editorClient, sendWebhook, setPhoneEverywhere, WORDS_ONLY } from '../lib/publish';
import { startSeededLake } from '../lib/seeded-lake';
import { formatTable } from '../lib/table';
import { waitFor } from '../lib/wait-for';

/** `--sizes=21,1000` measures only those. */
const SIZES: readonly number[] = (/--sizes=([\d,]+)/.exec(process.argv.join(' '))?.[1] ?? '21,200,1000').split(',').map(Number);
const PORT = 3208;
const LAKE_PORT = 3218;
const DIST_DIR = '.next-bench-search';
const BUDGET = { requests: 6, kilobytes: 80, foundMs: 2000, p95Ms: 50, scratchMs: 60_000, settingsMs: 5000 } as const;
const lakeOptions = { port: LAKE_PORT, token: 'bench-token', projectId: 'bench', dataset: 'search', secret: 'bench-webhook-secret', apiVersion: '2025-10-01' };

/** What the child process measured on an empty database. */
type Scratch = { records: number; scratchMs: number; p50Ms: number; p95Ms: number };
/** What one size measured; times in ms. */
type SizeResult = Scratch & { size: number; requests: number; kilobytes: number; foundMs: number; settingsRead: number; settingsWritten: number; settingsMs: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** In the child: reindexes into `SEARCH_DATA_DIR` (empty) and times the queries. */
async function scratchInChild(): Promise<Scratch> {
  const { openSearchDatabase } = await import('../../lib/search/database');
  const { reindexSearch } = await import('../../lib/search/index-pages');
  const { searchPages } = await import('../../lib/search/store');
  const { LOCALES } = await import('../../lib/i18n/locales');
  const db = await openSearchDatabase();
  try {
    const { records, ms } = await reindexSearch(db);
    const timings: number[] = [];
    for (const locale of LOCALES) {
      const titles = await db.query<{ title: string }>('select title from public.search_pages where locale = $1 order by path', [locale]);
      const step = Math.max(1, Math.floor(titles.length / 10));
      const words = titles.filter((_, index) => index % step === 0).slice(0, 10).flatMap(({ title }) => {
        const word = title.split(/\s+/).find((each) => each.length > 3) ?? title;
        return [word, word.slice(0, 3)];
      });
      for (const words20 of words.slice(0, 20)) {
        const started = performance.now();
        await searchPages(db, words20, locale);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    return { records, scratchMs: ms, p50Ms: Number(percentile(timings, 50).toFixed(1)), p95Ms: Number(percentile(timings, 95).toFixed(1)) };
  } finally {
    await db.close();
  }
}

/** Requests and kilobytes from opening the dialog on `/da` to the first result for "Cypern". */
async function dialogCost(origin: string): Promise<{ requests: number; kilobytes: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/da`);
    await page.waitForLoadState('networkidle');
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    client.on('Network.requestWillBeSent', () => (requests += 1));
    client.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
    await page.getByRole('link', { name: 'Søg' }).click();
    await page.keyboard.type('Cypern');
    await page.getByRole('dialog').getByRole('list').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    return { requests, kilobytes: Number((bytes / 1024).toFixed(1)) };
  } finally {
    await browser.close();
  }
}

/**
 * A new word in a country's heading, committed to the lake, then its webhook: ms from the webhook
 * sent until `/api/search` finds it (asked every 100 ms), and the server's log line of the records
 * it wrote.
 */
async function countryToFound(server: LoggedServer, lakeUrl: string): Promise<{ foundMs: number; line: string }> {
  const client = editorClient({ ...lakeOptions, apiHost: lakeUrl });
  const word = `Benchword${Date.now().toString(36).replace(/\d/g, '')}`;
  await client.patch('jurisdiction-denmark').set({ 'hero.heading': `Company Registration in Denmark for ${word}` }).commit();
  const from = server.lines.length;
  const sent = Date.now();
  await sendWebhook(server.origin, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark' }, lakeOptions.secret);
  await waitFor(
    async () => {
      const answer = (await (await fetch(`${server.origin}/api/search?q=${word}&locale=en`)).json()) as { results?: { url: string }[] };
      return answer.results?.some((result) => result.url === '/denmark');
    },
    60_000,
    `${word} found`,
    100,
  );
  const foundMs = Date.now() - sent;
  const line = await server.waitForLine(/"event":"publish".*"documentType":"jurisdiction"/, { from, timeoutMs: 120_000 });
  return { foundMs, line: parseLogLine(line)?.msg ?? line };
}

/** The site settings' phone changed in every language and published: what the server logged of its search records. */
async function settingsPublish(server: LoggedServer, lakeUrl: string): Promise<{ read: number; written: number; ms: number }> {
  const client = editorClient({ ...lakeOptions, apiHost: lakeUrl });
  const from = server.lines.length;
  await setPhoneEverywhere(client, `+45 70 ${String(Date.now() % 100).padStart(2, '0')} 70 70`);
  await sendWebhook(server.origin, { ...WORDS_ONLY, _type: 'siteSettings', _id: 'siteSettings' }, lakeOptions.secret);
  const line = await server.waitForLine(/"event":"publish".*"documentType":"siteSettings"/, { from, timeoutMs: 300_000 });
  const search = parseLogLine(line)?.search as { records: number; written: number; ms: number } | undefined;
  if (!search) throw new Error(`the site settings' publish wrote no search records: ${line}`);
  return { read: search.records, written: search.written, ms: search.ms };
}

/** One size: its lake, the records from scratch, then the server on them. */
async function measureSize(size: number): Promise<SizeResult> {
  process.env.SEED_JURISDICTIONS = String(size);
  const lake = await startSeededLake(lakeOptions);
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  try {
    const env = { ...process.env, SEARCH_DATA_DIR: folder };
    const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], { env, encoding: 'utf8', maxBuffer: 1 << 24 });
    const scratch = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Scratch;
    process.env.SEARCH_DATA_DIR = folder;
    const server = await startSite({ port: PORT, distDir: DIST_DIR });
    try {
      await untilSearchReady(server);
      // Steady state: the start's warm-up renders a page of each route segment, which at 1,000
      // jurisdictions keeps the server busy for seconds and would hold back the webhook.
      await server.waitForLine(/"event":"warm-up"/, { timeoutMs: 300_000 });
      const dialog = await dialogCost(server.origin);
      const { foundMs, line } = await countryToFound(server, lake.url);
      console.log(`${size} jurisdictions, country publish: ${line}`);
      const settings = await settingsPublish(server, lake.url);
      return { size, ...scratch, ...dialog, foundMs, settingsRead: settings.read, settingsWritten: settings.written, settingsMs: settings.ms };
    } finally {
      server.stop();
    }
  } finally {
    await lake.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Builds the site once against a lake at the seed's size, then measures each size.
 * @returns the table and the budgets missed
 */
export async function searchBench(): Promise<{ table: string; failures: string[] }> {
  process.env.SEED_JURISDICTIONS = String(SIZES[0]);
  const lake = await startSeededLake(lakeOptions);
  try {
    await buildSite({ port: PORT, distDir: DIST_DIR });
  } finally {
    await lake.close();
  }
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await measureSize(size));
  const failures: string[] = [];
  const rows: (string | number)[][] = [];
  const row = (label: string, values: number[], budget: string, missed: (value: number, size: number) => boolean) => {
    const bad = values.map((value, i) => missed(value, SIZES[i] ?? 0));
    rows.push([label, ...values, budget, bad.some(Boolean) ? 'MISSED' : '']);
    bad.forEach((isBad, i) => isBad && failures.push(`${label} at ${SIZES[i]}: ${values[i]} (budget ${budget})`));
  };
  const none = () => false;
  row('search records', results.map((r) => r.records), '-', none);
  row('from scratch, s', results.map((r) => Number((r.scratchMs / 1000).toFixed(1))), '≤ 60 at 1,000', (value, size) => size === 1000 && value * 1000 > BUDGET.scratchMs);
  row('query p50, ms', results.map((r) => r.p50Ms), '-', none);
  row('query p95, ms', results.map((r) => r.p95Ms), '≤ 50 at 1,000', (value, size) => size === 1000 && value > BUDGET.p95Ms);
  row('dialog to first results: requests', results.map((r) => r.requests), `≤ ${BUDGET.requests}`, (value) => value > BUDGET.requests);
  row('dialog to first results: KB', results.map((r) => r.kilobytes), `≤ ${BUDGET.kilobytes}`, (value) => value > BUDGET.kilobytes);
  row('country publish to found, ms', results.map((r) => r.foundMs), `≤ ${BUDGET.foundMs}`, (value) => value > BUDGET.foundMs);
  row('site-settings publish: records read', results.map((r) => r.settingsRead), '-', none);
  row('site-settings publish: records written', results.map((r) => r.settingsWritten), '-', none);
  row('site-settings publish: records written in, s', results.map((r) => Number((r.settingsMs / 1000).toFixed(1))), '≤ 5 at 1,000', (value, size) => size === 1000 && value * 1000 > BUDGET.settingsMs);
  return { table: formatTable(['', ...SIZES.map((size) => `${size} jurisdictions`), 'budget', ''], rows), failures };
}

if (process.argv.includes('--child')) {
  console.log(JSON.stringify(await scratchInChild()));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { table, failures } = await searchBench();
  console.log(`\n== Site search at 21, 200 and 1,000 jurisdictions\n${table}`);
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exit(1);
  }
}
