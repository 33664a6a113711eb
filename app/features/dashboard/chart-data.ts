/** A chart's numbers, as the loader sends them: rows (weeks, pages) of values per series. */
export interface ChartData {
  id: string;
  title: string;
  /** One sentence on what the chart shows, with its headline figure. */
  description: string;
  /** Series, in stacking and legend order; one series means plain bars. */
  keys: string[];
  rows: { label: string; values: Record<string, number> }[];
  /** What a row is, for the data table's first column ("Week of", "Page"). */
  rowHeading: string;
}

export function rowTotal(row: ChartData["rows"][number]): number {
  return Object.values(row.values).reduce((sum, value) => sum + value, 0);
}
