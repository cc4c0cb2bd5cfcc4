// Customer groups and data groups, agency groups, agency contacts and credits, customer credits.
import { z } from "zod";
import type { ResourceDef } from "../../resources/types";
import { color, currencyCode, date, name, optional, sortOrder } from "../../resources/fields";
import { money, optionalEmail, percent, text } from "../../validation/validators";

export const customerGroupResource: ResourceDef = {
  name: "customergroup",
  model: "customerGroup",
  access: { read: ["customers.read"], create: ["customers.create"], update: ["customers.create"], delete: ["customers.create"] },
  create: z.object({ name: name(80), color: optional(color()), description: optional(text({ max: 500 })) }),
  search: ["name"],
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: ["id", "name", "color", "description"].map((key) => ({ key, header: `customerGroups.fields.${key}` })),
  copy: (g) => ({ name: `${g.name} (2)` }),
};

export const DATA_FIELD_TYPES = ["text", "number", "date", "checkbox", "select"] as const;
export const dataFieldSchema = z.object({
  key: z.string().trim().regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, "validation.fieldKey").max(40),
  label: text({ min: 1, max: 80 }),
  type: z.enum(DATA_FIELD_TYPES).default("text"),
  options: z.array(text({ min: 1, max: 80 })).max(50).default([]),
});

export const customerDataGroupResource: ResourceDef = {
  name: "customerdatagroup",
  model: "customerDataGroup",
  access: { read: ["customers.read"], create: ["customers.update"], update: ["customers.update"], delete: ["customers.update"] },
  create: z.object({
    name: name(80),
    sort: sortOrder(),
    fields: z.array(dataFieldSchema).max(100).default([]).refine((fs) => new Set(fs.map((f) => f.key)).size === fs.length, "validation.fieldKeyUnique"),
  }),
  search: ["name"],
  sort: { id: "id", name: "name", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: [{ key: "id", header: "dataGroups.fields.id" }, { key: "name", header: "dataGroups.fields.name" }, { key: "fields", header: "dataGroups.fields.fields", value: (g) => (g.fields as { key: string }[]).map((f) => f.key).join(" ") }],
  copy: (g) => ({ name: `${g.name} (2)`, fields: [] }),
};

export const agencyGroupResource: ResourceDef = {
  name: "agencygroup",
  model: "agencyGroup",
  access: { read: ["agencies.read"], create: ["agencies.create"], update: ["agencies.create"], delete: ["agencies.create"] },
  create: z.object({ name: name(80), commissionPercent: optional(percent()), note: optional(text({ max: 500 })) }),
  search: ["name"],
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: ["id", "name", "commissionPercent"].map((key) => ({ key, header: `agencyGroups.fields.${key}` })),
  copy: (g) => ({ name: `${g.name} (2)` }),
};

const ownAgency = (actions: ("read" | "create" | "update" | "delete")[]) => ({
  scopes: ["agencies.self"],
  actions,
  where: (p: { agencyId: number | null }) => (p.agencyId ? { agencyId: p.agencyId } : null),
  createDefaults: (p: { agencyId: number | null }) => ({ agencyId: p.agencyId }),
});

export const agencyContactResource: ResourceDef = {
  name: "agencycontact",
  model: "agencyContact",
  access: { read: ["agencies.read"], create: ["agencies.update"], update: ["agencies.update"], delete: ["agencies.update"] },
  own: ownAgency(["read", "create", "update", "delete"]),
  create: z.object({
    agencyId: z.coerce.number().int().positive(), name: name(120), position: optional(text({ max: 80 })), email: optionalEmail().optional(),
    phone: optional(text({ max: 40 })), isPrimary: z.boolean().default(false), note: optional(text({ max: 1000 })),
  }),
  search: ["name", "email"],
  filters: { agencyId: { kind: "int" } },
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: ["agencyId", "name", "position", "email", "phone", "isPrimary"].map((key) => ({ key, header: `agencyContacts.fields.${key}` })),
  copy: (c) => ({ name: `${c.name} (2)`, isPrimary: false }),
};

const creditSchema = <K extends string>(owner: K) =>
  z.object({
    [owner]: z.coerce.number().int().positive(),
    amount: money().refine((a) => Number(a) !== 0, "validation.nonZero"),
    currency: currencyCode().default("EUR"),
    date: date(),
    reason: optional(text({ max: 500 })),
    bookingId: optional(z.coerce.number().int().positive()),
  } as Record<K | "amount" | "currency" | "date" | "reason" | "bookingId", z.ZodType>);

export const agencyCreditResource: ResourceDef = {
  name: "agencycredit",
  model: "agencyCredit",
  access: { read: ["agencies.read"], create: ["agencies.update"], update: ["agencies.update"], delete: ["agencies.update"] },
  own: ownAgency(["read"]),
  create: creditSchema("agencyId") as z.ZodObject<any>,
  filters: { agencyId: { kind: "int" }, currency: { kind: "string" }, from: { kind: "date", field: "date", op: "gte" }, to: { kind: "date", field: "date", op: "lte" } },
  sort: { id: "id", date: "date", amount: "amount" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date"],
  csv: ["agencyId", "date", "amount", "currency", "reason", "bookingId"].map((key) => ({ key, header: `credits.fields.${key}` })),
};

export const customerCreditResource: ResourceDef = {
  name: "customercredit",
  model: "customerCredit",
  access: { read: ["customers.read"], create: ["customers.update"], update: ["customers.update"], delete: ["customers.update"] },
  own: { scopes: ["customers.self"], actions: ["read"], where: (p) => (p.customerId ? { customerId: p.customerId } : null) },
  create: creditSchema("customerId") as z.ZodObject<any>,
  filters: { customerId: { kind: "int" }, currency: { kind: "string" }, from: { kind: "date", field: "date", op: "gte" }, to: { kind: "date", field: "date", op: "lte" } },
  sort: { id: "id", date: "date", amount: "amount" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date"],
  csv: ["customerId", "date", "amount", "currency", "reason", "bookingId"].map((key) => ({ key, header: `credits.fields.${key}` })),
};

export const savedFilterResource: ResourceDef = {
  name: "savedfilter",
  model: "savedFilter",
  // everyone keeps their own filters; shared ones are visible to all
  access: { read: ["admin"], create: ["admin"], update: ["admin"], delete: ["admin"] },
  own: {
    scopes: ["user"],
    actions: ["read", "create", "update", "delete"],
    where: (p, action) => (!p.user ? null : action === "read" ? { OR: [{ userId: p.user.id }, { shared: true }] } : { userId: p.user.id }),
    createDefaults: (p) => ({ userId: p.user?.id }),
  },
  create: z.object({
    resource: z.string().regex(/^[a-z]+$/).max(40),
    name: name(80),
    query: z.object({
      search: z.string().max(200).optional(),
      sort: z.string().max(60).optional(),
      order: z.enum(["asc", "desc"]).optional(),
      filter: z.record(z.string(), z.string().max(500)).optional(),
      columns: z.array(z.string().max(60)).max(50).optional(),
    }),
    shared: z.boolean().default(false),
  }),
  filters: { resource: { kind: "string" } },
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: [{ key: "name" }, { key: "resource" }],
  copy: (f) => ({ name: `${f.name} (2)`, shared: false }),
  // a new filter always belongs to whoever saves it, administrators included
  prepare: (d, { principal, existing }) => (existing ? d : { ...d, userId: principal.user?.id ?? null }),
};

export const CRM_EXTRA_RESOURCES = [customerGroupResource, customerDataGroupResource, agencyGroupResource, agencyContactResource, agencyCreditResource, customerCreditResource, savedFilterResource];
