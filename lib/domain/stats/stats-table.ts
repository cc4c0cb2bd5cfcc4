// What a figure answers: a table (columns of a kind, rows of values) and how it is drawn: which
// column the chart runs along, which columns are its series, or, for rows per period and asset,
// which column splits the series (a pivot). mode=table answers the table, mode=chart the series
// (chartOf), and the export writes the table: one shape for the three, so a chart's numbers
// and its table never disagree.
export type ColumnKind = "text" | "count" | "money" | "percent";
export type StatsColumn = { key: string; kind: ColumnKind };
export type StatsValue = string | number | null;
export type StatsRow = Record<string, StatsValue>;

export type StatsTable = {
  columns: StatsColumn[];
  rows: StatsRow[];
  /** money columns are in this currency (the operator's) */
  currency: string | null;
  chart: {
    kind: "bar" | "line" | "pie";
    /** the column along the chart (its labels) */
    x: string;
    /** the columns drawn */
    series: string[];
    /** rows per x and this column (an asset): one series per its value, of the column series[0] */
    pivot?: string;
  };
  /** sold bookings in another currency without a stored rate: left out of the money columns */
  unconverted?: number;
  /** a listing figure (customersAtDate): its rows in all, of which `rows` is one page */
  total?: number;
};

export type ChartSeries = { key: string; values: number[] };

/** A table as a chart's labels and series (money and percent as numbers). */
export function chartOf(t: StatsTable): { labels: string[]; series: ChartSeries[] } {
  const { x, series, pivot } = t.chart;
  const labels = [...new Set(t.rows.map((r) => String(r[x] ?? "")))];
  const at = new Map(labels.map((l, i) => [l, i]));
  if (!pivot) {
    return {
      labels,
      series: series.map((key) => ({ key, values: t.rows.map((r) => Number(r[key] ?? 0)) })),
    };
  }
  const out = new Map<string, number[]>();
  for (const r of t.rows) {
    const key = String(r[pivot] ?? "");
    if (!out.has(key))
      out.set(
        key,
        labels.map(() => 0),
      );
    out.get(key)![at.get(String(r[x] ?? ""))!] = Number(r[series[0]] ?? 0);
  }
  return { labels, series: [...out].map(([key, values]) => ({ key, values })) };
}

/** A share in percent with one decimal (0 of 0 is 0). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
