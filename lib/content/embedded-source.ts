import { evaluate, parse } from 'groq-js';
import { seedDocuments } from '../../seed';
import type { ContentSource, QueryParams } from './source';

/**
 * The default content source: the seed documents, queried in-process with groq-js.
 * Needs no network and no account. Parsed queries are cached by query text.
 */
export function createEmbeddedSource(dataset: readonly object[] = seedDocuments): ContentSource {
  const parsed = new Map<string, ReturnType<typeof parse>>();
  return {
    name: 'embedded',
    async fetch<Result>(query: string, params: QueryParams): Promise<Result> {
      let tree = parsed.get(query);
      if (!tree) {
        tree = parse(query, { params });
        parsed.set(query, tree);
      }
      const value = await evaluate(tree, { dataset: dataset as object[], params });
      return (await value.get()) as Result;
    },
  };
}
