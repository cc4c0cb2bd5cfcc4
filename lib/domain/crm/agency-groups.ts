// Agency groups (commission and terms shared by several agencies) and agency contacts (the people
// the operator deals with at an agency; an agency user manages its own).
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { csvColumns, readWriteAccess } from "../../resources/list-parts";
import { ownAgencyRows } from "./agency-access";
import { name, optional } from "../../resources/fields";
import { id, optionalEmail, percent, text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";

export const agencyGroupResource = defineResource({
  name: "agencygroup",
  model: "agencyGroup",
  access: readWriteAccess("agencies.read", "agencies.create"),
  create: z.object({ name: name(80), commissionPercent: optional(percent()), note: optional(text({ max: 500 })) }),
  search: ["name"],
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("agencyGroups.fields", ["id", "name", "commissionPercent"]),
  copy: (g) => ({ name: `${g.name} (2)` }),
});

export const agencyContactResource = defineResource({
  name: "agencycontact",
  model: "agencyContact",
  access: readWriteAccess("agencies.read", "agencies.update"),
  own: ownAgencyRows(["read", "create", "update", "delete"]),
  create: z.object({
    agencyId: id(),
    name: name(120),
    position: optional(text({ max: 80 })),
    email: optionalEmail().optional(),
    phone: optional(text({ max: 40 })),
    isPrimary: z.boolean().default(false),
    note: optional(text({ max: 1000 })),
  }),
  search: ["name", "email"],
  filters: { agencyId: { kind: "int" } },
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("agencyContacts.fields", ["agencyId", "name", "position", "email", "phone", "isPrimary"]),
  copy: (c) => ({ name: `${c.name} (2)`, isPrimary: false }),
});

export const AGENCY_GROUP_RESOURCES = [agencyGroupResource, agencyContactResource];

export const agencyGroupScreen = defineScreen(agencyGroupResource, {
  labels: "agencyGroups.fields",
  columns: [{ key: "name", sort: "name" }, { key: "commissionPercent", type: "percent" }, { key: "note" }, ID_COLUMN],
  fields: [{ name: "name" }, { name: "commissionPercent", type: "decimal" }, { name: "note", type: "textarea" }],
});

export const agencyContactScreen = defineScreen(agencyContactResource, {
  labels: "agencyContacts.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "position" },
    { key: "email" },
    { key: "phone" },
    { key: "isPrimary", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "position" },
    { name: "email", type: "email" },
    { name: "phone", type: "tel" },
    { name: "isPrimary", type: "checkbox" },
    { name: "note", type: "textarea" },
  ],
});
