// POST /api/payments/notify/booking/{id}/{provider}: a payment provider's notification (the raw
// body is what Stripe signs, so the handler reads it itself instead of a parsed body).
import { z } from "zod";
import { notifyPayment } from "@/lib/domain/payments/notify-payment";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "A payment provider reports a payment for a booking (stripe: the signed webhook, 400 for a bad signature; offline: staff report {reference, amount}). Recorded once however often and in whatever order it is called.",
    params: z.object({ id: z.coerce.number().int().positive(), provider: z.string().trim().min(1).max(40) }),
  },
  async ({ req, params, principal }) =>
    notifyPayment(
      { bookingId: params.id, provider: params.provider, body: await req.text(), headers: req.headers },
      principal,
    ),
);
