// GET /api/bookings/{id}/customers: the guest list.
import { bookingRead } from "@/lib/http/booking-route";
import { bookingCustomers } from "@/lib/domain/booking/booking-queries";

export const GET = bookingRead(
  { summary: "The booking's guests (distinct customers) with the rooms each is in." },
  ({ bookingId }) => bookingCustomers(bookingId),
);
