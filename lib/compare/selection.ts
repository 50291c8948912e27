/** Most countries one comparison shows. */
export const COMPARE_MAX = 4;
/** Fewest countries a comparison needs. */
export const COMPARE_MIN = 2;

/**
 * The countries a `/compare?c=…` request asks for, canonical: lower-case slugs from every `c`
 * parameter (comma-separated or repeated, as the picker's form sends them), without duplicates
 * or empties, the first {@link COMPARE_MAX} that `exists` accepts, sorted, so that every way of
 * asking for the same countries shares one URL and one cached page.
 * @param values - every value of the `c` parameter
 * @param exists - whether a slug is a published country
 */
export function compareSelection(values: readonly string[], exists: (slug: string) => boolean): string[] {
  const wanted = values.flatMap((value) => value.split(',')).map((slug) => slug.trim().toLowerCase());
  const unique = [...new Set(wanted)].filter((slug) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(slug) && exists(slug));
  return unique.slice(0, COMPARE_MAX).sort();
}
