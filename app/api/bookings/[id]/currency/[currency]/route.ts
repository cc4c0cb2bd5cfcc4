// POST /api/bookings/{id}/currency/{currency}: the booking's currency.
import { AppError } from "@/lib/core/errors";
import { bookingWrite } from "@/lib/http/booking-route";
import { setBookingField } from "@/lib/domain/booking/change-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Set the booking's currency (ISO 4217 code).", body: emptyActionSchema },
  ({ bookingId, params, actor, expectedVersion }) => {
    const code = params.currency?.toUpperCase();
    if (!/^[A-Z]{3}$/.test(code ?? ""))
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "currency", message: "validation.currencyCode" }],
      });
    return setBookingField({ bookingId, expectedVersion, field: "currency", value: code }, actor);
  },
);
