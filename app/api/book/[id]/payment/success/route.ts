// POST /api/book/{id}/payment/success: the guest is back from paying; asks the provider and answers the status.
import { z } from "zod";
import { paymentSucceeded } from "@/lib/domain/payments/payment-return";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "The guest returns from paying ({provider?, sessionId?}): the provider is asked about the checkout; answers {id, bookingNo, state, total, paid, open, currency, fullyPaid}.",
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({
      provider: z.string().trim().max(40).optional(),
      sessionId: z.string().trim().max(200).optional(),
    }),
  },
  async ({ params, body, principal }) => paymentSucceeded(params.id, body, principal),
);
