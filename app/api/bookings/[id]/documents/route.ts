// GET /api/bookings/{id}/documents: the files kept with the booking.
import { bookingRead } from "@/lib/http/booking-route";
import { listBookingDocuments } from "@/lib/domain/booking/booking-documents";

export const GET = bookingRead(
  { summary: "The booking's documents (uploads and stored files), without their content." },
  ({ bookingId }) => listBookingDocuments(bookingId),
);
