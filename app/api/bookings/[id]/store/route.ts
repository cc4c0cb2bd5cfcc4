// POST /api/bookings/{id}/store: keep a document (base64) with the booking.
import { bookingWrite } from "@/lib/http/booking-route";
import { storeBookingDocument } from "@/lib/domain/booking/booking-documents";
import { storeDocumentSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Store a document with the booking ({name, contentType, content: base64}).", body: storeDocumentSchema },
  ({ bookingId, body, actor, expectedVersion }) => storeBookingDocument({ bookingId, expectedVersion, ...body }, actor),
);
