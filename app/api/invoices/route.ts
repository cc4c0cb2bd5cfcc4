// GET /api/invoices: the invoices and credit notes, paged (lib/domain/finance/invoice-view.ts).
import { invoicePage } from "@/lib/domain/finance/answer-schemas";
import { INVOICE_READ_SCOPES, listInvoices } from "@/lib/domain/finance/invoice-view";
import { route } from "@/lib/http/route";
import { readListQuery } from "@/lib/resources/list-query";

export const GET = route(
  {
    summary:
      "Invoices and credit notes ({data, total, page, size}), newest first: page, size, sort (date, number, total), order, search (number, booking number, buyer), filter[kind] (full, deposit, final, credit), filter[state] (open, paid, credited, credit), filter[bookingId], filter[from], filter[to].",
    scopes: INVOICE_READ_SCOPES,
    response: invoicePage,
  },
  ({ req }) => listInvoices(readListQuery(req.nextUrl.searchParams)),
);
