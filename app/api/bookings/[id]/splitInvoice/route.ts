// POST /api/bookings/{id}/splitInvoice: the spec's split invoice. With "by" or "lines" the booking
// is invoiced in parts, one invoice per guest or one of chosen lines (lib/domain/finance/
// split-invoice.ts); with "parts" (or nothing) the older plan of how the invoice divides between
// payers is stored on the booking, as the booking's state action (allowed on a settled booking too).
import { z } from "zod";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { splitInvoiceSchema } from "@/lib/domain/booking/schemas";
import { transitionBooking } from "@/lib/domain/booking/transition-booking";
import { invoiceAnswer } from "@/lib/domain/finance/answer-schemas";
import { invoicesOfBooking } from "@/lib/domain/finance/invoice-view";
import { splitInvoice } from "@/lib/domain/finance/split-invoice";
import { bookingWrite } from "@/lib/http/booking-route";
import { created } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

// the invoices by guest or by lines (one of the two), or the plan of the payers' shares
const body = z
  .object({
    by: z.literal("guest", { error: "validation.invalidValue" }).optional(),
    lines: z.array(z.string().min(1).max(200)).min(1).max(500).optional(),
    customerId: id().optional(),
  })
  .extend(splitInvoiceSchema.unwrap().shape)
  .superRefine((b, ctx) => {
    if (b.by && b.lines) ctx.addIssue({ code: "custom", path: ["lines"], message: "errors.invoices.byOrLines" });
    if (b.parts && (b.by || b.lines))
      ctx.addIssue({ code: "custom", path: ["parts"], message: "errors.invoices.byOrLines" });
  })
  .optional();

export const POST = bookingWrite(
  {
    summary:
      'Split invoices. {"by": "guest"}: one invoice per guest (each guest\'s own calculation lines to that guest, lines of several guests or none to the booking\'s customer or agency); {"lines": [keys], "customerId"?}: one invoice of those lines to that guest (else the booking\'s buyer). Answers 201 with the invoices issued; 409 when a full, deposit or final invoice stands, a line is on a standing invoice already, or nothing is left; 400 naming lines that are not the booking\'s or a customer who is not its guest. {"parts": [{customerId, percent}]} (adding up to 100; nothing: equal shares per guest) stores how the invoice divides between payers and answers 200 with the booking.',
    body,
    staffOnly: true,
    response: { 200: bookingAnswer, 201: z.array(invoiceAnswer) },
  },
  async ({ bookingId, body, actor, expectedVersion }) => {
    const b = body ?? {};
    if (!b.by && !b.lines)
      return transitionBooking({ bookingId, action: "splitInvoice", expectedVersion, parts: b.parts }, actor);
    const ids = await splitInvoice(
      b.by ? { bookingId, by: b.by } : { bookingId, lines: b.lines ?? [], customerId: b.customerId },
      actor,
    );
    // the booking's invoices in one read (what is open of each depends on all of them)
    return created((await invoicesOfBooking(bookingId)).filter((i) => ids.includes(i.id)));
  },
);
