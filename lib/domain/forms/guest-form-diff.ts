// A guest form against the customer record, field by field: what staff see before they take the
// guest's answers into the customer (nothing is overwritten silently). Pure.
import { isoDate } from "../../core/dates";
import type { GuestAnswers } from "./guest-form-sections";
import { isFilled } from "./guest-form-completeness";

/** The customer fields a guest form can fill, and where each answer sits in the form. */
export const CUSTOMER_FIELDS = {
  firstName: ["personal", "firstName"],
  lastName: ["personal", "lastName"],
  gender: ["personal", "gender"],
  birthday: ["personal", "birthday"],
  nationality: ["personal", "nationality"],
  email: ["personal", "email"],
  phone: ["personal", "phone"],
  street: ["address", "street"],
  zip: ["address", "zip"],
  city: ["address", "city"],
  state: ["address", "state"],
  country: ["address", "country"],
  passportNationality: ["passport", "nationality"],
} as const;
export type CustomerField = keyof typeof CUSTOMER_FIELDS;
export const CUSTOMER_FIELD_NAMES = Object.keys(CUSTOMER_FIELDS) as [CustomerField, ...CustomerField[]];

export type FieldDiff = { field: CustomerField; form: string; customer: string | null };

const norm = (v: unknown) => (isFilled(v) ? String(v).trim() : null);
/** Names, e-mails and codes compare without case; "u" (unknown gender) on the customer counts as empty. */
const same = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The fields where the form says something and the customer something else (or nothing). A field
 * the guest left empty is no difference: an empty answer never clears the record.
 */
export function guestFormDiff(answers: GuestAnswers, customer: Partial<Record<CustomerField, unknown>>): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const field of CUSTOMER_FIELD_NAMES) {
    const [section, name] = CUSTOMER_FIELDS[field];
    const form = norm(answers[section]?.[name]);
    if (form === null) continue;
    let current = norm(customer[field] instanceof Date ? isoDate(customer[field] as Date) : customer[field]);
    if (field === "gender" && current === "u") current = null;
    if (!same(form, current)) out.push({ field, form, customer: current });
  }
  return out;
}

/**
 * What taking `fields` changes on the customer; with `onlyEmpty` only the fields the customer has
 * no value in (appendMissingFields).
 */
export function takeFromDiff(
  diff: readonly FieldDiff[],
  fields: readonly CustomerField[] | "all",
  onlyEmpty = false,
): Partial<Record<CustomerField, string>> {
  return Object.fromEntries(
    diff
      .filter((d) => (fields === "all" || fields.includes(d.field)) && (!onlyEmpty || d.customer === null))
      .map((d) => [d.field, d.form]),
  );
}
