// POST /api/bookings/{id}/changePrice/{price}: the price that prices every room of the booking.
// DELETE: that price is no longer pinned; the engine chooses again.
import { emptyActionSchema } from "@/lib/domain/booking/schemas";
import { changePrice } from "@/lib/domain/booking/calculation/change-price";
import { unpinPrice } from "@/lib/domain/booking/calculation/unpin-price";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Price every room of the booking with the price {price} (of the booking's kind and resort or vessel) instead of the one the engine chooses; 404 for another asset's price.",
    body: emptyActionSchema,
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    changePrice({ bookingId, expectedVersion, priceId: pathId(params.price) }, actor),
);

export const DELETE = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Unpin the price {price}: the engine chooses each room's price again; 404 when {price} is not the booking's pinned price.",
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    unpinPrice({ bookingId, expectedVersion, priceId: pathId(params.price) }, actor),
);
