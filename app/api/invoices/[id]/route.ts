// GET /api/invoices/{id}: one invoice or credit note as issued, with what is open of it. Any change
// is refused: an issued invoice never changes (a credit note corrects it).
import { z } from "zod";
import { invoiceAnswer } from "@/lib/domain/finance/answer-schemas";
import { INVOICE_READ_SCOPES, loadInvoice } from "@/lib/domain/finance/invoice-view";
import { invoiceRefused } from "@/lib/domain/finance/issue-invoice";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

const params = z.object({ id: id() });

export const GET = route(
  { summary: "One invoice or credit note.", scopes: INVOICE_READ_SCOPES, params, response: invoiceAnswer },
  ({ params }) => loadInvoice(params.id),
);

/** An issued invoice answers 409 to any change (after a 404 for one that is not there). */
const refuse = (summary: string) =>
  route({ summary, scopes: ["bookings.update"], params, response: invoiceAnswer }, async ({ params }) => {
    await loadInvoice(params.id);
    throw invoiceRefused("issued");
  });

export const POST = refuse("An issued invoice never changes: 409 (issue a credit note, POST {id}/credit).");
export const PUT = refuse("An issued invoice never changes: 409 (issue a credit note, POST {id}/credit).");
export const DELETE = refuse("An issued invoice is never deleted: 409 (issue a credit note, POST {id}/credit).");
