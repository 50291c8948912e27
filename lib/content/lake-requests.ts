import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { readWholeNumber } from '../config/whole-number';

/**
 * How the site's requests to the Content Lake behave when there are many or the lake is slow: a
 * build of 200 jurisdictions asks thousands of queries, and one dropped connection or timeout
 * must slow it, not fail it.
 */
export type LakeRequestOptions = {
  /** Queries in flight at once, per process (`SANITY_MAX_CONCURRENT_QUERIES`, default 8). */
  concurrency: number;
  /** Retries of a query that failed transiently (default 5), waiting 0.2-0.4, 0.4-0.8, 0.8-1.6, 1.6-3.2 and 3.2-5 s (p-retry's doubling step, times 1 to 2). */
  retries: number;
  /** The time limit of one attempt, in ms (`SANITY_QUERY_TIMEOUT_MS`, default 10,000); a slower attempt is retried. */
  attemptTimeoutMs: number;
  /** The first wait, in ms (default 200); each next one doubles, up to 5 s. */
  minTimeoutMs?: number;
};

/** The longest `Retry-After` of a 429 that is waited for (ms): longer, and the backoff's own wait is kept, so a render is not held for minutes. */
export const MAX_RETRY_AFTER_MS = 2000;

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

/**
 * Whether `error`, thrown by the gate after its last attempt, says the lake did not answer: a
 * transient failure ({@link isTransientLakeError}) or an attempt's time limit. A refusal such as
 * a bad query (400) is not: an older result would hide a fault of the site's own.
 */
export function isLakeUnavailable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return isTransientLakeError(error) || name === 'AbortError' || name === 'TimeoutError';
}

/**
 * How long a 429 asks to wait before the next attempt (ms), from its `Retry-After` header in
 * seconds or as an HTTP date (RFC 9110, section 10.2.3), at most {@link MAX_RETRY_AFTER_MS};
 * `null` for any other error or a header that says nothing usable.
 */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | null {
  const { statusCode, response } = (error ?? {}) as { statusCode?: unknown; response?: { headers?: Record<string, unknown> } };
  if (statusCode !== 429) return null;
  const header = response?.headers?.['retry-after'];
  if (typeof header !== 'string' || header.trim() === '') return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

/** The options of {@link LakeRequestOptions} from the environment; a malformed value throws, naming the variable. */
export function lakeRequestOptions(env: Readonly<Record<string, string | undefined>> = process.env): LakeRequestOptions {
  return {
    concurrency: readWholeNumber(env, 'SANITY_MAX_CONCURRENT_QUERIES', 8, 1),
    retries: readWholeNumber(env, 'SANITY_QUERY_RETRIES', 5, 0),
    attemptTimeoutMs: readWholeNumber(env, 'SANITY_QUERY_TIMEOUT_MS', 10_000, 100),
  };
}

/** What the gate tells its caller about a query that needed more than one attempt. */
export type LakeRetry = { attempt: number; cause: string };

/** A short name of a transient failure, for logs and metrics: the status, the error code, or `timeout`. */
export function failureCause(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { statusCode, code, name } = e as { statusCode?: unknown; code?: unknown; name?: unknown };
    if (typeof statusCode === 'number') return String(statusCode);
    if (typeof code === 'string') return code;
    if (name === 'TimeoutError') return 'timeout';
  }
  return 'unknown';
}

/**
 * A gate for requests to the Content Lake: at most `concurrency` run at once, and one that fails
 * transiently ({@link isTransientLakeError}) runs again with exponential backoff, waiting at
 * least a 429's `Retry-After` ({@link retryAfterMs}); any other error, or the last one, is thrown
 * as it was.
 *
 * Each attempt gets a signal of its own that aborts after `attemptTimeoutMs`, which `request`
 * must hand to its fetch. Besides bounding the attempt, the signal is what makes a retry a new
 * request inside a render: Next memoizes a render's GET fetches by URL (`dedupe-fetch.js`), so a
 * retry without one is answered with the first attempt's rejection, and skips the fetches that
 * carry a signal.
 * @param onRetry - told of each retry before its wait: for metrics; the retry itself logs nothing
 * @returns `run(request, onRetry?)`, which resolves with the request's result; its `onRetry` is
 *   told of that request's retries (its span), after the gate's
 */
export function createLakeGate(
  { concurrency, retries, attemptTimeoutMs, minTimeoutMs = 200 }: LakeRequestOptions,
  onRetry: (retry: LakeRetry) => void = () => {},
): <T>(request: (signal: AbortSignal) => Promise<T>, onThisRetry?: (retry: LakeRetry) => void) => Promise<T> {
  const limit = pLimit(concurrency);
  return (request, onThisRetry) =>
    limit(() => {
      let signal: AbortSignal | undefined;
      const attempt = () => request((signal = AbortSignal.timeout(attemptTimeoutMs)));
      // An attempt's own time limit surfaces as an abort; any other abort is the caller's.
      const timedOut = () => signal?.aborted === true && (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError';
      return pRetry(attempt, {
        retries,
        minTimeout: minTimeoutMs,
        maxTimeout: 5000,
        randomize: true,
        shouldRetry: ({ error }) => timedOut() || isTransientLakeError(error),
        onFailedAttempt: async ({ error, attemptNumber, retryDelay, retriesLeft }) => {
          if (retriesLeft === 0 || !(timedOut() || isTransientLakeError(error))) return;
          const retry = { attempt: attemptNumber + 1, cause: timedOut() ? 'timeout' : failureCause(error) };
          onRetry(retry);
          onThisRetry?.(retry);
          const more = (retryAfterMs(error) ?? 0) - retryDelay;
          if (more > 0) await new Promise((resolve) => setTimeout(resolve, more));
        },
      });
    });
}
