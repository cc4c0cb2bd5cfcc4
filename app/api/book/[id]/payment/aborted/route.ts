// POST /api/book/{id}/payment/aborted: the guest left the provider's page without paying.
import { z } from "zod";
import { paymentAborted } from "@/lib/domain/payments/payment-return";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, text } from "@/lib/validation/validators";
import { paymentReturnAnswer } from "@/lib/domain/payments/answer-schemas";

export const POST = route(
  {
    summary:
      "The guest aborted paying ({provider?}); the booking stays, its open amount can be paid later. Answers the payment status. Needs ?token= (the booking's access token) unless the caller's booking scope covers it; 404 otherwise.",
    params: z.object({ id: id() }),
    query: z.object({ token: optional(text({ max: 512 })) }),
    body: z.object({ provider: z.string().trim().max(40).optional() }),
    response: paymentReturnAnswer,
  },
  async ({ params, query, body, principal }) => paymentAborted(params.id, body, principal, query.token),
);
