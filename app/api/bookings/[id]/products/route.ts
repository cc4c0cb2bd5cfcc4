// GET /api/bookings/{id}/products: products on the booking (calculation lines of the pricing context).
import { bookingRead } from "@/lib/http/booking-route";
import { bookingProducts } from "@/lib/domain/booking/booking-queries";

export const GET = bookingRead(
  { summary: "The products on the booking (from its calculation lines; empty until pricing adds them)." },
  ({ bookingId }) => bookingProducts(bookingId),
);
