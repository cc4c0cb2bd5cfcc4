// GET /api/invoices/listCSV: the invoice list as CSV (the same filters as the list, every page).
import { INVOICE_CSV, INVOICE_READ_SCOPES, invoiceCsvRow, listInvoices } from "@/lib/domain/finance/invoice-view";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { translator } from "@/lib/i18n/translator";
import { csvStream } from "@/lib/resources/csv";
import { readListQuery } from "@/lib/resources/list-query";

export const GET = route(
  {
    summary: "The invoices and credit notes as CSV (UTF-8, a header row; the list's search and filters).",
    scopes: INVOICE_READ_SCOPES,
    response: file("text/csv", "UTF-8 with a header row"),
  },
  async ({ req, locale }) => {
    const t = translator(locale);
    const q = readListQuery(req.nextUrl.searchParams);
    // the first page before the answer starts: a bad sort or filter is a 400, not a broken download
    let next: Awaited<ReturnType<typeof listInvoices>> | null = await listInvoices({ ...q, page: 1, size: 500 });
    let page = 1;
    const stream = csvStream(
      INVOICE_CSV.map((k) => t(`invoices.fields.${k}`)),
      async () => {
        const res = next ?? (await listInvoices({ ...q, page: ++page, size: 500 }));
        next = null;
        return res.data.length ? res.data.map(invoiceCsvRow) : null;
      },
    );
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="invoices.csv"',
      },
    });
  },
);
