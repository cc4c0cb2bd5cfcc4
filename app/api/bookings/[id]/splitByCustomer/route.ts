// POST /api/bookings/{id}/splitByCustomer: one booking per customer.
import { bookingWrite } from "@/lib/http/booking-route";
import { splitBookingByCustomer } from "@/lib/domain/booking/split-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary: "Split into one booking per customer (answers this booking, now splitted, with its parts).",
    body: emptyActionSchema,
  },
  ({ bookingId, actor, expectedVersion }) => splitBookingByCustomer({ bookingId, expectedVersion }, actor),
);
