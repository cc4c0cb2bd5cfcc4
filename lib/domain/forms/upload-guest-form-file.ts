// A guest uploads a scan to the form (passport, certification card, medical certificate). The file
// may be at most maxGuestFormFileSizeinKb (general settings, default 256) and must be what its
// content says: an image or a PDF as file-type reads the bytes, whatever name or type the browser
// gave it (a script renamed to .jpg is a 400). One file per guest and kind; a new one replaces it.
import { fileTypeFromBuffer } from "file-type/core";
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import type { Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { safeFileName } from "../media/media";
import { readGroup } from "../settings/group-settings";
import { GUEST_FORM_FILE_KINDS, GUEST_FORM_FILE_TYPES } from "./guest-form-sections";
import type { GuestFormRow } from "./guest-form-sync";
import { guestFormView, guestsOfForm, type GuestFormView } from "./guest-form-view";
import { refreshGuestForm } from "./save-guest-form";

export const uploadGuestFormFileSchema = z.object({
  customerId: z.coerce.number({ error: "validation.number" }).int("validation.integer").min(1),
  kind: z.enum(GUEST_FORM_FILE_KINDS, { error: "validation.choice" }),
});

/** The largest upload the operator allows, in KB. */
export const guestFormFileLimitKb = async () => Number((await readGroup("general")).maxGuestFormFileSizeinKb ?? 256);

export async function uploadGuestFormFile(
  form: GuestFormRow,
  input: z.infer<typeof uploadGuestFormFileSchema> & { file: File },
  actor: Principal,
  tx: Tx,
): Promise<GuestFormView> {
  if (!(await guestsOfForm(tx, form)).includes(input.customerId)) throw notFound();
  const kb = await guestFormFileLimitKb();
  if (input.file.size > kb * 1024)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "file", message: `validation.fileSize|${JSON.stringify({ kb })}` }],
    });
  const data = new Uint8Array(await input.file.arrayBuffer());
  const type = await fileTypeFromBuffer(data);
  if (!type || !GUEST_FORM_FILE_TYPES.includes(type.mime))
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "file", message: "guestForm.fileType" }],
    });
  const name = safeFileName(input.file.name, `${input.kind}.${type.ext}`).slice(0, 200);
  const key = { formId: form.id, customerId: input.customerId, kind: input.kind };
  await tx.guestFormFile.upsert({
    where: { formId_customerId_kind: key },
    create: { ...key, name, mimeType: type.mime, size: data.byteLength, data },
    update: { name, mimeType: type.mime, size: data.byteLength, data, createdAt: new Date() },
  });
  const row = await refreshGuestForm(tx, form, { reviewedAt: null, reviewedBy: null });
  await auditBy(tx, actor, {
    action: "guestForm.fileUploaded",
    entity: "GuestForm",
    entityId: form.id,
    data: { bookingId: form.bookingId, customerId: input.customerId, kind: input.kind, size: data.byteLength },
  });
  return guestFormView(tx, row);
}
