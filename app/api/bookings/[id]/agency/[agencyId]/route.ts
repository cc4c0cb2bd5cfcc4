// POST /api/bookings/{id}/agency/{agencyId}: the agency the booking came through (0: none).
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { setBookingField } from "@/lib/domain/booking/change-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary: "Set the booking's agency ({agencyId}; 0 or none removes it).",
    body: emptyActionSchema,
  },
  ({ bookingId, params, actor, expectedVersion }) => {
    const raw = params.agencyId;
    // 0 or none: no agency; anything else names one (pathId: not an id, not found)
    const value = raw === "0" || raw === "none" || raw === "null" ? null : pathId(raw);
    return setBookingField({ bookingId, expectedVersion, field: "agencyId", value }, actor);
  },
);
