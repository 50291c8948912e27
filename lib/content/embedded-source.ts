import { evaluateSync, parse, toJS } from 'groq-js';
import { seedDocuments } from '../../seed';
import { createGroqIndex } from './groq-index';
import type { ContentSource, QueryParams, QueryResult } from './source';

/**
 * The default content source: the seed documents, queried in-process with groq-js.
 * Needs no network and no account. Evaluated with groq-js's synchronous evaluator: the dataset
 * is in memory, and the asynchronous one awaits at every node, which React's dev-mode async
 * tracking makes far slower, worst on a page with many per-document translation lookups.
 * groq-js binds the parameters at parse time, so a parsed tree
 * cannot be reused for other parameters; instead each (query, params) result is kept, since the
 * dataset never changes while the process runs. Pages rendered per request (the 404 page, draft
 * previews) then cost no query evaluation after the first (`npm run bench`: 404 throughput).
 * Callers get a copy of the kept result, so one caller's changes never reach another.
 * Queries read an index of the dataset (`groq-index.ts`), so a list's per-item
 * lookups cost a map lookup instead of a scan each.
 */
export function createEmbeddedSource(dataset: readonly object[] = seedDocuments): ContentSource {
  const results = new Map<string, unknown>();
  const index = createGroqIndex(dataset);
  function run(query: string, params: QueryParams): unknown {
    const tree = index.optimize(parse(query, { params }));
    return toJS(evaluateSync(tree, { dataset: dataset as object[], params, dereference: index.dereference }));
  }
  return {
    name: 'embedded',
    async fetch<const Query extends string>(query: Query, params: QueryParams): Promise<QueryResult<Query>> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      // A failed evaluation throws before anything is kept: the next call tries again.
      if (!results.has(key)) results.set(key, run(query, params));
      // groq-js returns untyped values; the type is typegen's reading of the same query.
      return structuredClone(results.get(key)) as QueryResult<Query>;
    },
  };
}
