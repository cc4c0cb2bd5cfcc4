// GET /api/bookings/find: quick search for pickers.
import { z } from "zod";
import { bookingScope } from "@/lib/domain/booking/access";
import { findBookings } from "@/lib/domain/booking/list-bookings";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { bookingListRowAnswer } from "@/lib/domain/booking/view-schema";

const query = z.object({
  query: z.string().trim().min(1).max(200),
  onlyActive: z.enum(["true", "false"]).default("false"),
});

export const GET = route(
  {
    summary: "Up to 20 bookings by number, id or guest name (query); onlyActive=true: only bookings that hold rooms.",
    scopes: BOOKING_READ_SCOPES,
    query,
    response: z.array(bookingListRowAnswer),
  },
  async ({ query, principal }) =>
    findBookings(await bookingScope(principal, "read"), query.query, query.onlyActive === "true"),
);
