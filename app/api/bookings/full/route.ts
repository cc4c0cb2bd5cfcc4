// GET /api/bookings/full: the bookings of a period with rooms, beds and guests.
import { z } from "zod";
import { bookingScope } from "@/lib/domain/booking/access";
import { fullBookings } from "@/lib/domain/booking/booking-queries";
import { BOOKING_READ_SCOPES, bookingPeriodQuery, inLanguage } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";

export const GET = route(
  {
    summary:
      "Bookings overlapping dateFrom..dateTo (at most 400 days, 500 bookings) with rooms, beds and guests; optional resortId, vesselId, scheduleId, onlyActive.",
    scopes: BOOKING_READ_SCOPES,
    query: bookingPeriodQuery,
    response: z.array(bookingAnswer),
  },
  async ({ query, principal, locale }) =>
    // each booking as GET /api/bookings/{id} answers it: line texts in the caller's language
    (
      await fullBookings(await bookingScope(principal, "read"), { ...query, onlyActive: query.onlyActive === "true" })
    ).map((b) => inLanguage(b, locale)),
);
