// POST /api/bookings/{id}/commission/{commission}: a commission record's terms on the booking.
// DELETE: the booking no longer carries it.
import { removeCommission } from "@/lib/domain/booking/calculation/remove-commission";
import { setCommission } from "@/lib/domain/booking/calculation/set-commission";
import { commissionSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Apply the commission {commission} to the booking: its reason (default customer), message, percent, useTerms, date, value and includeCommission; fields of the body override the record's for this booking.",
    body: commissionSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    setCommission({ bookingId, expectedVersion, commissionId: pathId(params.commission), terms: body }, actor),
);

export const DELETE = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Take the commission {commission} off the booking (its line goes at the recalculation); 404 when the booking carries another commission or none.",
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    removeCommission({ bookingId, expectedVersion, commissionId: pathId(params.commission) }, actor),
);
