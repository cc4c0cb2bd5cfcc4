// POST /api/bookings/{id}/reloadPrice: the booking priced again from the current prices.
import { emptyActionSchema } from "@/lib/domain/booking/schemas";
import { reloadPrice } from "@/lib/domain/booking/calculation/reload-price";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    summary:
      "Reload the price: the calculation is worked out again from the current prices, specials and rates; changes to engine lines are dropped, manual lines, added specials and products stay.",
    body: emptyActionSchema,
    // the price is the operator's: an agency books, staff price
    staffOnly: true,
  },
  ({ bookingId, actor, expectedVersion }) => reloadPrice({ bookingId, expectedVersion }, actor),
);
