// The statistics pages (/stats/booking, /stats/occupancy, /stats/tour, /stats/base): the period,
// grouping and assets from the address (this year by month unless told; a query the API would
// refuse falls back to that and says so), the assets to choose from, and each figure of the page
// through the statistics module, as the endpoints answer them.
import "server-only";
import { db } from "../core/db";
import { operatorToday } from "../core/operator";
import type { FigureName } from "../domain/stats/figures";
import { runFigure, type FigureAnswer } from "../domain/stats/run-figure";
import { GROUP_BYS, statsQuery, type StatsQuery } from "../domain/stats/stats-query";
import type { Locale } from "../i18n/locale";
import type { PageSearchParams } from "./list";

/** The groupings the page's form offers. */
export const STATS_GROUP_BYS = GROUP_BYS;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export type StatsPageData = {
  query: StatsQuery;
  /** the address asked for something the figures refuse: the page shows the default instead */
  refused: boolean;
  assets: { value: string; label: string }[];
  figures: FigureAnswer[];
};

export async function loadStatsPage(
  sp: PageSearchParams,
  locale: Locale,
  figures: readonly FigureName[],
  o: { assetKinds?: readonly ("resort" | "vessel")[] } = {},
): Promise<StatsPageData> {
  const year = (await operatorToday()).slice(0, 4);
  const fallback = statsQuery.parse({ from: `${year}-01-01`, to: `${year}-12-31` });
  const asked = statsQuery.safeParse({
    from: one(sp.from) ?? fallback.from,
    to: one(sp.to) ?? fallback.to,
    groupBy: one(sp.groupBy),
    assets: one(sp.assets),
    amount: one(sp.amount),
  });
  const kinds = o.assetKinds ?? ["resort", "vessel"];
  const [resorts, vessels] = await Promise.all([
    kinds.includes("resort")
      ? db().resort.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } })
      : [],
    kinds.includes("vessel")
      ? db().vessel.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } })
      : [],
  ]);
  const assets = [
    ...resorts.map((r) => ({ value: `resort:${r.id}`, label: r.name })),
    ...vessels.map((v) => ({ value: `vessel:${v.id}`, label: v.name })),
  ];
  let query = asked.success ? asked.data : fallback;
  let refused = !asked.success;
  let answers: FigureAnswer[];
  try {
    answers = await Promise.all(figures.map((f) => runFigure(f, query, locale)));
  } catch {
    // an asset that does not exist (any more): the default period of every asset
    [query, refused] = [fallback, true];
    answers = await Promise.all(figures.map((f) => runFigure(f, query, locale)));
  }
  return { query, refused, assets, figures: answers };
}

/** The period and grouping of the address (this year by month unless told, or when refused). */
export async function statsPeriod(sp: PageSearchParams): Promise<StatsQuery> {
  const year = (await operatorToday()).slice(0, 4);
  const asked = statsQuery.safeParse({
    from: one(sp.from) ?? `${year}-01-01`,
    to: one(sp.to) ?? `${year}-12-31`,
    groupBy: one(sp.groupBy),
  });
  return asked.success ? asked.data : statsQuery.parse({ from: `${year}-01-01`, to: `${year}-12-31` });
}
