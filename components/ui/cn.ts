/**
 * Joins class names, skipping falsy parts. Does not resolve Tailwind conflicts, so a
 * `className` passed to a primitive should add classes rather than override its variant.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
