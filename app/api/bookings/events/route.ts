// GET /api/bookings/events: calendar entries with their colours.
import { z } from "zod";
import { bookingScope } from "@/lib/domain/booking/access";
import { bookingEvents } from "@/lib/domain/booking/booking-queries";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";

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
      "Calendar entries of dateFrom..dateTo: one per booked room and per blocker, with background and text colour by the calendar rules.",
    scopes: BOOKING_READ_SCOPES,
    query,
  },
  async ({ query, principal }) =>
    bookingEvents(await bookingScope(principal, "read"), { ...query, onlyActive: query.onlyActive === "true" }),
);
