// Suppliers (of products, on-site goods and services).
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { csvColumns } from "../../resources/list-parts";
import { isoCountryCode, name, optional, streetAddress } from "../../resources/fields";
import { optionalEmail, text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";

export const supplierResource = defineResource({
  name: "supplier",
  model: "supplier",
  access: {
    read: ["product.read"],
    create: ["product.create"],
    update: ["product.update"],
    delete: ["product.update"],
  },
  create: z.object({
    name: name(),
    contactName: optional(text({ max: 120 })),
    email: optionalEmail().optional(),
    phone: optional(text({ max: 40 })),
    ...streetAddress(),
    country: optional(isoCountryCode()),
    vatId: optional(text({ max: 40 })),
    note: optional(text({ max: 2000 })),
    isActive: z.boolean().default(true),
  }),
  search: ["name", "contactName", "email", "city"],
  filters: { isActive: { kind: "bool" }, country: { kind: "string" } },
  sort: { id: "id", name: "name", city: "city", country: "country" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("suppliers.fields", [
    "id",
    "name",
    "contactName",
    "email",
    "phone",
    "city",
    "country",
    "vatId",
    "isActive",
  ]),
  copy: (s) => ({ name: `${s.name} (2)` }),
});

export const supplierScreen = defineScreen(supplierResource, {
  labels: "suppliers.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "contactName" },
    { key: "email" },
    { key: "phone" },
    { key: "city", sort: "city" },
    { key: "country", sort: "country", type: "enum", options: "countries" },
    { key: "vatId", hidden: true },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [
    { key: "country", type: "select", options: "countries" },
    { key: "isActive", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "contactName" },
    { name: "email", type: "email" },
    { name: "phone", type: "tel" },
    { name: "street" },
    { name: "zip" },
    { name: "city" },
    { name: "country", type: "select", options: "countries" },
    { name: "vatId" },
    { name: "isActive", type: "checkbox" },
    { name: "note", type: "textarea" },
  ],
});
