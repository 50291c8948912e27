/**
 * The site at the company's size: one table for 21 jurisdictions (those of docs/requirements.md)
 * and 200 (`SEED_JURISDICTIONS`, `seed/scale.ts`), each seeded into its own loopback Content
 * Lake, built and started as in production.
 *
 *   npm run bench:scale          the table alone (about 15 minutes); `npm run bench` prints it too
 *
 * Per size:
 * - build: wall-clock time of `npm run build` (next build, runtime stripping, the search
 *   records), pages prerendered, and the peak resident memory of its largest process (GNU time);
 * - page queries: the median ms on the embedded source (`queries.ts`);
 * - start: until the server has checked its search records (the build's, kept unless the table
 *   is empty or of another record version, `lib/search/index-pages.ts`);
 * - first visit of a page no one rendered yet: a comparison of the last two countries, which no
 *   build prerenders and the indexer never fetches (not in the sitemap);
 * - publish: a new country created in the lake, whose webhook tells the server; ms until its page
 *   answers 200, and until the site search (in Chromium, as a visitor types it) finds it;
 * - the cost of one publish of a country, a region and the site settings
 *   (`publish-cost.ts`), each from the commit until the server is idle again: lake queries, pages
 *   rendered, server CPU seconds, the search records written, and publish to visible and to found.
 *
 * Budgets (exit 1 when missed): build at most 3 min and page queries at most 50 ms at 200; first
 * visit at most 300 ms; publish visible within 5 s and found within 60 s; a country publish at
 * most 60 lake queries and 3 s of server CPU, at 21 and at 200 alike.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { editorClient } from '../lib/publish';
import { pageOf, searchResults } from '../lib/site-search';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';
import { killGroup, runCommand, waitForServer } from '../lib/prod-server';
import { logEvents } from '../lib/server-log';
import { startSeededLake } from '../lib/seeded-lake';
import { formatTable } from '../lib/table';
import { waitFor } from '../lib/wait-for';
import { measurePublish, type Publish, type PublishCost } from './publish-cost';
import { QUERY_BUDGET_MS, queryBench } from './queries';

const SIZES = [21, 200] as const;
const PORT = 3207;
const DIST_DIR = '.next-bench-scale';
const BUDGET = { buildMs: 180_000, queryMs: QUERY_BUDGET_MS, firstVisitMs: 300, visibleMs: 5000, foundMs: 60_000, countryQueries: 60, countryCpuSeconds: 3 } as const;
const lakeOptions = { token: 'bench-token', projectId: 'bench', dataset: 'scale', secret: 'bench-webhook-secret', apiVersion: '2025-10-01' };

/** What one size measured; times in ms, memory in MB. */
type SizeResult = {
  size: number;
  buildMs: number;
  pages: number;
  peakMb: number;
  startIndexMs: number;
  startIndexPages: number;
  firstVisitMs: number;
  visibleMs: number;
  foundMs: number;
  publishes: Record<PublishKind, PublishCost>;
};

type PublishKind = 'country' | 'region' | 'site settings';

/** One publish of each kind; each heading gets a word no page has, for the search to find. */
function publishes(): Record<PublishKind, Publish> {
  const word = (kind: string) => `Bench${kind}${Date.now().toString(36).replace(/\d/g, '')}`;
  const country = word('country');
  const region = word('region');
  const tagline = `Company formation in every jurisdiction we serve, ${word('settings')}.`;
  return {
    country: { id: 'jurisdiction-denmark', set: { 'hero.heading': `Company Registration in Denmark for ${country}` }, path: '/denmark', shows: country, word: country },
    region: { id: 'region-europe', set: { 'hero.heading': `Company Formation in Europe for ${region}` }, path: '/global-registration/europe', shows: region, word: region },
    // The footer's tagline, on every page, outside the part the search indexes.
    'site settings': { id: 'siteSettings', set: { tagline }, path: '/', shows: tagline },
  };
}

