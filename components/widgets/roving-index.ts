/**
 * The WAI-ARIA roving keys shared by the accordion and the tabs: `previous`/`next` move one
 * item (wrapping), Home and End to the first and last.
 *
 * @param keys - the key names that mean previous and next (`ArrowUp`/`ArrowDown` for an
 * accordion, `ArrowLeft`/`ArrowRight` for tabs)
 * @returns the index to move to, or `null` when `key` is none of these
 */
export function rovingIndex(key: string, index: number, length: number, keys: { previous: string; next: string }): number | null {
  if (key === keys.next) return (index + 1) % length;
  if (key === keys.previous) return (index - 1 + length) % length;
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return null;
}
