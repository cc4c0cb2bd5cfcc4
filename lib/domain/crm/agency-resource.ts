// Agencies (travel, resell, employee) on the resource engine. An agency user (agencies.self)
// sees and edits only its own agency, and not its commission, type or status.
import { z } from "zod";
import { currencyCode, isoCountryCode, optional, streetAddress } from "../../resources/fields";
import { defineResource } from "../../resources/types";
import { id, optionalEmail, percent, text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";

export const AGENCY_TYPES = ["travel", "resell", "employee"] as const;
const country = isoCountryCode();

export const agencySchema = z.object({
  name: text({ min: 1, max: 160 }),
  type: z.enum(AGENCY_TYPES).default("travel"),
  email: optionalEmail().optional(),
  phone: optional(text({ max: 40 })),
  ...streetAddress(),
  country: optional(country),
  /** for its invoices (an EU business buyer's VAT ID) */
  vatId: optional(text({ max: 40 })),
  currency: optional(currencyCode()),
  commissionPercent: percent().default("0"),
  isActive: z.boolean().default(true),
  note: optional(text({ max: 4000 })),
  groupId: optional(id()),
});

/** What an agency may not change about itself. */
export const AGENCY_OPERATOR_ONLY = ["type", "commissionPercent", "isActive", "groupId"] as const;

export const agencyResource = defineResource({
  name: "agencies",
  currencyFields: ["currency"],
  model: "agency",
  description: "Agencies of type travel, resell or employee.",
  access: {
    read: ["agencies.read"],
    create: ["agencies.create"],
    update: ["agencies.update"],
    delete: ["agencies.delete"],
  },
  own: {
    scopes: ["agencies.self"],
    actions: ["read", "update"],
    where: (p) => (p.agencyId ? { id: p.agencyId } : null),
    readOnly: AGENCY_OPERATOR_ONLY,
  },
  create: agencySchema,
  update: agencySchema.partial(),
  search: ["name", "email", "city"],
  filters: {
    type: { kind: "enum", values: AGENCY_TYPES },
    isActive: { kind: "bool" },
    country: { kind: "string" },
    groupId: { kind: "int" },
  },
  sort: {
    id: "id",
    name: "name",
    type: "type",
    city: "city",
    country: "country",
    commissionPercent: "commissionPercent",
    createdAt: "createdAt",
  },
  defaultSort: { key: "name", order: "asc" },
  csv: [
    { key: "id", header: "agencies.fields.id" },
    { key: "name", header: "agencies.fields.name" },
    { key: "type", header: "agencies.fields.type" },
    { key: "email", header: "agencies.fields.email" },
    { key: "phone", header: "agencies.fields.phone" },
    { key: "city", header: "agencies.fields.city" },
    { key: "country", header: "agencies.fields.country" },
    { key: "commissionPercent", header: "agencies.fields.commissionPercent" },
    { key: "isActive", header: "agencies.fields.isActive" },
  ],
  references: [{ model: "booking", field: "agencyId", label: "bookings" }],
  copy: (a) => ({ name: `${a.name} (2)` }),
});

const agencyTypes = { enum: AGENCY_TYPES, labels: "agencies.types" };

export const agencyScreen = defineScreen(agencyResource, {
  labels: "agencies.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "type", type: "enum", options: agencyTypes, sort: "type" },
    { key: "email" },
    { key: "city", sort: "city" },
    { key: "country", sort: "country", type: "enum", options: "countries" },
    { key: "commissionPercent", type: "percent", sort: "commissionPercent" },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
    { key: "createdAt", type: "datetime", sort: "createdAt", hidden: true },
  ],
  filters: [
    { key: "type", type: "select", options: agencyTypes },
    { key: "isActive", type: "bool" },
    { key: "country", type: "select", options: "countries" },
    { key: "groupId", type: "select", options: { rows: "agencyGroup" } },
  ],
  // an agency editing itself does not see the operator-only fields (type, commission, status, group)
  fields: [
    { name: "name" },
    { name: "type", type: "select", options: agencyTypes },
    { name: "email", type: "email" },
    { name: "phone", type: "tel" },
    { name: "street", wide: true },
    { name: "zip" },
    { name: "city" },
    { name: "country", type: "select", options: "countries" },
    { name: "vatId" },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "commissionPercent", type: "decimal" },
    { name: "groupId", type: "select", options: { rows: "agencyGroup" } },
    { name: "isActive", type: "checkbox" },
    { name: "note", type: "textarea" },
  ],
});
