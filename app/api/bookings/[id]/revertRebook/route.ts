// POST /api/bookings/{id}/revertRebook: undo a rebook.
import { bookingWrite } from "@/lib/http/booking-route";
import { revertRebook } from "@/lib/domain/booking/rebook-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary: "Undo a rebook: the successor is deleted, this booking comes back and takes its rooms (if free).",
    body: emptyActionSchema,
  },
  ({ bookingId, actor, expectedVersion }) => revertRebook({ bookingId, expectedVersion }, actor),
);
