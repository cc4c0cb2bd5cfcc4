// POST /api/bookings/{id}/rebook: the booking moves to another departure or other dates as a successor.
import { bookingWrite } from "@/lib/http/booking-route";
import { dryRun } from "@/lib/domain/booking/dry-run";
import { rebookBooking } from "@/lib/domain/booking/rebook-booking";
import { rebookSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Rebook to another departure ({scheduleId}) or other dates ({dateFrom, dateTo}); answers the successor booking, the old one becomes rebooked. With {dryRun: true} it answers the successor as it would be (its total by the pricing engine) and saves nothing.",
    body: rebookSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => {
    const { dryRun: trial, ...target } = body;
    const input = { bookingId, expectedVersion, ...target };
    return trial ? dryRun((tx) => rebookBooking(input, actor, tx)) : rebookBooking(input, actor);
  },
);
