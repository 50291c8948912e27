/** The longest search, in characters: the search fields stop there, and `/api/search` refuses more. */
export const MAX_QUERY_LENGTH = 100;
