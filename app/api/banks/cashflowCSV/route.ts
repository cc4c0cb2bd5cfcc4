// GET /api/banks/cashflowCSV: the cash flow as CSV, a row per bank and period, then per currency's
// total (the same query as /api/banks/cashflow; lib/domain/banks/cashflow.ts).
import { CASHFLOW_CSV, cashflow, cashflowCsvRows } from "@/lib/domain/banks/cashflow";
import { BANK_READ_SCOPES, cashflowQuery } from "@/lib/domain/banks/match-schemas";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { translator } from "@/lib/i18n/translator";
import { csvStream } from "@/lib/resources/csv";

export const GET = route(
  {
    summary:
      "The cash flow as CSV (UTF-8, a header row in the caller's language): per bank and period, then per currency's total, with in, out, net and the balance at the period's end. The query of /api/banks/cashflow.",
    scopes: BANK_READ_SCOPES,
    features: ["bank"],
    query: cashflowQuery,
    response: file("text/csv", "UTF-8 with a header row"),
  },
  async ({ query, locale, principal }) => {
    const t = translator(locale);
    let rows: unknown[][] | null = cashflowCsvRows(await cashflow(query, principal), t("cashflow.total"));
    const stream = csvStream(
      CASHFLOW_CSV.map((k) => t(`cashflow.csv.${k}`)),
      async () => {
        const r = rows;
        rows = null;
        return r;
      },
    );
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="cashflow-${query.from}-${query.to}.csv"`,
      },
    });
  },
);