/** The environment of the build and the server: the lake's, a site URL, an enquiry folder of its own. */
function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${PORT}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ENQUIRY_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'enquiries-scale-')),
    ENQUIRY_STORE: 'embedded',
    ENQUIRY_CLIENT_IP_HEADER: 'x-forwarded-for',
  };
}

async function measureSize(size: number): Promise<SizeResult> {
  process.env.SEED_JURISDICTIONS = String(size);
  // The lake's webhook tells the server of every publish, as Sanity's does.
  const lake = await startSeededLake({ ...lakeOptions, dataset: `scale${size}`, webhookUrl: `http://localhost:${PORT}/api/revalidate` });
  const client = editorClient({ apiHost: lake.url, projectId: lakeOptions.projectId, dataset: `scale${size}`, apiVersion: lakeOptions.apiVersion, token: lakeOptions.token });
  const env = siteEnv();
  try {
    console.log(`${size} jurisdictions: building …`);
    const started = performance.now();
    const output = await runCommand('/usr/bin/time', ['-f', 'peak-rss-kb %M', 'npm', 'run', 'build'], { env, quiet: true });
    const buildMs = performance.now() - started;
    const pages = Math.max(0, ...[...output.matchAll(/\((\d+)\/(\d+)\)/g)].map((m) => Number(m[2])));
    const peakMb = Math.round(Number(/peak-rss-kb (\d+)/.exec(output)?.[1] ?? 0) / 1024);

    console.log(`${size} jurisdictions: starting …`);
    const serverStarted = Date.now();
    const child = spawn('npm', ['run', 'start', '--', '--port', String(PORT)], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const origin = `http://localhost:${PORT}`;
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      await waitForServer(origin, child, 120_000);
      const startIndex = await waitFor(() => logEvents(log, 'search-records', (line) => line.outcome === 'current' || line.outcome === 'made')[0], 900_000, 'the search records at start');
      const startIndexMs = Date.now() - serverStarted;

      // After the start's check of the search records, so nothing else runs.
      const countries = await client.fetch<string[]>('*[_type == "jurisdiction" && language == "en"] | order(order desc, slug.current desc)[0...2].slug.current');
      const visitStarted = performance.now();
      const visit = await fetch(`${origin}/de/compare?c=${[...countries].sort().join(',')}`);
      await visit.text();
      const firstVisitMs = performance.now() - visitStarted;
      if (visit.status !== 200) throw new Error(`the first visit answered ${visit.status}`);

      const denmark = await client.getDocument('jurisdiction-denmark');
      if (!denmark) throw new Error('the lake has no jurisdiction-denmark');
      const slug = `benchland-${Date.now().toString(36)}`;
      await client.createOrReplace({ ...denmark, _id: `jurisdiction-${slug}`, name: 'Benchland', slug: { _type: 'slug', current: slug }, hero: { ...(denmark.hero as object), heading: 'Company Registration in Benchland' } });
      const sent = Date.now();
      await waitFor(async () => (await fetch(`${origin}/${slug}`, { redirect: 'manual' })).status === 200, 30_000, `/${slug}`);
      const visibleMs = Date.now() - sent;
      const page = await browser.newPage({ baseURL: origin });
      await waitFor(async () => (await searchResults(page, 'Benchland')).map(pageOf).includes(`/${slug}`), 300_000, 'Benchland in the search');
      const foundMs = Date.now() - sent;

      const server = { origin, pgid: child.pid!, distDir: DIST_DIR, log: () => log };
      const costs = {} as Record<PublishKind, PublishCost>;
      for (const [kind, publish] of Object.entries(publishes()) as [PublishKind, Publish][]) {
        console.log(`${size} jurisdictions: publishing ${kind} …`);
        costs[kind] = await measurePublish(client, lake, server, page, publish);
        console.log(`  ${costs[kind].indexLine}`);
      }
      return { size, buildMs, pages, peakMb, startIndexMs, startIndexPages: Number(startIndex.records), firstVisitMs, visibleMs, foundMs, publishes: costs };
    } finally {
      await browser.close();
      killGroup(child);
    }
  } finally {
    await lake.close();
    delete process.env.SEED_JURISDICTIONS;
  }
}

