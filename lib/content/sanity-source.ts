import { createClient, type SanityClient } from '@sanity/client';
import { clientConfig, type SanityConfig } from './env';
import { siteMetrics } from '../telemetry/metrics';
import { inSpan } from '../telemetry/spans';
import { createLakeGate, lakeRequestOptions, type LakeRequestOptions, type LakeRetry } from './lake-requests';
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
}

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
 * @throws Error naming `SANITY_MAX_CONCURRENT_QUERIES`, `SANITY_QUERY_RETRIES` or `SANITY_QUERY_TIMEOUT_MS` when malformed
 */
export function createSanitySource(
  config: SanityConfig,
  client?: SanityClient,
  { readToken = process.env.SANITY_API_READ_TOKEN || undefined, requests = lakeRequestOptions() }: SanitySourceOptions = {},
): ContentSource {
  const sanity =
    client ??
    createClient({
      ...clientConfig(config),
      useCdn: false,
      perspective: 'published',
      maxRetries: 0,
    });
  const gate = createLakeGate(requests, (retry) => siteMetrics().lakeRetries.inc({ cause: retry.cause }));
  /** Runs one query through the gate, in a `sanity.query` span, timed by query name. */
  const measured = <T>(query: string, request: (signal: AbortSignal) => Promise<T>): Promise<T> => {
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
        return result;
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
      return measured(query, (signal) =>
        sanity.fetch<Result>(query, params, {
          signal,
          stega: false,
          next: { revalidate: false, tags: options?.tags ?? ['sanity'] },
        }),
      );
    },
  };
}

/** Each query of `./queries.ts` by its text, named as exported without `Query` (`jurisdictionPage`). */
const QUERY_NAMES = new Map<string, string>(
  Object.entries(queries).flatMap(([name, value]) => (typeof value === 'string' && name.endsWith('Query') ? [[value, name.slice(0, -'Query'.length)] as const] : [])),
);

/** The name of a query for metrics and spans: bounded, unlike the query's text. */
function queryName(query: string): string {
  return QUERY_NAMES.get(query) ?? 'other';
}
