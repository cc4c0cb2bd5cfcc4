// GET /api/bookings/{id}/history: every version of the booking.
import { bookingRead } from "@/lib/http/booking-route";
import { listHistory } from "@/lib/domain/booking/history";

export const GET = bookingRead(
  {
    summary: "The booking's versions, newest first: who, when, action and the field changes. Staff and agencies only.",
    notForCustomers: true,
  },
  ({ bookingId }) => listHistory(bookingId),
);
