// GET /api/bookings/{id}/cancellationFee: what cancelling today would cost by the booking's terms
// of payment (lib/domain/booking/cancellation-terms.ts); the cancel dialogs show it.
import { z } from "zod";
import { bookingCancellationTerms } from "@/lib/domain/booking/cancellation-terms";
import { bookingRead } from "@/lib/http/booking-route";
import { wireDate, wireDecimal, wireId, wireInt } from "@/lib/validation/wire";

const step = z.object({ daysBefore: wireInt, percent: wireDecimal });

export const GET = bookingRead(
  {
    summary:
      "The cancellation terms that apply to the booking (the terms of payment of its payment plan, else its own, else the default) with their steps (daysBefore: that many days or fewer before arrival, percent of the total), and what cancelling today costs: today and the arrival where the property is, the days between, the step that applies, the percentage, the base (the booking's total now) and the fee. feeOnBooking: a cancellation fee line is on the booking already, so the terms add none.",
    response: z.object({
      terms: z.object({ id: wireId, name: z.string(), steps: z.array(step) }).nullable(),
      today: wireDate,
      arrival: wireDate,
      daysBefore: wireInt,
      step: step.nullable(),
      percent: wireDecimal,
      base: wireDecimal,
      fee: wireDecimal,
      currency: z.string(),
      feeOnBooking: z.boolean(),
    }),
  },
  ({ bookingId }) => bookingCancellationTerms(bookingId),
);
