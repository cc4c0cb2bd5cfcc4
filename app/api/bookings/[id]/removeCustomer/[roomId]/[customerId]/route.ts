// DELETE /api/bookings/{id}/removeCustomer/{roomId}/{customerId}: a guest leaves a room.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { removeBookingGuest } from "@/lib/domain/booking/booking-rooms";

export const DELETE = bookingWrite(
  { summary: "Remove the guest {customerId} from the booking's room {roomId}." },
  ({ bookingId, params, actor, expectedVersion }) =>
    removeBookingGuest(
      { bookingId, expectedVersion, room: pathId(params.roomId), customerId: pathId(params.customerId) },
      actor,
    ),
);
