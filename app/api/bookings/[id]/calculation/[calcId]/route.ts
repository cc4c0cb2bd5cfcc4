// POST /api/bookings/{id}/calculation/{calcId}: edit a line (price, amount, text).
// DELETE /api/bookings/{id}/calculation/{sort}: take the line at that sort off the calculation.
import { deleteCalculationLine } from "@/lib/domain/booking/calculation/delete-calculation-line";
import { editCalculationLine } from "@/lib/domain/booking/calculation/edit-calculation-line";
import { editLineSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Edit the calculation line {calcId} (its id in the booking's calculation): price, amount and/or text. A manual line changes; an editable engine line keeps the change across recalculations until refresh or reloadPrice; any other line answers 409.",
    body: editLineSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) => {
    const { version: _v, ...change } = body;
    return editCalculationLine({ bookingId, expectedVersion, lineId: pathId(params.calcId), change }, actor);
  },
);

export const DELETE = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Delete the calculation line at sort {calcId}: a manual line goes, a deletable special stays off the booking, a product leaves it; lines worked out from rooms, tour, tax or the payment plan answer 409.",
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    deleteCalculationLine({ bookingId, expectedVersion, sort: pathId(params.calcId) }, actor),
);
