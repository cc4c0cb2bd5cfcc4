// /api/bookings/{id}: the booking (ETag: its version); POST changes its fields; DELETE deletes it (soft).
import { changeBooking } from "@/lib/domain/booking/change-booking";
import { changeBookingSchema } from "@/lib/domain/booking/schemas";
import { transitionBooking } from "@/lib/domain/booking/transition-booking";
import { bookingRead, bookingWrite, inLanguage, viewFor } from "@/lib/http/booking-route";
import { json } from "@/lib/http/route";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";

export const GET = bookingRead(
  {
    summary:
      "One booking with its rooms or cabins, beds and guests, its calculation (lines with id, sort, type, text, amount, price, total, billable and source) and total; the ETag header carries its version.",
    loadsInScope: true,
    response: bookingAnswer,
  },
  async ({ bookingId, principal, locale }) => {
    const view = await viewFor(principal, bookingId);
    return json(inLanguage(view, locale), { headers: { etag: `"${view.version}"` } });
  },
);

export const POST = bookingWrite(
  { summary: "Change the booking's own fields (as POST {id}/change).", body: changeBookingSchema },
  ({ bookingId, body, actor, expectedVersion }) => changeBooking({ bookingId, expectedVersion, fields: body }, actor),
);

export const DELETE = bookingWrite(
  { summary: "Delete the booking (soft: state deleted, row and numbers kept); firm bookings must be cancelled first." },
  ({ bookingId, actor, expectedVersion }) => transitionBooking({ bookingId, action: "delete", expectedVersion }, actor),
);
