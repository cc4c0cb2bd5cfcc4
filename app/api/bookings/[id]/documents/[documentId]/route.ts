// GET /api/bookings/{id}/documents/{documentId}: one document's file.
import { bookingRead } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { bookingDocumentFile } from "@/lib/domain/booking/booking-documents";
import { fileResponse } from "@/lib/http/file-response";
import { storedFile } from "@/lib/http/answers";

export const GET = bookingRead(
  { summary: "One of the booking's documents, as the file.", response: storedFile("*/*", "the document as stored") },
  async ({ bookingId, params }) =>
    fileResponse(
      new Request("http://local/"),
      await bookingDocumentFile(bookingId, pathId(params.documentId)),
      "private, max-age=3600",
    ),
);
