// Labels of enumerations for tables and forms, in the user's language.
import "server-only";
import { getTranslations } from "next-intl/server";
import { AGENCY_TYPES } from "../domain/crm/agency-resource";
import { CUSTOMER_TYPES } from "../domain/crm/customer-types";

export async function enumOptions() {
  const t = await getTranslations();
  const of = <T extends string>(values: readonly T[], ns: string) => values.map((v) => ({ value: v, label: t(`${ns}.${v}` as never) }));
  const labels = (opts: { value: string; label: string }[]) => Object.fromEntries(opts.map((o) => [o.value, o.label]));
  const genders = of(["u", "m", "f"] as const, "customers.genders");
  const customerTypes = of(CUSTOMER_TYPES, "customers.types");
  const agencyTypes = of(AGENCY_TYPES, "agencies.types");
  return { genders, customerTypes, agencyTypes, labels };
}
