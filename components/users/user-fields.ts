import "server-only";
import { getTranslations } from "next-intl/server";
import { USER_TYPES } from "@/lib/domain/users/user-types";
import { optionsOf } from "@/lib/page/list";
import type { FieldSpec } from "../form/types";

type Fld = Omit<FieldSpec, "label" | "required"> & { label?: string };

export async function userTypeOptions() {
  const t = await getTranslations("users.types");
  return USER_TYPES.map((v) => ({ value: v, label: t(v) }));
}

/** The user form; on edit the password may stay empty. */
export async function userFields(editing: boolean): Promise<Fld[]> {
  const [t, types, roles, agencies, resorts, vessels] = await Promise.all([
    getTranslations("users"), userTypeOptions(), optionsOf("userRole"), optionsOf("agency"), optionsOf("resort"), optionsOf("vessel"),
  ]);
  return [
    { name: "name" }, { name: "email", type: "email" }, { name: "phone", type: "tel" },
    { name: "password", type: "password", ...(editing ? { hint: t("passwordHint") } : {}) },
    { name: "userType", type: "select", options: types }, { name: "roleId", type: "select", options: roles },
    { name: "scopes", type: "tags", hint: t("scopesHint") },
    { name: "agencyId", type: "select", options: agencies }, { name: "customerId", type: "number" },
    { name: "isCRMUser", type: "checkbox" },
    { name: "allowedResortIds", type: "multiselect", options: resorts }, { name: "allowedVesselIds", type: "multiselect", options: vessels },
  ];
}
