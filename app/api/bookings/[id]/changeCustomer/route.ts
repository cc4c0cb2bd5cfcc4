// POST /api/bookings/{id}/changeCustomer: another main customer.
import { bookingWrite } from "@/lib/http/booking-route";
import { changeBookingCustomer } from "@/lib/domain/booking/change-booking";
import { changeCustomerSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Make {customerId} the booking's main customer.", body: changeCustomerSchema },
  ({ bookingId, body, actor, expectedVersion }) =>
    changeBookingCustomer({ bookingId, expectedVersion, customerId: body.customerId }, actor),
);
