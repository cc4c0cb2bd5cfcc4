// GET /api/bookings/full: the bookings of a period with rooms, beds and guests.
import { z } from "zod";
import { bookingScope } from "@/lib/domain/booking/access";
import { fullBookings } from "@/lib/domain/booking/booking-queries";
import { BOOKING_READ_SCOPES, inLanguage } from "@/lib/http/booking-route";
import { queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";

const query = z.object({
  dateFrom: calendarDateField(),
  dateTo: calendarDateField(),
  resortId: queryId(),
  vesselId: queryId(),
  scheduleId: queryId(),
  onlyActive: z.enum(["true", "false"]).optional(),
});

export const GET = route(
  {
    summary:
      "Bookings overlapping dateFrom..dateTo (at most 400 days, 500 bookings) with rooms, beds and guests; optional resortId, vesselId, scheduleId, onlyActive.",
    scopes: BOOKING_READ_SCOPES,
    query,
    response: z.array(bookingAnswer),
  },
  async ({ query, principal, locale }) =>
    // each booking as GET /api/bookings/{id} answers it: line texts in the caller's language
    (
      await fullBookings(await bookingScope(principal, "read"), { ...query, onlyActive: query.onlyActive === "true" })
    ).map((b) => inLanguage(b, locale)),
);
