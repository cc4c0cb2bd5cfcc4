// POST /api/bookings/{id}/language/{language}: the booking's language (documents, mails).
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { isLocale } from "@/lib/i18n/locale";
import { bookingWrite } from "@/lib/http/booking-route";
import { setBookingField } from "@/lib/domain/booking/change-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Set the booking's language (de or en).", body: emptyActionSchema as z.ZodType },
  ({ bookingId, params, actor, expectedVersion }) => {
    if (!isLocale(params.language))
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "language", message: "validation.language" }],
      });
    return setBookingField({ bookingId, expectedVersion, field: "language", value: params.language }, actor);
  },
);