/**
 * Measures both sizes and formats the table.
 * @returns the table and the budgets missed
 */
export async function scaleBench(): Promise<{ table: string; failures: string[] }> {
  const queries = queryBench();
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await measureSize(size));
  const failures: string[] = [];
  const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
  const rows: (string | number)[][] = [];
  const row = (metric: string, values: number[], budget: string, over: (value: number, size: number) => boolean) => {
    const missed = values.some((value, i) => over(value, SIZES[i]!));
    if (missed) failures.push(`${metric}: ${values.join(' / ')} (budget ${budget})`);
    rows.push([metric, ...values, budget, missed ? 'FAIL' : 'ok']);
  };
  row('build, s', results.map((r) => seconds(r.buildMs)), '≤ 180 at 200', (value, size) => size === 200 && value * 1000 > BUDGET.buildMs);
  row('pages prerendered', results.map((r) => r.pages), '-', () => false);
  row('build peak memory, MB (largest process)', results.map((r) => r.peakMb), '-', () => false);
  for (const query of ['region (da, europe)', 'compare (de)', 'sitemap', 'search (sv)']) {
    row(`query ${query}, median ms`, SIZES.map((size) => Number((queries.medians.get(size)?.get(query) ?? NaN).toFixed(1))), `≤ ${BUDGET.queryMs} at 200`, (value, size) => size === 200 && value > BUDGET.queryMs);
  }
  row('first visit of a page never rendered, ms', results.map((r) => Math.round(r.firstVisitMs)), `≤ ${BUDGET.firstVisitMs}`, (value) => value > BUDGET.firstVisitMs);
  row('start to search records checked, s', results.map((r) => seconds(r.startIndexMs)), '-', () => false);
  row('search records', results.map((r) => r.startIndexPages), '-', () => false);
  row('publish to visible, ms', results.map((r) => r.visibleMs), `≤ ${BUDGET.visibleMs}`, (value) => value > BUDGET.visibleMs);
  row('publish to found by search, s', results.map((r) => seconds(r.foundMs)), `≤ ${BUDGET.foundMs / 1000}`, (value) => value * 1000 > BUDGET.foundMs);
  const none = () => false;
  for (const kind of ['country', 'region', 'site settings'] as const) {
    const costs = results.map((r) => r.publishes[kind]);
    // The site settings are on every page: that publish renders the whole site, by design.
    const label = kind === 'site settings' ? 'site settings publish (every page shows them)' : `${kind} publish`;
    row(`${label}: lake queries`, costs.map((c) => c.queries), kind === 'country' ? `≤ ${BUDGET.countryQueries}` : '-', kind === 'country' ? (value) => value > BUDGET.countryQueries : none);
    row(`${label}: pages rendered`, costs.map((c) => c.rendered), '-', none);
    row(`${label}: server CPU, s`, costs.map((c) => c.cpuSeconds), kind === 'country' ? `≤ ${BUDGET.countryCpuSeconds}` : '-', kind === 'country' ? (value) => value > BUDGET.countryCpuSeconds : none);
    row(`${label}: search records written in, s`, costs.map((c) => seconds(c.indexMs)), '-', none);
    row(`${label}: to visible, ms`, costs.map((c) => c.visibleMs), `≤ ${BUDGET.visibleMs}`, (value) => value > BUDGET.visibleMs);
    if (kind !== 'site settings') row(`${label}: to found by search, s`, costs.map((c) => seconds(c.foundMs ?? NaN)), `≤ ${BUDGET.foundMs / 1000}`, (value) => !(value * 1000 <= BUDGET.foundMs));
  }
  return { table: formatTable(['', ...SIZES.map((size) => `${size} jurisdictions`), 'budget', ''], rows), failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { table, failures } = await scaleBench();
  console.log(`\n== At scale: 21 and 200 jurisdictions, each in its own loopback Content Lake\n${table}`);
  if (failures.length) {
    console.log(`\nFAIL:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
