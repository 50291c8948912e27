import type { SanityClient } from '@sanity/client';
import type { SanityConfig } from './env';
import { siteMetrics } from '../telemetry/metrics';
import { inSpan } from '../telemetry/spans';
import { logger } from '../log/logger';
import { renderTags } from '../light-pages/render-tags';
import { noteLastGoodRender } from '../light-pages/unstored-renders';
import { createLakeGate, failureCause, isLakeUnavailable, lakeRequestOptions, type LakeRequestOptions, type LakeRetry } from './lake-requests';
import { createLastGoodResults, type LastGoodResults } from './last-good-results';
import { publishedClient } from './published-client';
import * as queries from './queries';
import type { ContentSource, FetchOptions, QueryParams, QueryResult } from './source';
import { PREVIEW_STEGA } from './stega';

/** Options of {@link createSanitySource}. */
export interface SanitySourceOptions {
  /**
   * Token with read access to drafts (`SANITY_API_READ_TOKEN`, a Viewer token), used only by
   * preview fetches. Server-side only: never put it in a `NEXT_PUBLIC_` variable.
   */
  readToken?: string;
  /** Concurrency and retries of the queries (default: {@link lakeRequestOptions} of the environment). */
  requests?: LakeRequestOptions;
  /**
   * Where published results are kept for a lake that stops answering (default: in memory, see
   * `last-good-results.ts`); `null` for none, as in `next build`, which must fail rather than
   * build a page from an older answer.
   */
  lastGood?: LastGoodResults | null;
}

/** A published read that may be answered from its last good result: its parameters. */
type Fallback = { params: QueryParams };

/**
 * Reads content from Sanity's Content Lake.
 *
 * - Published (default): from the API without a token (published documents are public), not
 *   the API CDN: the site fetches only when Next renders a page, and a page regenerated right
 *   after the webhook must see the publish, which the CDN may not have yet (Sanity's advice for
 *   ISR with tag revalidation). Results are cached in Next's data cache under `tags`, so the
 *   revalidation webhook can refresh the pages that use a document.
 * - Preview (`fetch(…, { preview: true })`, in draft mode): the `drafts` perspective (drafts
 *   over published documents), straight from the API (`useCdn: false`) with the read token,
 *   never cached (`cache: 'no-store'`), with stega encoding on (`stega.ts`): strings carry
 *   invisible links to their document and field in the Studio at `/studio`, for the Visual
 *   Editing overlays; fields used as logic are left as stored. Without a read token a preview
 *   fetch reads the published content as above (the draft-mode route refuses to turn preview on
 *   without one).
 *
 * Published fetches pass `stega: false` whatever the client was created with: stega characters
 * must never reach published (cached, static) HTML.
 *
 * Every query goes through one gate per source (`lake-requests.ts`): at most
 * `SANITY_MAX_CONCURRENT_QUERIES` at once, each attempt within `SANITY_QUERY_TIMEOUT_MS`, and a
 * timeout, connection failure, 429 or 502-504 retried with backoff, so a slow or rate-limiting
 * lake slows a build or a render instead of failing it. The client's own retries are off, so one
 * failure is retried in one place, and every attempt carries the gate's signal, which also keeps
 * Next from answering a retry inside a render with the first attempt's failure.
 *
 * A published read that still fails after its retries because the lake is unavailable answers
 * the last good result of the same query and parameters in this process, if there is one, and
 * logs `lake-last-good` (warn): the page shows as it was, and is not stored
 * (`../light-pages/unstored-renders.ts`), so its next visit renders it again. Without one, the
 * error is thrown, and the page cache keeps serving the last good page (`../light-pages/cache-handler.ts`).
 * @throws Error naming `SANITY_MAX_CONCURRENT_QUERIES`, `SANITY_QUERY_RETRIES` or `SANITY_QUERY_TIMEOUT_MS` when malformed
 */
