// Staff take a guest form's answers into the customer records, never silently: the differences
// (guestFormDiff, pure) are shown first, then taken field by field (addToBooking), all at once
// (addAllToBooking) or only where the customer has nothing yet (appendMissingFields). Each change
// goes through crm's customer resource (its checks, fullName, ownership of an agency's customers,
// and its audit row of the changed fields), in one transaction with the form's own audit row. A
// submitted form with nothing left to take is reviewed.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { customerResource } from "../crm/customer-resource";
import { customerPersonSelect, fullNameOf } from "../crm/customer-name";
import { accessFor, updateResource } from "../../resources/engine";
import { id } from "../../validation/validators";
import { assertMayReview, staffForm } from "./guest-form-access";
import {
  CUSTOMER_FIELD_NAMES,
  guestFormDiff,
  takeFromDiff,
  type CustomerField,
  type FieldDiff,
} from "./guest-form-diff";
import { takenAnswer } from "./guest-form-answer-schemas";
import type { GuestFormStatus } from "./guest-form-completeness";
import type { GuestFormRow } from "./guest-form-sync";
import { guestsOfForm, storedAnswersOf } from "./guest-form-view";
import { refreshGuestForm } from "./save-guest-form";

export const takeFieldsSchema = z.strictObject({
  formId: id(),
  customerId: id(),
  fields: z
    .array(z.enum(CUSTOMER_FIELD_NAMES, { error: "validation.choice" }))
    .min(1, "validation.required")
    .max(20),
});
export const takeAllSchema = z.strictObject({ formId: id(), customerId: id().optional() });

/** What the three routes that take answers share: who may (staff, an agency for its own customers), the answer. */
export const takeRoute = { scopes: ["customers.update", "agencies.self"], response: takenAnswer } as const;

type GuestDiff = { customerId: number; name: string; diff: FieldDiff[] };

async function diffsOf(tx: Tx, form: GuestFormRow): Promise<GuestDiff[]> {
  const ids = await guestsOfForm(tx, form);
  const customers = await tx.customer.findMany({ where: { id: { in: ids } }, select: customerPersonSelect });
  return ids.flatMap((cid) => {
    const c = customers.find((x) => x.id === cid);
    return c ? [{ customerId: cid, name: fullNameOf(c), diff: guestFormDiff(storedAnswersOf(form, cid), c) }] : [];
  });
}

/** The differences between a form and its guests' customer records (GET /api/guestform/diff). */
export async function guestFormDifferences(formId: number, actor: Principal) {
  return transaction(async (tx) => {
    const form = await staffForm(tx, actor, formId);
    return { formId, guests: await diffsOf(tx, form) };
  });
}

export type TakeInput = {
  formId: number;
  /** one guest's, or every guest's of the form */
  customerId?: number;
  fields: readonly CustomerField[] | "all";
  /** only the fields the customer has no value in */
  onlyEmpty?: boolean;
};

export async function takeGuestFormData(
  input: TakeInput,
  actor: Principal,
  tx?: Tx,
): Promise<{ formId: number; status: GuestFormStatus; taken: { customerId: number; fields: CustomerField[] }[] }> {
  assertMayReview(actor);
  return transaction(
    async (tx) => {
      const form = await staffForm(tx, actor, input.formId);
      const diffs = await diffsOf(tx, form);
      if (input.customerId !== undefined && !diffs.some((d) => d.customerId === input.customerId)) throw notFound();
      const access = await accessFor(customerResource, actor, "update");
      const taken: { customerId: number; fields: CustomerField[] }[] = [];
      for (const d of diffs) {
        if (input.customerId !== undefined && d.customerId !== input.customerId) continue;
        const data = takeFromDiff(d.diff, input.fields, input.onlyEmpty);
        const fields = Object.keys(data) as CustomerField[];
        if (!fields.length) continue;
        const parsed = customerResource.update!.safeParse(data);
        if (!parsed.success) throw new AppError("VALIDATION_ERROR");
        // only the fields taken (the schema's defaults would blank the others)
        const values = Object.fromEntries(fields.map((f) => [f, (parsed.data as Record<string, unknown>)[f]]));
        await updateResource(customerResource, actor, d.customerId, values, access);
        taken.push({ customerId: d.customerId, fields });
      }
      // nothing left to take and the guest has submitted: reviewed
      const left = (await diffsOf(tx, form)).some((d) => d.diff.length);
      const row =
        form.submittedAt && !left
          ? await refreshGuestForm(tx, form, { reviewedAt: new Date(), reviewedBy: actor.user?.id ?? null })
          : form;
      await auditBy(tx, actor, {
        action: "guestForm.taken",
        entity: "GuestForm",
        entityId: form.id,
        data: { bookingId: form.bookingId, taken },
      });
      return { formId: form.id, status: row.status, taken };
    },
    { tx },
  );
}
