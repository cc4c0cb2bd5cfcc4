// POST /api/book/{id}/checkout: start paying a booking's open amount (pay by link, no account needed).
import { z } from "zod";
import { checkoutBooking, checkoutSchema } from "@/lib/domain/payments/checkout-booking";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Start paying a booking's open amount with a provider ({provider?}): {provider, url, reference, amount, currency, instructions?}. 409 when nothing is open.",
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: checkoutSchema,
  },
  async ({ params, body, principal }) => checkoutBooking(params.id, body, principal),
);
