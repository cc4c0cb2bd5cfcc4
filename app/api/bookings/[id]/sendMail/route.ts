// POST /api/bookings/{id}/sendMail: mail the booking's document (offer, confirmation, voucher) as a
// PDF (lib/domain/papers/send-booking-paper.ts).
import { z } from "zod";
import { sendBookingPaper } from "@/lib/domain/papers/send-booking-paper";
import { BOOKING_TEMPLATES } from "@/lib/domain/papers/templates";
import { bookingWrite } from "@/lib/http/booking-route";
import { optional } from "@/lib/resources/fields";
import { email } from "@/lib/validation/validators";

export const POST = bookingWrite(
  {
    summary:
      "Mail the booking's document ({template?: offer | confirmation | voucher, to?, force?}: the one its state prints unless named; to the agency of an agency's booking, else the customer, unless given) as a PDF in the booking's language; it leaves after the commit. 409 when that document was mailed already or does not fit the booking's state (force sends it anyway), or there is no address.",
    body: z.object({
      template: z.enum(BOOKING_TEMPLATES, { error: "validation.invalidValue" }).optional(),
      to: optional(email()),
      force: z.boolean().default(false),
    }),
    staffOnly: true,
    response: z.object({
      template: z.enum(BOOKING_TEMPLATES),
      fileName: z.string(),
      to: z.string(),
    }),
  },
  ({ bookingId, body, actor }) =>
    sendBookingPaper({ bookingId, template: body.template, to: body.to ?? undefined, force: body.force }, actor),
);
