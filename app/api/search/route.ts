import { NextResponse, type NextRequest } from 'next/server';
import { NEVER_SHARED, PAGE_CACHE_CONTROL } from '@/lib/http/cache-control';
import { requestLogger } from '@/lib/log/request';
import { searchDatabase } from '@/lib/search/database';
import { readSearchRequest, spendSearchBudget } from '@/lib/search/search-request';
import { searchPages } from '@/lib/search/store';
import { siteMetrics, timedSearch } from '@/lib/telemetry/metrics';

/** Results the header's dialog shows at once. */
const SHOWN = 8;

/** The JSON of one result: the page's URL in the locale, its title, and its excerpt's parts (odd ones matched). */
export type SearchResultJson = { url: string; title: string; excerpt: string[] };

/**
 * The header dialog's search as the visitor types: `GET /api/search?q=<words>&locale=<locale>`.
 *
 * Answers: 200 `{ query, total, results }` (at most 8 results, `total` matched in all), which a
 * shared cache may keep as briefly as a page; 400 naming a missing, empty or over-long `q` (100
 * characters) or an unknown `locale`; 429 with `Retry-After` past `SEARCH_RATE_LIMIT` searches a
 * minute from one client; 503 when the search database cannot answer. Errors are never stored
 * by a shared cache.
 */
export async function GET(request: NextRequest) {
  const asked = readSearchRequest(request.nextUrl.searchParams);
  if (!asked.ok) return NextResponse.json({ error: asked.error }, { status: 400, headers: { 'Cache-Control': NEVER_SHARED } });
  const wait = await spendSearchBudget(request.headers);
  if (wait !== null) {
    siteMetrics().searchDuration.observe({ entry: 'api', outcome: 'limited' }, 0);
    return NextResponse.json({ error: 'Too many searches' }, { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': NEVER_SHARED } });
  }
  const { query, locale } = asked.request;
  try {
    const { total, hits } = await timedSearch('api', async () => searchPages(await searchDatabase(), query, locale, SHOWN));
    const results: SearchResultJson[] = hits.map((hit) => ({ url: hit.path, title: hit.title, excerpt: hit.excerpt }));
    return NextResponse.json({ query, total, results }, { headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
  } catch (error) {
    requestLogger(request.headers).error({ event: 'search-failed', locale, source: 'api', err: error }, `search: "${locale}" search failed`);
    return NextResponse.json({ error: 'Search is unavailable' }, { status: 503, headers: { 'Cache-Control': NEVER_SHARED } });
  }
}
