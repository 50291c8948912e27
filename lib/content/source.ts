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
   * @param options see {@link FetchOptions}.
   * @throws when the query does not parse or the Content Lake answers with an error.
   */
  fetch<Result>(query: string, params: QueryParams, options?: FetchOptions): Promise<Result>;
}

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