export function createSanitySource(
  config: SanityConfig,
  client?: SanityClient,
  { readToken = process.env.SANITY_API_READ_TOKEN || undefined, requests = lakeRequestOptions(), lastGood = defaultLastGood() }: SanitySourceOptions = {},
): ContentSource {
  const sanity = client ?? publishedClient(config, { maxRetries: 0 });
  const gate = createLakeGate(requests, (retry) => siteMetrics().lakeRetries.inc({ cause: retry.cause }));
  /**
   * Runs one query through the gate, in a `sanity.query` span, timed by query name and outcome
   * (`ok`, `error`, or `last_good` when `fallback` answered it).
   */
  const measured = <T>(query: string, request: (signal: AbortSignal) => Promise<T>, fallback?: Fallback): Promise<T> => {
    const name = queryName(query);
    const started = performance.now();
    return inSpan('sanity.query', { 'sanity.query.name': name }, async (span) => {
      let retries = 0;
      const onRetry = (retry: LakeRetry) => {
        retries += 1;
        span.addEvent('retry', { attempt: retry.attempt, cause: retry.cause });
      };
      let outcome = 'error';
      try {
        const result = await gate(request, onRetry);
        outcome = 'ok';
        if (fallback) lastGood?.remember(query, fallback.params, result);
        return result;
      } catch (error) {
        if (!fallback) throw error;
        const answer = lastGoodAnswer<T>(error, query, fallback, lastGood);
        outcome = 'last_good';
        return answer;
      } finally {
        span.setAttributes({ 'sanity.query.retries': retries, 'sanity.query.outcome': outcome });
        siteMetrics().lakeQueryDuration.observe({ query: name, outcome }, (performance.now() - started) / 1000);
      }
    });
  };
  return {
    name: `sanity:${config.projectId}/${config.dataset}`,
    fetch<const Query extends string>(query: Query, params: QueryParams, options?: FetchOptions): Promise<QueryResult<Query>> {
      // Named for the client, whose own lookup (`ClientReturn`) is a conditional type on `Query`
      // that TypeScript cannot match with ours while `Query` is generic.
      type Result = QueryResult<Query>;
      if (options?.preview && readToken) {
        return measured(query, (signal) =>
          sanity.fetch<Result>(query, params, {
            signal,
            perspective: 'drafts',
            useCdn: false,
            token: readToken,
            cache: 'no-store',
            stega: PREVIEW_STEGA,
          }),
        );
      }
      if (options?.fresh) return measured(query, (signal) => sanity.fetch<Result>(query, params, { signal, stega: false, cache: 'no-store' }));
      const tags = options?.tags ?? ['sanity'];
      return measured(query, (signal) => sanity.fetch<Result>(query, params, { signal, stega: false, next: { revalidate: false, tags } }), { params });
    },
  };
}

/**
 * The last good result of `query` for a published read that failed with `error`, noted so the
 * page rendered with it is not stored, and logged (`lake-last-good`, warn).
 * @throws `error` itself when the lake answered (a bad query), no result was kept, or the read is
 *   not part of a page's render
 */
function lastGoodAnswer<T>(error: unknown, query: string, { params }: Fallback, lastGood: LastGoodResults | null): T {
  // Only inside a render whose page can be told apart: elsewhere the page would be stored.
  const page = renderTags();
  const kept = page && isLakeUnavailable(error) ? lastGood?.recall(query, params) : undefined;
  if (!page || !kept) throw error;
  noteLastGoodRender(page);
  const name = queryName(query);
  const cause = failureCause(error);
  const ageS = Math.round((Date.now() - kept.at) / 1000);
  logger.warn({ event: 'lake-last-good', query: name, cause, ageS }, `lake: ${name} failed after its retries (${cause}); answered with its result of ${ageS} s ago, and the page is not stored`);
  // A copy: a loader may fill the result's texts in place.
  return structuredClone(kept.result) as T;
}

/** In a server, results kept in memory; in `next build`, none (see {@link SanitySourceOptions.lastGood}). */
function defaultLastGood(): LastGoodResults | null {
  return process.env.NEXT_PHASE === 'phase-production-build' ? null : createLastGoodResults();
}

/** Each query of `./queries.ts` by its text, named as exported without `Query` (`jurisdictionPage`). */
const QUERY_NAMES = new Map<string, string>(
  Object.entries(queries).flatMap(([name, value]) => (typeof value === 'string' && name.endsWith('Query') ? [[value, name.slice(0, -'Query'.length)] as const] : [])),
);

/** The name of a query for metrics and spans: bounded, unlike the query's text. */
function queryName(query: string): string {
  return QUERY_NAMES.get(query) ?? 'other';
}
