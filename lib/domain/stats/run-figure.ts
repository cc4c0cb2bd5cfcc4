// One statistics figure for an endpoint: its filters checked against the database (an unknown
// asset, category or source is a 400 naming the parameter), computed in the operator's currency
// and time zone, and answered as the query's mode asks: the table with its columns' labels, or a
// chart's labels and series. Texts (column headers, states, line types) are in the reader's
// language; the values stay the keys, with their labels beside them.
import { AppError } from "../../core/errors";
import { db } from "../../core/db";
import { defaultCurrency, operatorTimeZone } from "../../core/operator";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { assetNames } from "../finance/finance-report";
import { FIGURES, type FigureName } from "./figures";
import { byVesselYear } from "./figures-utilization";
import type { StatsQuery } from "./stats-query";
import { chartOf, type ColumnKind, type StatsRow, type StatsTable } from "./stats-table";

/** Columns whose values are keys with a translated label, and where the labels are. */
const VALUE_LABELS: Record<string, string> = {
  state: "bookingStates",
  type: "bookingCalculation.lineTypes",
  kind: "stats.values.kind",
  unit: "stats.values.unit",
  band: "stats.values.band",
};

export type FigureAnswer = {
  figure: FigureName;
  from: string;
  to: string;
  groupBy: StatsQuery["groupBy"];
  currency: string | null;
  unconverted: number;
  total?: number;
  columns: { key: string; label: string; kind: ColumnKind }[];
  rows: StatsRow[];
  /** the label of each keyed value (state, line type ...) by column */
  labels: Record<string, Record<string, string>>;
  chart: Omit<StatsTable["chart"], "series"> & {
    labels: string[];
    series: { key: string; label: string; values: number[] }[];
  };
};

const bad = (path: string, message: string): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });
};

/** A 400 for an asset, category or source that does not exist. */
async function checkFilters(q: StatsQuery): Promise<void> {
  const [assets, categories, sources] = await Promise.all([
    q.assets?.length ? assetNames(q.assets) : null,
    q.categories?.length ? db().bookingCategory.count({ where: { id: { in: q.categories } } }) : null,
    q.sources?.length ? db().bookingSource.count({ where: { id: { in: q.sources } } }) : null,
  ]);
  if (assets && q.assets!.some((a) => !assets.has(`${a.kind}:${a.id}`))) bad("assets", "validation.unknownAsset");
  if (categories !== null && categories !== q.categories!.length) bad("categories", "validation.unknownId");
  if (sources !== null && sources !== q.sources!.length) bad("sources", "validation.unknownId");
}

export async function runFigure(
  figure: FigureName,
  q: StatsQuery,
  locale: Locale,
  o: { vesselId?: number; page?: number; size?: number } = {},
): Promise<FigureAnswer> {
  await checkFilters(q);
  if (o.vesselId && !(await db().vessel.count({ where: { id: o.vesselId } }))) throw new AppError("NOT_FOUND");
  const [currency, timeZone] = await Promise.all([defaultCurrency(), operatorTimeZone()]);
  const c = { currency, timeZone, page: o.page, size: o.size };
  const table = o.vesselId ? await byVesselYear(q, c, o.vesselId) : await FIGURES[figure](q, c);
  const t = translator(locale);
  const labels: FigureAnswer["labels"] = {};
  for (const col of table.columns) {
    const base = VALUE_LABELS[col.key];
    if (!base) continue;
    labels[col.key] = Object.fromEntries(
      [...new Set(table.rows.map((r) => String(r[col.key] ?? "")))].map((v) => [v, t(`${base}.${v}`, undefined, v)]),
    );
  }
  const columnLabel = (key: string) => t(`stats.columns.${key}`, undefined, key);
  const chart = chartOf(table);
  // a pivot's series are the values of a text column (assets): their own names
  const seriesLabel = (key: string) => (table.chart.pivot ? key : columnLabel(key));
  return {
    figure,
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    currency: table.currency,
    unconverted: table.unconverted ?? 0,
    ...(table.total !== undefined ? { total: table.total } : {}),
    columns: table.columns.map((col) => ({ ...col, label: columnLabel(col.key) })),
    rows: table.rows,
    labels,
    chart: {
      ...table.chart,
      labels: chart.labels.map((l) => labels[table.chart.x]?.[l] ?? l),
      series: chart.series.map((s) => ({ ...s, label: seriesLabel(s.key) })),
    },
  };
}
