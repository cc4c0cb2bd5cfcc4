import "server-only";
import { getLocale } from "next-intl/server";
import type { FieldSpec } from "../form/types";
import { countryOptions, optionsOf } from "@/lib/page/list";
import { enumOptions } from "@/lib/page/options";
import type { Principal } from "@/lib/auth/principal";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import { can } from "@/lib/resources/engine";

type Fld = Omit<FieldSpec, "label" | "required">;

/** The customer form: master data, contact, address. Agencies do not pick the owning agency. */
export async function customerFields(principal: Principal): Promise<Fld[]> {
  const [{ genders, customerTypes }, countries, groups, agencies] = await Promise.all([
    enumOptions(), countryOptions((await getLocale()) as "de" | "en"), optionsOf("customerGroup"), optionsOf("agency"),
  ]);
  // operator-only fields (agency, groups, type) are for callers who see every customer
  const operator = can(customerResource, principal, "update") === "all" || can(customerResource, principal, "create") === "all";
  return [
    { name: "title" }, { name: "gender", type: "select", options: genders },
    { name: "firstName" }, { name: "middleName" }, { name: "lastName" }, { name: "name" },
    { name: "birthday", type: "date" }, { name: "permanentAge", type: "number" },
    { name: "nationality", type: "select", options: countries }, { name: "passportNationality", type: "select", options: countries },
    { name: "email", type: "email" }, { name: "phone", type: "tel" },
    { name: "street", wide: true }, { name: "zip" }, { name: "city" }, { name: "state" }, { name: "country", type: "select", options: countries },
    { name: "customerType", type: "select", options: customerTypes },
    ...(operator ? [{ name: "agencyId", type: "select" as const, options: agencies }] : []),
    ...(groups.length ? [{ name: "groupIds", type: "multiselect" as const, options: groups }] : []),
    { name: "note", type: "textarea" },
  ];
}
