import { evaluate, parse } from 'groq-js';
import { seedDocuments } from '../../seed';
import type { ContentSource, QueryParams } from './source';

/**
 * The default content source: the seed documents, queried in-process with groq-js.
 * Needs no network and no account. Queries are parsed on every call: groq-js binds the
 * parameters at parse time, so a parsed tree cannot be reused for other parameters.
 */
export function createEmbeddedSource(dataset: readonly object[] = seedDocuments): ContentSource {
  return {
    name: 'embedded',
    async fetch<Result>(query: string, params: QueryParams): Promise<Result> {
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset: dataset as object[], params });
      return (await value.get()) as Result;
    },
  };
}
