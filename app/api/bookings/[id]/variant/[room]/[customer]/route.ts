// POST /api/bookings/{id}/variant/{room}/{customer}: the price variant of one guest in one room.
import { setGuestVariant } from "@/lib/domain/booking/calculation/set-guest-variant";
import { variantSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    summary:
      "Price the guest {customer} in the booking room {room} with the variant variantId (child, single use ...); null: the variant is chosen by age and occupancy again.",
    body: variantSchema,
    // the price is the operator's: an agency books, staff price
    staffOnly: true,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    setGuestVariant(
      {
        bookingId,
        expectedVersion,
        bookingRoomId: pathId(params.room),
        customerId: pathId(params.customer),
        variantId: body.variantId,
      },
      actor,
    ),
);
