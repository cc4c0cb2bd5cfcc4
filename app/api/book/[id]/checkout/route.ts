// POST /api/book/{id}/checkout: start paying a booking's open amount (pay by link with the booking's access token).
import { z } from "zod";
import { checkoutAnswer } from "@/lib/domain/payments/answer-schemas";
import { checkoutBooking, checkoutSchema } from "@/lib/domain/payments/checkout-booking";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, text } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Start paying a booking's open amount with a provider ({provider?, part?}: part open (default), deposit (the open deposit) or rest): {provider, url, reference, amount, currency, instructions?}. Needs ?token= (the booking's access token) unless the caller's booking scope covers it; 404 otherwise. 409 when nothing of that part is open.",
    params: z.object({ id: id() }),
    query: z.object({ token: optional(text({ max: 512 })) }),
    body: checkoutSchema,
    response: checkoutAnswer,
  },
  async ({ params, query, body, principal }) => checkoutBooking(params.id, body, principal, query.token),
);
