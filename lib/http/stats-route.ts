// The one handler of every statistics and ranking endpoint (GET /api/bookings/{figure}): the
// common parameters validated once (lib/domain/stats/stats-query.ts), the figure computed by the
// statistics module, answered as JSON (its table and chart) or, with export=csv|xlsx, as a file.
import { z } from "zod";
import type { Feature } from "../access/features";
import { figureAnswer } from "../domain/stats/answer-schemas";
import type { FigureName } from "../domain/stats/figures";
import { runFigure } from "../domain/stats/run-figure";
import { figureCsv, figureXlsx, XLSX_TYPE } from "../domain/stats/stats-files";
import { statsQuery, type StatsQuery } from "../domain/stats/stats-query";
import { AppError } from "../core/errors";
import { operatorToday } from "../core/operator";
import type { Locale } from "../i18n/locale";
import { formats } from "./answers";
import { route } from "./route";

/** Staff who read bookings: the figures are the operator's, never one agency's or customer's. */
export const STATS_SCOPES = ["bookings.read"] as const;

/** A figure's answer: JSON (its table and chart), or its table as a CSV or XLSX file. */
const FIGURE_FORMATS = formats({
  "application/json": figureAnswer,
  "text/csv": "export=csv: the figure's table, headers in the caller's language",
  [XLSX_TYPE]: "export=xlsx: the figure's table as one sheet",
});

const COMMON =
  " Parameters: from, to (calendar dates, at most ten years), groupBy (day, week, month, year), assets " +
  "(resort:1,vessel:2), categories and sources (booking category and source ids), amount (a top list's length, " +
  "1-100, default 10), mode (chart or table: the answer carries both), export (csv or xlsx: the table as a file), " +
  "template (default). Definitions: docs/statistics.md.";

export function statsRoute(
  figure: FigureName,
  summary: string,
  o: { features?: readonly Feature[]; params?: z.ZodObject<{ vessel: z.ZodType<number> }> } = {},
) {
  return route(
    {
      summary: summary + COMMON,
      scopes: STATS_SCOPES,
      features: o.features,
      ...(o.params ? { params: o.params } : {}),
      query: statsQuery,
      response: FIGURE_FORMATS,
    },
    async ({ query, locale, params }) =>
      answerFigure(figure, query, locale, { vesselId: (params as { vessel?: number } | undefined)?.vessel }),
  );
}

/** The figure as JSON, or with export=csv|xlsx as a file named by the figure and its period. */
async function answerFigure(
  figure: FigureName,
  query: StatsQuery,
  locale: Locale,
  o: { vesselId?: number; page?: number; size?: number } = {},
) {
  const answer = await runFigure(figure, query, locale, o);
  if (!query.export) return answer;
  const name = `${figure}-${query.from}-${query.to}.${query.export}`;
  const disposition = `attachment; filename="${name}"`;
  if (query.export === "csv")
    return new Response(figureCsv(answer), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": disposition },
    });
  return new Response(new Uint8Array(await figureXlsx(answer, figure)), {
    headers: { "content-type": XLSX_TYPE, "content-disposition": disposition },
  });
}

/**
 * A figure whose endpoint takes parameters of its own (arrivalCount: days and start;
 * customersAtDate: one asset and a page): validated by `query`, then turned into the common query
 * (`toStats`, given the operator's today), and answered as every figure.
 */
export function figureRoute<Q extends object>(
  figure: FigureName,
  summary: string,
  o: {
    query: z.ZodType<Q>;
    toStats: (q: Q, today: string) => StatsQuery;
    /** the endpoint's own name of a common parameter its 400 names (customersAtDate: asset) */
    names?: Record<string, string>;
  },
) {
  return route(
    {
      summary: summary + " Answers as every figure (mode, export, template; docs/statistics.md).",
      scopes: STATS_SCOPES,
      query: o.query,
      response: FIGURE_FORMATS,
    },
    async ({ query, locale }) => {
      try {
        return await answerFigure(figure, o.toStats(query, await operatorToday()), locale, {
          page: (query as { page?: number }).page,
          size: (query as { size?: number }).size,
        });
      } catch (e) {
        if (!(e instanceof AppError) || !e.fields || !o.names) throw e;
        const fields = e.fields.map((f) => ({ ...f, path: o.names![f.path] ?? f.path }));
        throw new AppError(e.code, e.message === e.code ? undefined : e.message, {
          fields,
          details: e.details,
          values: e.values,
        });
      }
    },
  );
}
