/** Plain-text tables with aligned columns. */

export interface Column {
  readonly header: string;
  readonly align: 'left' | 'right';
}

export function formatTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): string {
  const widths = columns.map((c, i) =>
    Math.max(c.header.length, ...rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((c, i) =>
        c.align === 'left'
          ? (cells[i] ?? '').padEnd(widths[i])
          : (cells[i] ?? '').padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join('\n') + '\n';
}
