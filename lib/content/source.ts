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
   * @param options.tags cache tags for Next's data cache (the Sanity source only).
   * @throws when the query does not parse or the Content Lake answers with an error.
   */
  fetch<Result>(query: string, params: QueryParams, options?: { tags?: string[] }): Promise<Result>;
}

/** GROQ parameters (`$locale`, `$slug`, …). */
export type QueryParams = Record<string, string | number | boolean | string[]>;
