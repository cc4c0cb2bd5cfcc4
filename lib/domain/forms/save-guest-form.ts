// A guest saves answers (the form autosaves a section as it is filled) or submits the form. Each
// section is checked by its schema (guest-form-sections.ts) before anything is stored; a section
// sent replaces the stored one. A submit with something still missing is a 400 naming every missing
// field, and stores nothing. A change by the guest makes a reviewed form unreviewed again. The
// history of the form is in the audit trail, written in the same transaction.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import type { Prisma, Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { LOCALES } from "../../i18n/locale";
import { messageKey } from "../../i18n/message-key";
import { guestAnswersSchema, type GuestAnswers } from "./guest-form-sections";
import { guestFormSelect, type GuestFormRow } from "./guest-form-sync";
import { guestFormState, guestFormView, guestsOfForm, storedAnswersOf, type GuestFormView } from "./guest-form-view";

export const saveGuestFormSchema = z.strictObject({
  /** answers per guest (the customer's id), section by section */
  guests: z
    .record(z.string().regex(/^\d{1,10}$/, "validation.integer"), guestAnswersSchema)
    .refine((g) => Object.keys(g).length <= 50, messageKey("validation.maxItems", { max: 50 }))
    .default({}),
  /** the guest says the form is done: refused while anything is missing */
  submit: z.boolean().optional(),
  language: z.enum(LOCALES).optional(),
});
export type SaveGuestFormInput = z.infer<typeof saveGuestFormSchema>;

/** Stores the form's derived status and missing list after a change. */
export async function refreshGuestForm(tx: Tx, form: GuestFormRow, data: Prisma.GuestFormUpdateInput = {}) {
  const updated = await tx.guestForm.update({
    where: { id: form.id },
    data: { ...data, version: { increment: 1 } },
    select: guestFormSelect,
  });
  const state = await guestFormState(tx, updated);
  return tx.guestForm.update({
    where: { id: form.id },
    data: { status: state.status, missing: state.missing },
    select: guestFormSelect,
  });
}

export async function saveGuestForm(
  form: GuestFormRow,
  input: SaveGuestFormInput,
  actor: Principal,
  tx: Tx,
): Promise<GuestFormView> {
  const ids = (await guestsOfForm(tx, form)).map(String);
  // another guest's answers (or anyone's not on this form): as if the form were not there
  if (Object.keys(input.guests).some((k) => !ids.includes(k))) throw notFound();
  const answers = { ...((form.answers as Record<string, GuestAnswers> | null) ?? {}) };
  const changed: Record<string, string[]> = {};
  for (const [id, sections] of Object.entries(input.guests)) {
    const given = Object.fromEntries(Object.entries(sections).filter(([, v]) => v !== undefined));
    if (!Object.keys(given).length) continue;
    answers[id] = { ...storedAnswersOf(form, Number(id)), ...given };
    changed[id] = Object.keys(given);
  }
  const touched = Object.keys(changed).length > 0;
  let row = await refreshGuestForm(tx, form, {
    answers: answers as Prisma.InputJsonValue,
    ...(input.language ? { language: input.language } : {}),
    ...(touched ? { reviewedAt: null, reviewedBy: null } : {}),
  });
  if (input.submit) {
    const state = await guestFormState(tx, row);
    if (state.missing.length)
      throw new AppError("VALIDATION_ERROR", "guestForm.stillMissing", {
        values: { count: state.missing.length },
        fields: state.missing.map((m) => ({ path: `guests.${m}`, message: "validation.required" })),
      });
    row = await refreshGuestForm(tx, row, { submittedAt: new Date() });
  }
  if (touched || input.submit)
    await auditBy(tx, actor, {
      action: input.submit ? "guestForm.submitted" : "guestForm.saved",
      entity: "GuestForm",
      entityId: form.id,
      data: { bookingId: form.bookingId, sections: changed },
    });
  return guestFormView(tx, row);
}
