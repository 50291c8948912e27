/**
 * Formats rows as a plain-text table with a header line, columns padded to their widest cell;
 * numbers align right. Used by the audit and bench reports so their output can be quoted as is.
 */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number'));
  const line = (row: string[]) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
