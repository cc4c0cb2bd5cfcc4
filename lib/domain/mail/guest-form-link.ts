// The guest form link a mail carries ({{link.guestForm}}): the form of the guest it is for, or the
// booking's one form for all guests (MULTI_GF), else the booking's first form (its main guest's).
// The forms are brought in step with the booking's guests first (guest-form-sync.ts).
import type { Tx } from "../../core/db";
import { guestFormUrl } from "../forms/guest-form-lists";
import { syncGuestForms } from "../forms/guest-form-sync";

export async function guestFormLinkFor(tx: Tx, bookingId: number, customerId: number | null): Promise<string | null> {
  const forms = await syncGuestForms(tx, bookingId);
  const form = forms.find((f) => !f.multi && f.customerId === customerId) ?? forms.find((f) => f.multi) ?? forms[0];
  return form ? guestFormUrl(form) : null;
}
