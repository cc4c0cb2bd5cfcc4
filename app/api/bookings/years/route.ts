// GET /api/bookings/years: the years with bookings.
import { bookingScope } from "@/lib/domain/booking/access";
import { bookingYears } from "@/lib/domain/booking/list-bookings";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "The years in which (the caller's) bookings begin, newest first.",
    scopes: BOOKING_READ_SCOPES,
    response: z.array(wireInt),
  },
  async ({ principal }) => bookingYears(await bookingScope(principal, "read")),
);
