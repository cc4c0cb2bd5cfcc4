// POST /api/bookings/{id}/upload: files (multipart, field "file") kept with the booking.
import { z } from "zod";
import { bookingWrite } from "@/lib/http/booking-route";
import { uploadBookingDocuments } from "@/lib/domain/booking/booking-documents";

const body = z
  .object({
    file: z.union([z.instanceof(File), z.array(z.instanceof(File))], { error: "validation.required" }),
    optimize: z.enum(["true", "false"]).default("true"),
  })
  .passthrough();

export const POST = bookingWrite(
  { summary: "Upload files (multipart/form-data, field file; optimize=false keeps images as they are).", body },
  ({ bookingId, body, actor, expectedVersion }) =>
    uploadBookingDocuments(
      { bookingId, expectedVersion, files: ([] as File[]).concat(body.file), optimize: body.optimize !== "false" },
      actor,
    ),
);
