import { describe, expect, it } from 'vitest';
import { gridColumns, lgColumns } from '@/components/ui/grid-columns';

// No grid ends with one lonely card.

describe('gridColumns', () => {
  it('never leaves a single item in the last row of a multi-row grid, on phones, sm or lg', () => {
    for (let count = 1; count <= 24; count++) {
      for (const wide of [[4, 3], [3, 4], [3, 2], [4]]) {
        const columns = lgColumns(count, wide);
        if (count > columns && columns > 1) expect(count % columns, `${count} items, wide ${wide.join('/')}`).not.toBe(1);
        const classes = gridColumns(count, wide);
        if (classes.includes('sm:grid-cols-2')) expect(count % 2).toBe(0);
      }
    }
  });

  it('keeps the preferred count when it works', () => {
    expect(gridColumns(4)).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(gridColumns(5)).toBe('grid lg:grid-cols-3');
    expect(gridColumns(8)).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(gridColumns(4, [3, 4])).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(gridColumns(6, [3, 4])).toBe('grid sm:grid-cols-2 lg:grid-cols-3');
    expect(gridColumns(2)).toBe('grid sm:grid-cols-2 lg:grid-cols-2');
  });
});
