/**
 * Grid columns that follow the item count, so no grid ends with one lonely card.
 * Phones (below `sm`) show one column; `sm` two columns only for an even count; `lg`
 * (the 1366 px desktop) the first of `wide` that the count fills or leaves at least two in
 * the last row, else the count nearest the first preference that does.
 *
 * Examples with the default `wide` [4, 3]: 2 -> sm:2 lg:2; 3 -> lg:3; 4 -> sm:2 lg:4;
 * 5 -> lg:3 (3 + 2); 6 -> sm:2 lg:4 (4 + 2); 7 -> lg:4 (4 + 3); 9 -> lg:3.
 *
 * @param count - how many items the grid holds
 * @param wide - column counts to try at `lg`, preferred first (each 1-6)
 * @returns Tailwind classes for the grid element (with `grid` itself)
 */
export function gridColumns(count: number, wide: readonly number[] = [4, 3]): string {
  const sm = count >= 2 && count % 2 === 0 ? 'sm:grid-cols-2' : '';
  return ['grid', sm, LG[lgColumns(count, wide)]].filter(Boolean).join(' ');
}

/** Just the `lg` class of {@link gridColumns}, for a grid with columns of its own below `lg`. */
export function lgGridColumns(count: number, wide: readonly number[] = [4, 3]): string {
  return LG[lgColumns(count, wide)] ?? 'lg:grid-cols-3';
}

/** The `lg` column count of {@link gridColumns}. */
export function lgColumns(count: number, wide: readonly number[] = [4, 3]): number {
  for (const columns of wide) {
    if (count <= columns) return Math.max(1, count);
    if (count % columns !== 1) return columns;
  }
  // None of the preferred counts works: the one nearest the first preference that does (of 2-6;
  // one always does for any count under 61, the first to leave 1 over for each of them).
  const first = wide[0] ?? 3;
  const others = [2, 3, 4, 5, 6].sort((a, b) => Math.abs(a - first) - Math.abs(b - first) || b - a);
  return others.find((columns) => count <= columns || count % columns !== 1) ?? first;
}

/** Literal class names, so Tailwind finds them in this file. */
const LG: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};
