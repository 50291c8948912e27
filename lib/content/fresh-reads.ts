import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a run of {@link withFreshContent} shares: the reads of queries every page asks (the
 * company's facts, the site settings), each made once per run as React's `cache` makes them once
 * per render.
 */
type FreshRun = { shared: Map<string, Promise<unknown>> };

const freshRuns = new AsyncLocalStorage<FreshRun>();

/**
 * Runs `fn` with the content loaders of `./index.ts` reading the content source now, past Next's
 * data cache and never as a preview (`FetchOptions.fresh`): the search records read right after a
 * publish expired the cache tags, when the cache may still answer with the content before it.
 * Works in a route handler, a server's start and a plain script alike (an `AsyncLocalStorage`, not
 * a request API); loaders running beside `fn`, such as a page rendered meanwhile, read as before.
 * Not for use inside a render, where React's `cache` may answer a loader from an earlier call.
 * @returns what `fn` returns
 */
export function withFreshContent<T>(fn: () => Promise<T>): Promise<T> {
  return freshRuns.run({ shared: new Map() }, fn);
}

/**
 * Within {@link withFreshContent}: `read`'s answer for `key`, read once per run when `shared` (a
 * query without a page's own `$slug`, which many pages ask), else read each time. Each caller gets
 * its own copy of a shared answer, as from the embedded source. A failed read is forgotten, so the
 * next asks again. `null` outside a run.
 */
export function freshRead<T>(key: string, shared: boolean, read: () => Promise<T>): Promise<T> | null {
  const run = freshRuns.getStore();
  if (!run) return null;
  if (!shared) return read();
  let reading = run.shared.get(key) as Promise<T> | undefined;
  if (!reading) {
    reading = read();
    run.shared.set(key, reading);
    reading.catch(() => run.shared.delete(key));
  }
  return reading.then((value) => structuredClone(value));
}
