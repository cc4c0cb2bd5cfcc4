// GET /api/bookings/{id}/customers: the guest list.
import { bookingScope } from "@/lib/domain/booking/access";
import { bookingCustomers } from "@/lib/domain/booking/booking-queries";
import { bookingRead } from "@/lib/http/booking-route";

export const GET = bookingRead(
  {
    summary:
      "The booking's guests (distinct customers) with the rooms each is in; a customer sees the others' names only, not their contact details or birthdays.",
  },
  async ({ bookingId, principal }) => {
    const scope = await bookingScope(principal, "read");
    return bookingCustomers(bookingId, scope.kind === "customer" ? scope.customerId : undefined);
  },
);
