// Files kept with a booking: uploads (images re-encoded without metadata, like the media library)
// and documents the app or a client stores (a voucher, a signed form). Private to the booking:
// only who may see the booking may download them. Adding one is a booking change (history).
// Uploads and stored documents go through one check (prepareFile): the same types, the same sizes.
import type { Principal } from "../../auth/principal";
import { db, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { MAX_UPLOAD_BYTES, prepareFile, safeFileName } from "../media/media";
import { editBooking, type EditInput } from "./lock-booking";

export const documentSelect = {
  id: true,
  name: true,
  contentType: true,
  size: true,
  userId: true,
  createdAt: true,
} as const;

/** POST {id}/upload: one or more files (multipart field "file"); `optimize` re-encodes images. */
export function uploadBookingDocuments(
  input: EditInput & { files: File[]; optimize: boolean },
  actor: Principal,
  tx?: Tx,
) {
  if (!input.files.length)
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "file", message: "validation.required" }] });
  return editBooking(
    input,
    actor,
    "upload",
    async (tx, b) => {
      for (const file of input.files) {
        const stored = await prepareFile(file, input.optimize);
        await tx.bookingDocument.create({
          data: {
            bookingId: b.id,
            name: safeFileName(file.name, "upload"),
            contentType: stored.mimeType,
            size: stored.data.length,
            data: stored.data,
            userId: actor.user?.id ?? null,
          },
        });
      }
    },
    { tx, open: false },
  );
}

/**
 * POST {id}/store: a document given as base64 (made by the app or a client). It is kept like an
 * upload kept as it is: the same types (HTML or a program is a 415), a name without folders.
 */
export function storeBookingDocument(
  input: EditInput & { name: string; contentType: string; content: string },
  actor: Principal,
  tx?: Tx,
) {
  const data = Buffer.from(input.content, "base64");
  if (
    !data.length ||
    data.toString("base64").replace(/=+$/, "") !== input.content.replace(/\s/g, "").replace(/=+$/, "")
  )
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "content", message: "validation.base64" }] });
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  return editBooking(
    input,
    actor,
    "store",
    async (tx, b) => {
      const name = safeFileName(input.name, "document");
      const stored = await prepareFile(new File([new Uint8Array(data)], name, { type: input.contentType }), false);
      await tx.bookingDocument.create({
        data: {
          bookingId: b.id,
          name,
          contentType: stored.mimeType,
          size: stored.data.length,
          data: stored.data,
          userId: actor.user?.id ?? null,
        },
      });
    },
    { tx, open: false },
  );
}

export async function listBookingDocuments(bookingId: number) {
  const rows = await db().bookingDocument.findMany({
    where: { bookingId },
    select: documentSelect,
    orderBy: { id: "desc" },
  });
  return rows.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }));
}

export async function bookingDocumentFile(bookingId: number, documentId: number) {
  const d = await db().bookingDocument.findFirst({ where: { id: documentId, bookingId } });
  if (!d) throw notFound();
  return { bytes: d.data, mimeType: d.contentType, name: d.name, etag: `"bd-${d.id}"` };
}
