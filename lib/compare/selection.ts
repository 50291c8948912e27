/** Most countries one comparison shows. */
export const COMPARE_MAX = 4;
/** Fewest countries a comparison needs. */
export const COMPARE_MIN = 2;

/**
 * The countries a `/compare?c=…` request asks for, canonical: lower-case slugs from every `c`
 * parameter (comma-separated or repeated, as the picker's form sends them), each at its slug now
 * (`current`), without duplicates or empties, the first {@link COMPARE_MAX} that `exists`
 * accepts, sorted, so that every way of asking for the same countries shares one URL and one
 * cached page.
 * @param values - every value of the `c` parameter
 * @param exists - whether a slug is a published country
 * @param current - the slug a country asked for by `slug` has now (a renamed country's old slug
 *   leads to its new one), or `null` for one that was deleted; by default `slug` itself
 */
export function compareSelection(values: readonly string[], exists: (slug: string) => boolean, current: (slug: string) => string | null = (slug) => slug): string[] {
  const wanted = values
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(slug))
    .map(current)
    .filter((slug) => slug !== null);
  return [...new Set(wanted)].filter(exists).slice(0, COMPARE_MAX).sort();
}
