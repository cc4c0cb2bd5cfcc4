// POST /api/bookings/{id}/calculation/{calcId}/refresh: the line worked out again from its price.
import { emptyActionSchema } from "@/lib/domain/booking/schemas";
import { refreshCalculationLine } from "@/lib/domain/booking/calculation/refresh-calculation-line";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Refresh the calculation line {calcId}: staff's change to an engine line is dropped and the line is worked out from its price again; a manual line answers 409.",
    body: emptyActionSchema,
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    refreshCalculationLine({ bookingId, expectedVersion, lineId: pathId(params.calcId) }, actor),
);
