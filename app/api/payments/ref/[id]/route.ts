// GET /api/payments/ref/{id}: the payments a reference names (a transfer's reference, a terminal
// receipt, a provider's payment id).
import { z } from "zod";
import { paymentsByReference } from "@/lib/domain/payments/list-payments";
import { route } from "@/lib/http/route";
import { PAYMENT_READ_SCOPES } from "@/lib/domain/payments/payment-schemas";
import { paymentRowAnswer } from "@/lib/domain/payments/answer-schemas";

export const GET = route(
  {
    summary: "The payments whose reference or provider payment id is {id}, with their bookings.",
    scopes: PAYMENT_READ_SCOPES,
    params: z.object({ id: z.string().trim().min(1).max(200) }),
    response: z.array(paymentRowAnswer),
  },
  ({ params }) => paymentsByReference(params.id),
);
