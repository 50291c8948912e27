/** The longest search, in characters: the search fields stop there, and `/api/search` refuses more. */
export const MAX_QUERY_LENGTH = 100;

/** Unicode's control characters (C0, DEL, C1), tabs and line breaks among them. */
export const CONTROL_CHARACTERS = /\p{Cc}/gu;
