/** The longest search, in characters: the search fields stop there, and `/api/search` refuses more. */
export const MAX_QUERY_LENGTH = 100;

/**
 * One of Unicode's control characters (C0, DEL, C1), tabs and line breaks among them. Not global,
 * so `test` keeps no position between calls.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/** Every control character of a string, for `replace`. */
export const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER, 'gu');
