// POST /api/bookings/{id}/sort: the order of the booking's rooms.
import { bookingWrite } from "@/lib/http/booking-route";
import { sortBookingRooms } from "@/lib/domain/booking/change-booking";
import { sortRoomsSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary: "Order the booking's rooms ({rooms: [bookingRoomId]}); lists show them by type, then this order.",
    body: sortRoomsSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) =>
    sortBookingRooms({ bookingId, expectedVersion, rooms: body.rooms }, actor),
);
