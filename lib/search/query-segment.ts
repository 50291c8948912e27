import { CONTROL_CHARACTERS, MAX_QUERY_LENGTH } from './limits';

/**
 * The visitor's words as typed into a search field, tidied: control characters (`%00`, …) read
 * as spaces, since no page holds them and PostgreSQL refuses a NUL in text; spaces collapsed; at
 * most {@link MAX_QUERY_LENGTH} characters. `''` for nothing to search.
 */
export function tidyQuery(words: string | null | undefined): string {
  return (words ?? '').replace(CONTROL_CHARACTERS, ' ').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The route segment of the results page for `query` (`/en/search/<segment>`): its UTF-8 in
 * base64url, so any words make one plain path segment, and `/search?q=…` can be rewritten to a
 * page Next renders by its path (proxy.ts).
 */
export function searchSegment(query: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(query)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The words of a results page's segment, or `null` when it is not one {@link searchSegment}
 * writes (a made-up path answers 404).
 */
export function queryOfSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(segment)) return null;
  try {
    const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'));
    const words = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return words !== '' && tidyQuery(words) === words && searchSegment(words) === segment ? words : null;
  } catch {
    return null;
  }
}
