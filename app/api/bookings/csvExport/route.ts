// GET /api/bookings/csvExport: the bookings, guests, payments or invoices of a period with the
// columns chosen, as CSV or XLSX, streamed (lib/domain/stats/stats-export.ts, docs/statistics.md).
import { formats } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { exportQuery, periodExport } from "@/lib/domain/stats/stats-export";
import { XLSX_TYPE } from "@/lib/domain/stats/stats-files";

export const GET = route(
  {
    summary:
      "The rows of a period as a file, streamed: kind (bookings and guests by the day the stay starts, payments and invoices by their date; every state), from, to (at most ten years), columns (comma separated; none: all), format (csv or xlsx), assets (resort:1,vessel:2). The header x-total-rows says how many rows follow (a progress bar's total). CSV cells are safe from formulas.",
    scopes: ["export.read"],
    query: exportQuery,
    response: formats({
      "text/csv": "format=csv: UTF-8 with a header row",
      [XLSX_TYPE]: "format=xlsx: one sheet, the header row bold",
    }),
  },
  async ({ query, locale }) => {
    const out = await periodExport(query, locale);
    return new Response(out.body, {
      headers: {
        "content-type": out.type,
        "content-disposition": `attachment; filename="${out.name}"`,
        "x-total-rows": String(out.rows),
        "cache-control": "no-store",
      },
    });
  },
);
