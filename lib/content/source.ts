import type { SanityQueries } from '@sanity/client';

/**
 * A content source runs a GROQ query with parameters and returns its result. Two
 * implementations share this interface and the same query strings:
 * - the embedded seed, evaluated in-process by groq-js (`embedded-source.ts`), the default;
 * - Sanity's Content Lake through `@sanity/client` (`sanity-source.ts`) when a project is set.
 */
export interface ContentSource {
  /** Short name for logs: `embedded` or `sanity:<projectId>/<dataset>`. */
  readonly name: string;
  /**
   * Runs `query` with `params`.
   * @param query a `defineQuery` string of `queries.ts`, whose result type follows from its text
   *   ({@link QueryResult}); a plain string (not seen by typegen) resolves to `unknown`, for the
   *   caller to cast. No type argument: one could name a result another query returns.
   * @param options see {@link FetchOptions}.
   * @returns the query's result as typegen derives it from the schema (`sanity.types.ts`).
   * @throws when the query does not parse or the Content Lake answers with an error.
   */
  fetch<const Query extends string>(query: Query, params: QueryParams, options?: FetchOptions): Promise<QueryResult<Query>>;
}

/**
 * A query typegen has registered: the text of a `defineQuery` in `queries.ts`, a key of the
 * `SanityQueries` map that `sanity typegen generate` writes into `sanity.types.ts` with
 * `overloadClientMethods` on (`sanity.cli.ts`).
 * https://www.sanity.io/docs/apis-and-sdks/sanity-typegen
 */
export type TypedQuery = keyof SanityQueries & string;

/**
 * The result type of `Query`: its generated `…QueryResult` when typegen registered the query's
 * text, else `unknown`, so an unregistered query's result is never taken on trust.
 * `@sanity/client`'s own `fetch` reads the same map (`ClientReturn`), which falls back to `any`.
 * https://www.sanity.io/docs/apis-and-sdks/sanity-typegen
 */
export type QueryResult<Query extends string> = Query extends TypedQuery ? SanityQueries[Query] : unknown;

/** Options of {@link ContentSource.fetch}; the embedded source ignores them. */
export interface FetchOptions {
  /** Cache tags for Next's data cache (the Sanity source only). */
  tags?: string[];
  /**
   * Read unpublished changes (draft mode, see `preview.ts`): the Sanity source then queries
   * the `drafts` perspective with the read token, uncached, with stega edit links in its texts
   * (`stega.ts`). Default `false`: published only, never stega.
   */
  preview?: boolean;
  /**
   * Ask the Content Lake now, past Next's data cache, also when called within a request (the
   * search index's content revision, `revision.ts`). Default `false`.
   */
  fresh?: boolean;
}

/** GROQ parameters (`$locale`, `$slug`, …). */
export type QueryParams = Record<string, string | number | boolean | string[]>;
