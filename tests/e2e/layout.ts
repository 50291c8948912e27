// No grid of cards on any template ends with one lonely card.

/**
 * Grids of cards in `main` whose last row holds one card narrower than the grid (described for
 * the report). A card has a border, a shadow or a background of its own (or its first child
 * has): a two-column list of text bullets is no grid of cards.
 */
export function orphanGrids(): string[] {
  const found: string[] = [];
  const boxed = (element: Element | null) => {
    if (!element) return false;
    const style = getComputedStyle(element);
    return parseFloat(style.borderTopWidth) > 0 || style.boxShadow !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
  };
  for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
    if (getComputedStyle(grid).display !== 'grid') continue;
    const items = [...grid.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.offsetParent !== null && child.getBoundingClientRect().height > 0);
    if (items.length < 3 || !items.every((item) => boxed(item) || (item.children.length === 1 && boxed(item.firstElementChild)))) continue;
    const rows = new Map<number, HTMLElement[]>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), item]);
    }
    const ordered = [...rows.values()];
    const first = ordered[0] ?? [];
    const last = ordered.at(-1) ?? [];
    const lone = last[0];
    if (ordered.length < 2 || first.length < 2 || last.length !== 1 || !lone) continue;
    // A last item that spans the row on purpose is no orphan.
    if (lone.getBoundingClientRect().width >= grid.getBoundingClientRect().width * 0.9) continue;
    const label = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className.slice(0, 60);
    found.push(`${label}: ${items.length} items in rows of ${ordered.map((row) => row.length).join('+')}`);
  }
  return found;
}
