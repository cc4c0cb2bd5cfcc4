// GET /api/bookings/{id}/documents: the files kept with the booking.
import { bookingRead } from "@/lib/http/booking-route";
import { listBookingDocuments } from "@/lib/domain/booking/booking-documents";
import { z } from "zod";
import { bookingDocumentAnswer } from "@/lib/domain/booking/view-schema";
import { wireId } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary: "The booking's documents (uploads and stored files), without their content.",
    response: z.array(bookingDocumentAnswer.extend({ userId: wireId.nullable() })),
  },
  ({ bookingId }) => listBookingDocuments(bookingId),
);
