// DELETE /api/bookings/{id}/removeRoom/{roomId}: a room goes back to sale.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { removeBookingRoom } from "@/lib/domain/booking/booking-rooms";

export const DELETE = bookingWrite(
  {
    summary:
      "Remove one of the booking's rooms ({roomId}: booking room or room id); not the last one (409: cancel instead).",
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    removeBookingRoom({ bookingId, expectedVersion, room: pathId(params.roomId) }, actor),
);
