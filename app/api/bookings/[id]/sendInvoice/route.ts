// POST /api/bookings/{id}/sendInvoice: mail the booking's invoice (the newest, or the one named) with
// its PDF and public link (lib/domain/finance/send-invoice.ts).
import { z } from "zod";
import { sendInvoice } from "@/lib/domain/finance/send-invoice";
import { bookingWrite } from "@/lib/http/booking-route";
import { optional } from "@/lib/resources/fields";
import { email, id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

export const POST = bookingWrite(
  {
    summary:
      "Mail an invoice ({invoiceId?, to?, force?}: the newest unless named; to its recipient's address unless given) with its PDF attached and its public link; it leaves after the commit. 409 when it was mailed already (force sends it again) or there is no address.",
    body: z.object({ invoiceId: optional(id()), to: optional(email()), force: z.boolean().default(false) }),
    staffOnly: true,
    response: z.object({ invoiceId: wireId, number: z.string(), to: z.string() }),
  },
  ({ bookingId, body, actor }) =>
    sendInvoice(
      { bookingId, invoiceId: body.invoiceId ?? undefined, to: body.to ?? undefined, force: body.force },
      actor,
    ),
);
