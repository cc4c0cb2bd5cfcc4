// GET /api/bookings/{id}/products: products on the booking (its calculation lines for booked products).
import { bookingRead, linesInLanguage } from "@/lib/http/booking-route";
import { bookingProducts } from "@/lib/domain/booking/booking-queries";
import { z } from "zod";
import { calculationLineAnswer } from "@/lib/domain/booking/view-schema";
import { wireId } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary:
      "The products booked with the booking (product/{product}, addon/{addon}) as its calculation lines: id, key, sort, type, text (and textKey), amount, price, total, billable, customers, source, productId, bookingProductId.",
    response: z.array(
      calculationLineAnswer.extend({ productId: wireId.nullable(), bookingProductId: wireId.nullable() }),
    ),
  },
  async ({ bookingId, locale }) => linesInLanguage(await bookingProducts(bookingId), locale),
);
