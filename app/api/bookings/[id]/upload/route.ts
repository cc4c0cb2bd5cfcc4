// POST /api/bookings/{id}/upload: files (multipart, field "file") kept with the booking.
import { z } from "zod";
import { bookingWrite } from "@/lib/http/booking-route";
import { uploadBookingDocuments } from "@/lib/domain/booking/booking-documents";
import { MAX_UPLOAD_BODY_BYTES } from "@/lib/domain/media/media";
import { uploadedFile } from "@/lib/validation/validators";

const file = uploadedFile();

const body = z
  .object({
    file: z.union([file, z.array(file)], { error: "validation.required" }),
    optimize: z.enum(["true", "false"]).default("true"),
  })
  .passthrough();

export const POST = bookingWrite(
  {
    summary: "Upload files (multipart/form-data, field file; optimize=false keeps images as they are).",
    body,
    bodyType: "multipart",
    bodyLimit: MAX_UPLOAD_BODY_BYTES,
  },
  ({ bookingId, body, actor, expectedVersion }) =>
    uploadBookingDocuments(
      { bookingId, expectedVersion, files: ([] as File[]).concat(body.file), optimize: body.optimize !== "false" },
      actor,
    ),
);
