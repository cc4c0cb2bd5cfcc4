// DELETE /api/bookings/{id}/calculation/{calcId}/removeCancellationFee: a cancellation fee waived.
import { removeCancellationFee } from "@/lib/domain/booking/calculation/remove-cancellation-fee";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const DELETE = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Remove the cancellation fee line {calcId} (a line added with cancellationFee: true); any other line answers 409.",
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    removeCancellationFee({ bookingId, expectedVersion, lineId: pathId(params.calcId) }, actor),
);
