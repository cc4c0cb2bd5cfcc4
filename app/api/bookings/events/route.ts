// GET /api/bookings/events: calendar entries with their colours.
import { z } from "zod";
import { bookingScope } from "@/lib/domain/booking/access";
import { bookingEvents } from "@/lib/domain/booking/booking-queries";
import { BOOKING_READ_SCOPES, bookingPeriodQuery } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { wireDate, wireId } from "@/lib/validation/wire";
import { entryColourAnswer } from "@/lib/domain/calendar/answer-schemas";

// one calendar entry: its colour by the calendar rules (lib/domain/calendar/colours.ts)
const entry = z.object({
  id: z.string(),
  roomId: wireId,
  start: wireDate,
  end: wireDate,
  title: z.string(),
  ...entryColourAnswer.shape,
});

export const GET = route(
  {
    summary:
      "Calendar entries of dateFrom..dateTo: one per booked room and per blocker, with background and text colour by the calendar rules.",
    scopes: BOOKING_READ_SCOPES,
    query: bookingPeriodQuery,
    response: z.array(
      z.discriminatedUnion("kind", [
        entry.extend({
          kind: z.literal("booking"),
          bookingId: wireId,
          bookingRoomId: wireId,
          room: z.string(),
          state: bookingAnswer.shape.state,
        }),
        entry.extend({ kind: z.literal("blocker") }),
      ]),
    ),
  },
  async ({ query, principal }) =>
    bookingEvents(await bookingScope(principal, "read"), { ...query, onlyActive: query.onlyActive === "true" }),
);
