// GET /api/terms/calculate/{id}: a booking's payment plan by its terms of payment.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id } from "@/lib/domain/pricing/fields";
import { priceBooking } from "@/lib/domain/booking/calculation/price-booking";
import { paymentPartAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDecimal, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "A booking's payment plan by its terms of payment: the deposit and the rest with their due dates, what is payable after the agency's commission, paid and open.",
    scopes: ["bookings.read", "bookings.update", "price.update", "agencies.self"],
    params: z.object({ id: id() }),
    response: z.object({
      bookingId: wireId,
      currency: z.string(),
      total: wireDecimal,
      payable: wireDecimal,
      commission: wireDecimal,
      includeCommission: z.boolean(),
      deposit: paymentPartAnswer.nullable(),
      rest: paymentPartAnswer.nullable(),
      plan: z.array(paymentPartAnswer),
      paid: wireDecimal,
      open: wireDecimal,
    }),
  },
  async ({ params, principal }) => {
    const { result } = await priceBooking(params.id, principal);
    const t = result.totals;
    const part = (name: "deposit" | "rest") => t.paymentPlan.find((p) => p.part === name) ?? null;
    return {
      bookingId: params.id,
      currency: t.currency,
      total: result.total,
      payable: t.payable,
      commission: t.commission,
      includeCommission: t.includeCommission,
      deposit: part("deposit"),
      rest: part("rest"),
      plan: t.paymentPlan,
      paid: t.paid,
      open: t.open,
    };
  },
);
