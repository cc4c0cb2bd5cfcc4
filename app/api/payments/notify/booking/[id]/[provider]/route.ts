// POST /api/payments/notify/booking/{id}/{provider}: a payment provider's notification (the raw
// body is what Stripe signs, so the handler reads it itself, limited like every other body).
import { z } from "zod";
import { notifyPayment } from "@/lib/domain/payments/notify-payment";
import { readText } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { wireDecimal, wireInt, wireTimestamp } from "@/lib/validation/wire";

// what was recorded (review: kept for a look, never counted); a report for a booking adds its money
const received = z.object({ received: z.boolean(), recorded: wireInt, review: wireInt });

/** A provider's notification is a few KB; a quarter MB leaves room and refuses floods (413). */
const NOTIFY_BODY_LIMIT = 256 * 1024;

export const POST = route(
  {
    summary:
      "A payment provider reports a payment for a booking (stripe: the signed webhook, 400 for a bad signature; offline: staff report {reference, amount, status?}). Recorded once however often and in whatever order it is called; a refund is its own row. A report in another currency than the booking's is kept as a payment in status review (answer review: 1) and never marks the booking paid. 413 for a body over 256 KB.",
    params: z.object({ id: id(), provider: z.string().trim().min(1).max(40) }),
    response: z.union([
      received.extend({
        total: wireDecimal,
        paid: wireDecimal,
        open: wireDecimal,
        currency: z.string(),
        paidAt: wireTimestamp.nullable(),
      }),
      received,
    ]),
  },
  async ({ req, params, principal }) =>
    notifyPayment(
      {
        bookingId: params.id,
        provider: params.provider,
        body: await readText(req, NOTIFY_BODY_LIMIT),
        headers: req.headers,
      },
      principal,
    ),
);
