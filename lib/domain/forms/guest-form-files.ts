// Staff read the scans guests uploaded to their forms (passport, certification card, medical
// certificate; issue 40): the file as stored, for staff who see the form's booking. Another
// party's form, a guest not on the form or a scan not uploaded is the same 404 as a missing form;
// a guest (no login) learns nothing. Reading a scan is kept in the audit trail: it is a passport.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { audit } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { id } from "../../validation/validators";
import { staffForm } from "./guest-form-access";
import { GUEST_FORM_FILE_KINDS, type GuestFormFileKind } from "./guest-form-sections";

export const guestFormFileQuery = z.object({
  customerId: id(),
  kind: z.enum(GUEST_FORM_FILE_KINDS, { error: "validation.choice" }),
});

export type GuestFormScan = { formId: number; customerId: number; kind: GuestFormFileKind; name: string };

/** One scan's bytes (GET /api/guestform/{id}/files without a token). */
export async function staffGuestFormFile(p: Principal, formId: number, q: z.infer<typeof guestFormFileQuery>) {
  if (p.isGuest) throw notFound();
  return transaction(async (tx) => {
    const form = await staffForm(tx, p, formId);
    const f = await tx.guestFormFile.findUnique({
      where: { formId_customerId_kind: { formId: form.id, customerId: q.customerId, kind: q.kind } },
      select: { id: true, data: true, mimeType: true, name: true, createdAt: true },
    });
    if (!f) throw notFound();
    await audit(tx, {
      userId: p.user?.id ?? null,
      action: "guestForm.fileRead",
      entity: "GuestForm",
      entityId: form.id,
      data: { customerId: q.customerId, kind: q.kind },
    });
    return { bytes: f.data, mimeType: f.mimeType, name: f.name, etag: `"gff-${f.id}-${f.createdAt.getTime()}"` };
  });
}

/** The scans of forms staff already see (the booking page's forms card), without their bytes. */
export async function scansOfForms(tx: Tx, formIds: number[]): Promise<GuestFormScan[]> {
  if (!formIds.length) return [];
  const rows = await tx.guestFormFile.findMany({
    where: { formId: { in: formIds } },
    select: { formId: true, customerId: true, kind: true, name: true },
    orderBy: [{ formId: "asc" }, { customerId: "asc" }, { kind: "asc" }],
  });
  return rows.map((r) => ({ ...r, kind: r.kind as GuestFormFileKind }));
}
