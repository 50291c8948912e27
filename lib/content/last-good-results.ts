import { LRUCache } from 'lru-cache';

/** Results kept by default: a site's pages share most queries (settings, navigation), so this covers the pages most visited. */
export const LAST_GOOD_RESULTS = 1000;

/** One result the Content Lake answered, and when (epoch ms). */
export type LastGoodResult = { result: unknown; at: number };

/** The last result the Content Lake answered for each published query and its parameters. */
export interface LastGoodResults {
  /** Keeps `result` as the last good one for `query` with `params`, the newest first to stay. */
  remember(query: string, params: unknown, result: unknown): void;
  /** The last good result of `query` with `params`, if this process has one. */
  recall(query: string, params: unknown): LastGoodResult | undefined;
}

/**
 * The last result the Content Lake gave each query in this process, so a render whose query still
 * fails after its retries can show the page as it was instead of an error page. In memory only:
 * results read since the process started, at most `limit` of them, the least recently answered
 * dropped first (lru-cache). A result is the parsed JSON the client returned; it is never changed
 * in place by the templates (they only read), so it is kept by reference.
 */
export function createLastGoodResults(limit: number = LAST_GOOD_RESULTS): LastGoodResults {
  const results = new LRUCache<string, LastGoodResult>({ max: limit });
  const keyOf = (query: string, params: unknown) => `${JSON.stringify(params)}\n${query}`;
  return {
    remember(query, params, result) {
      results.set(keyOf(query, params), { result, at: Date.now() });
    },
    recall(query, params) {
      // A peek, not a get: the order is that of the answers, and a result recalled while the lake
      // fails is no fresher for it.
      return results.peek(keyOf(query, params));
    },
  };
}
