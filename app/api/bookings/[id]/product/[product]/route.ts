// POST /api/bookings/{id}/product/{product}: a product (any kind) booked with the booking.
import { addProduct } from "@/lib/domain/booking/calculation/add-product";
import { addProductSchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    summary:
      "Book a product (any kind) {product} with the booking: for the guests named (customerIds; none: every guest), a fixed quantity instead of its add rule, or optional (offered, not billed). Answers the booking with its new calculation.",
    body: addProductSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    addProduct(
      { bookingId, expectedVersion, productId: pathId(params.product), kind: "product", product: body },
      actor,
    ),
);
