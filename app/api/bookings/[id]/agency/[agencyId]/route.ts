// POST /api/bookings/{id}/agency/{agencyId}: the agency the booking came through (0: none).
import { AppError } from "@/lib/core/errors";
import { bookingWrite } from "@/lib/http/booking-route";
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
    const value =
      raw === "0" || raw === "none" || raw === "null" ? null : /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : NaN;
    if (Number.isNaN(value))
      throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "agencyId", message: "validation.id" }] });
    return setBookingField({ bookingId, expectedVersion, field: "agencyId", value }, actor);
  },
);
