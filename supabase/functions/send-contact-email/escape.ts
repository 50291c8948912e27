/**
 * Text helpers for the staff emails. Every value that came from a visitor (or from a stored row,
 * which a visitor wrote) goes through {@link escapeHtml} before it is put into HTML, and through
 * {@link singleLine} before it is put into a subject line.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes `& < > " '` so the value is shown as text in HTML element content and in quoted
 * attribute values, never interpreted as markup.
 *
 * @param value any text.
 * @returns the text with the five characters replaced by entities.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Makes a value safe for a one-line header such as an email subject: CR, LF and the other line
 * and control characters become spaces, runs of spaces collapse, and the result is cut to
 * `max` characters.
 *
 * @param value any text.
 * @param max the longest result (default 200 characters).
 * @returns a single trimmed line.
 */
export function singleLine(value: string, max = 200): string {
  // deno-lint-ignore no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
