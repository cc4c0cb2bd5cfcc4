// POST /api/bookings/{id}/changePrice/{price}: the price that prices every room of the booking.
import { emptyActionSchema } from "@/lib/domain/booking/schemas";
import { changePrice } from "@/lib/domain/pricing/adjust-calculation";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    summary:
      "Price every room of the booking with the price {price} (of the booking's kind and resort or vessel) instead of the one the engine chooses; 404 for another asset's price.",
    body: emptyActionSchema,
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    changePrice({ bookingId, expectedVersion, priceId: pathId(params.price) }, actor),
);
