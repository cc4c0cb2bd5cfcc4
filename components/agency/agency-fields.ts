import "server-only";
import { getLocale } from "next-intl/server";
import type { FieldSpec } from "../form/types";
import { countryOptions, currencyOptions, optionsOf } from "@/lib/page/list";
import { enumOptions } from "@/lib/page/options";
import { AGENCY_OPERATOR_ONLY } from "@/lib/domain/crm/agency-resource";

type Fld = Omit<FieldSpec, "label" | "required">;

/** The agency form. `operator: false` (an agency editing itself) leaves out the operator-only fields. */
export async function agencyFields(operator: boolean): Promise<Fld[]> {
  const [{ agencyTypes }, countries, currencies, groups] = await Promise.all([
    enumOptions(), countryOptions((await getLocale()) as "de" | "en"), currencyOptions(), optionsOf("agencyGroup"),
  ]);
  const fields: Fld[] = [
    { name: "name" }, { name: "type", type: "select", options: agencyTypes },
    { name: "email", type: "email" }, { name: "phone", type: "tel" },
    { name: "street", wide: true }, { name: "zip" }, { name: "city" }, { name: "country", type: "select", options: countries },
    { name: "currency", type: "select", options: currencies }, { name: "commissionPercent", type: "decimal" },
    { name: "groupId", type: "select", options: groups }, { name: "isActive", type: "checkbox" },
    { name: "note", type: "textarea" },
  ];
  // the server ignores these in an agency's own update: the form does not offer them
  return operator ? fields : fields.filter((f) => !(AGENCY_OPERATOR_ONLY as readonly string[]).includes(f.name));
}
