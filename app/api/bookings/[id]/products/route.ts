// GET /api/bookings/{id}/products: products on the booking (its calculation lines for booked products).
import { bookingRead, linesInLanguage } from "@/lib/http/booking-route";
import { bookingProducts } from "@/lib/domain/booking/booking-queries";

export const GET = bookingRead(
  {
    summary:
      "The products booked with the booking (product/{product}, addon/{addon}) as its calculation lines: id, key, sort, type, text (and textKey), amount, price, total, billable, customers, source, productId, bookingProductId.",
  },
  async ({ bookingId, locale }) => linesInLanguage(await bookingProducts(bookingId), locale),
);
