// The one handler of every statistics and ranking endpoint (GET /api/bookings/{figure}): the
// common parameters validated once (lib/domain/stats/stats-query.ts), the figure computed by the
// statistics module, answered as JSON (its table and chart) or, with export=csv|xlsx, as a file.
import { z } from "zod";
import type { Feature } from "../access/features";
import { figureAnswer } from "../domain/stats/answer-schemas";
import type { FigureName } from "../domain/stats/figures";
import { runFigure } from "../domain/stats/run-figure";
import { figureCsv, figureXlsx, XLSX_TYPE } from "../domain/stats/stats-files";
import { statsQuery } from "../domain/stats/stats-query";
import { formats } from "./answers";
import { route } from "./route";

/** Staff who read bookings: the figures are the operator's, never one agency's or customer's. */
export const STATS_SCOPES = ["bookings.read"] as const;

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
      response: formats({
        "application/json": figureAnswer,
        "text/csv": "export=csv: the figure's table, headers in the caller's language",
        [XLSX_TYPE]: "export=xlsx: the figure's table as one sheet",
      }),
    },
    async ({ query, locale, params }) => {
      const vesselId = (params as { vessel?: number } | undefined)?.vessel;
      const answer = await runFigure(figure, query, locale, { vesselId });
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
    },
  );
}
