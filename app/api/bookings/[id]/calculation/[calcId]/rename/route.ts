// POST /api/bookings/{id}/calculation/{calcId}/rename: the line's text.
import { editCalculationLine } from "@/lib/domain/booking/calculation/edit-calculation-line";
import { renameLineSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Rename the calculation line {calcId} ({text}): a manual line or an editable engine line (kept across recalculations); others answer 409.",
    body: renameLineSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    editCalculationLine(
      { bookingId, expectedVersion, lineId: pathId(params.calcId), change: { text: body.text }, action: "rename" },
      actor,
    ),
);
