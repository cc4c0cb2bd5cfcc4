// GET /api/bookings/report/finance?from=&to=&assets=&format=: the payments, invoices and credit
// notes of a period by asset, as JSON, CSV or XLSX (lib/domain/finance/finance-report.ts). For
// staff who see payments (the payment list's scopes).
import { financeReportAnswer } from "@/lib/domain/finance/answer-schemas";
import { financeReport } from "@/lib/domain/finance/finance-report";
import { financeReportCsv, financeReportXlsx, XLSX_TYPE } from "@/lib/domain/finance/finance-report-files";
import { financeReportQuery } from "@/lib/domain/finance/report-schemas";
import { PAYMENT_READ_SCOPES } from "@/lib/domain/payments/payment-schemas";
import { formats } from "@/lib/http/answers";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The payments (by the day paid), invoices and credit notes (by issue date) of from..to (at most 1096 " +
      "days) by the booking's resort or vessel, with sums per currency and payment method; assets=resort:1," +
      "vessel:2 limits it; format json (default), csv or xlsx (sheets payments, invoices, summary), headers " +
      "in the caller's language.",
    scopes: PAYMENT_READ_SCOPES,
    query: financeReportQuery,
    response: formats({
      "application/json": financeReportAnswer,
      "text/csv": "format=csv: UTF-8 with a header row, one row per payment, invoice or credit note",
      [XLSX_TYPE]: "format=xlsx: sheets of payments, invoices and credit notes, and sums",
    }),
  },
  async ({ query, locale }) => {
    const report = await financeReport({ from: query.from, to: query.to, assets: query.assets });
    if (query.format === "json") return report;
    const name = `finance-${query.from}-${query.to}.${query.format}`;
    const disposition = `attachment; filename="${name}"`;
    if (query.format === "csv")
      return new Response(financeReportCsv(report, locale), {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": disposition },
      });
    return new Response(new Uint8Array(await financeReportXlsx(report, locale)), {
      headers: { "content-type": XLSX_TYPE, "content-disposition": disposition },
    });
  },
);
