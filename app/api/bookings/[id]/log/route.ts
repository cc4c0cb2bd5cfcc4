// GET /api/bookings/{id}/log: what happened, in order.
import { bookingRead } from "@/lib/http/booking-route";
import { bookingLog } from "@/lib/domain/booking/history";

export const GET = bookingRead(
  {
    summary:
      "The booking's activity log, oldest first: version, when, who, action, state change, fields touched. Staff and agencies only.",
    notForCustomers: true,
  },
  ({ bookingId }) => bookingLog(bookingId),
);
