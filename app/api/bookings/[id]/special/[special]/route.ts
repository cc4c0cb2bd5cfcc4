// POST /api/bookings/{id}/special/{special}: a special added to the booking by staff.
import { addSpecial } from "@/lib/domain/booking/calculation/add-special";
import { addSpecialSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Add the special {special} to the booking; with ignoreRules: true it applies regardless of its rules, dates and channels. A special staff took off comes back.",
    body: addSpecialSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    addSpecial({ bookingId, expectedVersion, specialId: pathId(params.special), ignoreRules: body.ignoreRules }, actor),
);
