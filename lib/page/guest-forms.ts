// The guest form pages: the public form opened by its link (/guestform/{id}/{token} and the
// multi-guest /guestform-m/{id}/{token}), and the staff lists (/customer/guestform, /crm/guestform).
import "server-only";
import { headers } from "next/headers";
import type { Principal } from "../auth/principal";
import { hasSome } from "../access/scopes";
import { GUEST_FORM_READERS, withGuestFormByToken } from "../domain/forms/guest-form-access";
import {
  guestFormLinks,
  guestFormListQuery,
  guestFormStatistics,
  linkedGuestForms,
  listGuestForms,
} from "../domain/forms/guest-form-lists";
import { scansOfForms } from "../domain/forms/guest-form-files";
import { guestFormView } from "../domain/forms/guest-form-view";
import { transaction } from "../core/db";
import { COUNTRY_CODES } from "../validation/country-codes";
import type { Locale } from "../i18n/locale";
import { clientAddress } from "../http/client-address";
import type { PageSearchParams } from "./list";
import { firstParam, positiveIntParam, unlessRefused } from "./search-params";

/** The countries to choose from, named in the page's language. */
export function countryOptions(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The form a link opens, or null (wrong token, missing, retired, or too many wrong tries: not found). */
export async function loadPublicGuestForm(id: string, token: string, locale: Locale) {
  const formId = positiveIntParam(id);
  if (!formId) return null;
  const address = clientAddress(await headers());
  const form = await unlessRefused(withGuestFormByToken(formId, token, address, (f, tx) => guestFormView(tx, f)));
  return form ? { form, token, countries: countryOptions(locale) } : null;
}

/** The staff list: the filters as the page's query says, one page of forms and the counts. */
export async function loadGuestFormList(sp: PageSearchParams, principal: Principal) {
  const raw = Object.fromEntries(
    ["by", "from", "to", "status", "search", "page", "size", "scheduleId", "bookingId"].map((k) => [
      k,
      firstParam(sp[k]) || undefined,
    ]),
  );
  const parsed = guestFormListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : guestFormListQuery.parse({});
  const [page, stats] = await Promise.all([listGuestForms(principal, query), guestFormStatistics(principal, query)]);
  return { query, page, stats, invalid: !parsed.success };
}

/** The booking page's guest forms: each guest's form with its status and link (none for a caller without the right). */
/** Whether the reader sees guest forms at all (the customer page's tab). */
export const canReadGuestForms = (principal: Principal) => hasSome(principal, GUEST_FORM_READERS);

/** What a reader may do with a form in the lists: take its answers into the customers, mail its link. */
export const guestFormRights = (principal: Principal) => ({
  canTake: hasSome(principal, ["customers.update", "agencies.self"]),
  canMail: hasSome(principal, ["bookings.update"]),
});

/** A customer's guest forms for the customer page (null: the reader may not see guest forms). */
export async function loadCustomerGuestForms(principal: Principal, customerId: number) {
  if (!canReadGuestForms(principal)) return null;
  return unlessRefused(linkedGuestForms(principal, customerId));
}

export async function loadBookingGuestForms(principal: Principal, bookingId: number) {
  if (!hasSome(principal, GUEST_FORM_READERS)) return null;
  const forms = await unlessRefused(guestFormLinks(principal, bookingId));
  if (!forms) return null;
  // the scans of the forms just read (the same principal saw them): names only, the bytes by link
  const scans = await transaction((tx) =>
    scansOfForms(
      tx,
      forms.map((f) => f.id),
    ),
  );
  return forms.map((f) => ({ ...f, scans: scans.filter((s) => s.formId === f.id) }));
}
