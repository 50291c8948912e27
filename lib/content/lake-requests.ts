import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { readWholeNumber } from '../startup/whole-number';

/**
 * How the site's requests to the Content Lake behave when there are many or the lake is slow
 * (issue 26, part 3): a build of 200 jurisdictions asks thousands of queries, and one
 * `Connect Timeout Error` used to fail the whole build.
 */
export type LakeRequestOptions = {
  /** Queries in flight at once, per process (`SANITY_MAX_CONCURRENT_QUERIES`, default 8). */
  concurrency: number;
  /** Retries of a query that failed transiently (default 5): ~0.2, 0.4, 0.8, 1.6, 3.2 s apart, ±50%. */
  retries: number;
  /** The first wait, in ms (default 200); each next one doubles, up to 5 s. */
  minTimeoutMs?: number;
};

/** Statuses Sanity answers when a retry can succeed: rate limited (429), and the gateway's 502/503/504. */
const TRANSIENT_STATUSES = new Set([408, 429, 502, 503, 504]);

/** Error codes of a connection that failed or timed out before an answer (Node's and undici's). */
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * Whether `error` (from `@sanity/client`'s `fetch`) is worth a retry: a status in
 * {@link TRANSIENT_STATUSES}, or a connection failure or timeout, also when wrapped as the
 * `cause` of fetch's `TypeError: fetch failed`. A 4xx such as a bad query is not.
 */
export function isTransientLakeError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { statusCode, status, code, name } = e as { statusCode?: unknown; status?: unknown; code?: unknown; name?: unknown };
    const httpStatus = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : undefined;
    if (httpStatus !== undefined) return TRANSIENT_STATUSES.has(httpStatus);
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
    if (name === 'TimeoutError' || name === 'ConnectTimeoutError' || name === 'HeadersTimeoutError') return true;
  }
  return false;
}

/** The options of {@link LakeRequestOptions} from the environment; a malformed value throws, naming the variable. */
export function lakeRequestOptions(env: Readonly<Record<string, string | undefined>> = process.env): LakeRequestOptions {
  return { concurrency: readWholeNumber(env, 'SANITY_MAX_CONCURRENT_QUERIES', 8, 1), retries: readWholeNumber(env, 'SANITY_QUERY_RETRIES', 5, 0) };
}

/**
 * A gate for requests to the Content Lake: at most `concurrency` run at once, and one that fails
 * transiently ({@link isTransientLakeError}) runs again with exponential backoff; any other
 * error, or the last one, is thrown as it was.
 * @returns `run(request)`, which resolves with the request's result
 */
export function createLakeGate({ concurrency, retries, minTimeoutMs = 200 }: LakeRequestOptions): <T>(request: () => Promise<T>) => Promise<T> {
  const limit = pLimit(concurrency);
  return (request) =>
    limit(() =>
      pRetry(request, {
        retries,
        minTimeout: minTimeoutMs,
        maxTimeout: 5000,
        randomize: true,
        shouldRetry: ({ error }) => isTransientLakeError(error),
      }),
    );
}
