// Customer groups (labels for lists and mailings) and customer data groups (the operator's own
// extra fields on a customer).
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { csvColumns, HAND_ORDERED, readWriteAccess } from "../../resources/list-parts";
import { color, name, optional, sortOrder } from "../../resources/fields";
import { text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";

export const customerGroupResource = defineResource({
  name: "customergroup",
  model: "customerGroup",
  access: readWriteAccess("customers.read", "customers.create"),
  create: z.object({ name: name(80), color: color().default("#0e7490"), description: optional(text({ max: 500 })) }),
  search: ["name"],
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("customerGroups.fields", ["id", "name", "color", "description"]),
  copy: (g) => ({ name: `${g.name} (2)` }),
});

export const DATA_FIELD_TYPES = ["text", "number", "date", "checkbox", "select"] as const;
export const dataFieldSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, "validation.fieldKey")
    .max(40),
  label: text({ min: 1, max: 80 }),
  type: z.enum(DATA_FIELD_TYPES).default("text"),
  options: z
    .array(text({ min: 1, max: 80 }))
    .max(50)
    .default([]),
});

export const customerDataGroupResource = defineResource({
  name: "customerdatagroup",
  model: "customerDataGroup",
  access: readWriteAccess("customers.read", "customers.update"),
  create: z.object({
    name: name(80),
    sort: sortOrder(),
    fields: z
      .array(dataFieldSchema)
      .max(100)
      .default([])
      .refine((fs) => new Set(fs.map((f) => f.key)).size === fs.length, "validation.fieldKeyUnique"),
  }),
  ...HAND_ORDERED,
  csv: [
    { key: "id", header: "dataGroups.fields.id" },
    { key: "name", header: "dataGroups.fields.name" },
    {
      key: "fields",
      header: "dataGroups.fields.fields",
      value: (g) => (g.fields as { key: string }[]).map((f) => f.key).join(" "),
    },
  ],
  copy: (g) => ({ name: `${g.name} (2)`, fields: [] }),
});

export const CUSTOMER_GROUP_RESOURCES = [customerGroupResource, customerDataGroupResource];

export const customerGroupScreen = defineScreen(customerGroupResource, {
  labels: "customerGroups.fields",
  columns: [{ key: "name", sort: "name" }, { key: "color", type: "color" }, { key: "description" }, ID_COLUMN],
  fields: [{ name: "name" }, { name: "color", type: "color" }, { name: "description", type: "textarea" }],
});

// shown under the JSON field: what one entry of `fields` looks like
const DATA_FIELDS_EXAMPLE = JSON.stringify([
  { key: "diet", label: "Diet", type: "select", options: ["vegetarian", "vegan"] },
  { key: "shoeSize", label: "Shoe size", type: "number", options: [] },
]);

export const customerDataGroupScreen = defineScreen(customerDataGroupResource, {
  labels: "dataGroups.fields",
  columns: [{ key: "name", sort: "name" }, { key: "sort", type: "number", sort: "sort" }, ID_COLUMN],
  fields: [
    { name: "name" },
    { name: "sort", type: "number" },
    {
      name: "fields",
      type: "json",
      hint: { key: "dataGroups.fieldsJsonHint", values: { example: DATA_FIELDS_EXAMPLE } },
    },
  ],
});
