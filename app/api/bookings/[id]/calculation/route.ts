// POST /api/bookings/{id}/calculation: add a line written by hand (kept when the price is reloaded).
import { addCalculationLine } from "@/lib/domain/booking/calculation/add-calculation-line";
import { addLineSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Add a calculation line by hand: type (cost, product, addon, discount, external, option, text), text, amount (default 1), price (negative for a reduction), sort, customerIds, taxable, commissionable, onsite, cancellationFee. Kept by every recalculation; answers the booking with its calculation and total. Open bookings; a cancelled one takes fee lines.",
    body: addLineSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) =>
    addCalculationLine({ bookingId, expectedVersion, line: body }, actor),
);
