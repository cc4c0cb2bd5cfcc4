// POST /api/book/{id}/payment/success: the guest is back from paying; asks the provider and answers the status.
import { z } from "zod";
import { paymentSucceeded } from "@/lib/domain/payments/payment-return";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, text } from "@/lib/validation/validators";
import { paymentReturnAnswer } from "@/lib/domain/payments/answer-schemas";

export const POST = route(
  {
    summary:
      "The guest returns from paying ({provider?, sessionId?}): the provider is asked about the checkout; answers {id, bookingNo, state, total, paid, open, currency, fullyPaid}. Needs ?token= (the booking's access token) unless the caller's booking scope covers it; 404 otherwise.",
    params: z.object({ id: id() }),
    query: z.object({ token: optional(text({ max: 512 })) }),
    body: z.object({
      provider: z.string().trim().max(40).optional(),
      sessionId: z.string().trim().max(200).optional(),
    }),
    response: paymentReturnAnswer,
  },
  async ({ params, query, body, principal }) => paymentSucceeded(params.id, body, principal, query.token),
);
