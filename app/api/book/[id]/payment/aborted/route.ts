// POST /api/book/{id}/payment/aborted: the guest left the provider's page without paying.
import { z } from "zod";
import { paymentAborted } from "@/lib/domain/payments/payment-return";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "The guest aborted paying ({provider?}); the booking stays, its open amount can be paid later. Answers the payment status.",
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ provider: z.string().trim().max(40).optional() }),
  },
  async ({ params, body, principal }) => paymentAborted(params.id, body, principal),
);
