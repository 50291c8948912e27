/**
 * Page-query milliseconds on the embedded source, at the seed's 21
 * jurisdictions and at 200 (`SEED_JURISDICTIONS`, `seed/scale.ts`). Each size runs in its own
 * process, since the seed is made when it is imported.
 *
 *   npm run bench:queries        the table alone (about 30 s); `npm run bench` prints it too
 *
 * Per query: the first run, which builds the indexes it reads (`lib/content/groq-index.ts`), and
 * the median of the next runs, each with a fresh parse and evaluation as a page of a new
 * locale or slug costs. Budget: a median of at most 50 ms per query at 200 jurisdictions.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatTable } from '../lib/table';

/** The budget for one page query at 200 jurisdictions (median, ms). */
export const QUERY_BUDGET_MS = 50;
const SIZES = [21, 200] as const;
const RUNS = 7;

type Timing = { query: string; firstMs: number; medianMs: number };

/** In the child: times each query against the embedded source of this process's seed. */
async function timeQueries(): Promise<{ documents: number; timings: Timing[] }> {
  const { evaluateSync, parse, toJS } = await import('groq-js');
  const { seedDocuments } = await import('../../seed');
  const { createGroqIndex } = await import('../../lib/content/groq-index');
  const q = await import('../../lib/content/queries');
  const dataset = seedDocuments as object[];
  const index = createGroqIndex(dataset);
  const cases: [string, string, Record<string, unknown>][] = [
    ['region (da, europe)', q.regionPageQuery, { locale: 'da', slug: 'europe' }],
    ['compare (de)', q.comparePageQuery, { locale: 'de', slugs: ['cyprus', 'denmark'] }],
    ['sitemap', q.sitemapQuery, {}],
    ['search (sv)', q.searchPageQuery, { locale: 'sv' }],
    ['country (da, denmark)', q.jurisdictionPageQuery, { locale: 'da', slug: 'denmark' }],
    ['home (da)', q.homePageQuery, { locale: 'da' }],
    ['pricing (da)', q.pricingPageQuery, { locale: 'da' }],
  ];
  const once = (query: string, params: Record<string, unknown>) => {
    const start = performance.now();
    toJS(evaluateSync(index.optimize(parse(query, { params })), { dataset, params, dereference: index.dereference }));
    return performance.now() - start;
  };
  const timings = cases.map(([name, query, params]) => {
    const firstMs = once(query, params);
    const runs = Array.from({ length: RUNS }, () => once(query, params)).sort((a, b) => a - b);
    return { query: name, firstMs, medianMs: runs[Math.floor(RUNS / 2)]! };
  });
  return { documents: dataset.length, timings };
}

/**
 * The table rows for both sizes, and the budgets missed.
 * @returns the table (rows of query, then first and median ms per size), the budgets missed, and
 *   the median ms per size and query (`region (da, europe)`, …)
 */
export function queryBench(): { table: string; failures: string[]; medians: Map<number, Map<string, number>> } {
  const script = fileURLToPath(import.meta.url);
  const results = SIZES.map((size) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', script, '--child'], { env: { ...process.env, SEED_JURISDICTIONS: String(size) }, encoding: 'utf8' });
    return { size, ...(JSON.parse(out.trim().split('\n').at(-1)!) as Awaited<ReturnType<typeof timeQueries>>) };
  });
  const failures: string[] = [];
  const rows = results[0]!.timings.map((timing, i) => {
    const cells: (string | number)[] = [timing.query];
    for (const result of results) {
      const t = result.timings[i]!;
      cells.push(Number(t.firstMs.toFixed(1)), Number(t.medianMs.toFixed(1)));
      if (result.size === 200 && t.medianMs > QUERY_BUDGET_MS) failures.push(`query ${t.query} at 200 jurisdictions: ${t.medianMs.toFixed(1)} ms > ${QUERY_BUDGET_MS} ms`);
    }
    return cells;
  });
  const header = ['query', ...results.flatMap((r) => [`${r.size} (${r.documents} docs) first ms`, 'median ms'])];
  const medians = new Map(results.map((result) => [result.size, new Map(result.timings.map((t) => [t.query, t.medianMs]))]));
  return { table: formatTable(header, rows), failures, medians };
}

if (process.argv.includes('--child')) {
  console.log(JSON.stringify(await timeQueries()));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { table, failures } = queryBench();
  console.log(`== Page queries on the embedded source, ms (budget: median ${QUERY_BUDGET_MS} ms at 200 jurisdictions)\n${table}`);
  if (failures.length) {
    console.log(`\nFAIL:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
