// POST /api/bookings/{id}/payLink: pay by link (lib/domain/online/send-pay-link.ts).
import { bookingWrite } from "@/lib/http/booking-route";
import { payLinkSchema, sendPayLink } from "@/lib/domain/online/send-pay-link";
import { z } from "zod";
import { wireDecimal } from "@/lib/validation/wire";

export const POST = bookingWrite(
  {
    summary:
      "Send the booking's main customer a link to pay without an account ({part?: open (default) | deposit | rest}): issues a new guest access token (earlier links stop working), queues the mail in the booking's language, writes the booking's history. Answers {url, part, amount, currency, mailedTo} (mailedTo null: the customer has no e-mail address; copy the link). 409 when nothing of that part is open or the booking cannot be paid.",
    body: payLinkSchema,
    response: z.object({
      url: z.string(),
      part: z.enum(["open", "deposit", "rest"]),
      amount: wireDecimal,
      currency: z.string(),
      mailedTo: z.string().nullable(),
    }),
  },
  ({ bookingId, body, actor, expectedVersion }) => sendPayLink({ bookingId, part: body?.part, expectedVersion }, actor),
);
