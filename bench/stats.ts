/** Percentile of a sample (nearest-rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 50);

export function fmtMs(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}

export function ratio(value: number, floor: number): string {
  return floor > 0 ? `${(value / floor).toFixed(1)}×` : "n/a";
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.info(`\n## ${title}`);
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((v, i) => v.padEnd(width[i]!)).join("  ");
  console.info(line(cols));
  console.info(line(width.map((w) => "-".repeat(w))));
  for (const r of rows) console.info(line(cols.map((c) => String(r[c]))));
}
