import { evaluate, parse } from 'groq-js';
import { seedDocuments } from '../../seed';
import type { ContentSource, QueryParams } from './source';

/**
 * The default content source: the seed documents, queried in-process with groq-js.
 * Needs no network and no account. groq-js binds the parameters at parse time, so a parsed tree
 * cannot be reused for other parameters; instead each (query, params) result is kept, since the
 * dataset never changes while the process runs. Pages rendered per request (the 404 page, draft
 * previews) then cost no query evaluation after the first (`npm run bench`: 404 throughput).
 * Callers get a copy of the kept result, so one caller's changes never reach another.
 */
export function createEmbeddedSource(dataset: readonly object[] = seedDocuments): ContentSource {
  const results = new Map<string, Promise<unknown>>();
  async function run(query: string, params: QueryParams): Promise<unknown> {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset: dataset as object[], params });
    return value.get();
  }
  return {
    name: 'embedded',
    async fetch<Result>(query: string, params: QueryParams): Promise<Result> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      let result = results.get(key);
      if (!result) {
        result = run(query, params);
        results.set(key, result);
        // A failed evaluation is not kept: the next call tries again.
        result.catch(() => results.delete(key));
      }
      return structuredClone(await result) as Result;
    },
  };
}
