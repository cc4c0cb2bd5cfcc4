// Customers on the resource engine. An agency user (agencies.self) sees and changes only the
// agency's own customers; a customer (customers.self) only the own record.
import { z } from "zod";
import type { Prisma } from "../../core/db";
import { CUSTOMER_TYPES } from "./customer-types";
import { isoCountryCode, optional, streetAddress } from "../../resources/fields";
import { defineResource } from "../../resources/types";
import { calendarDateField, id, nonNegativeInt, optionalEmail, text } from "../../validation/validators";
import { customerPersonSelect, fullNameOf } from "./customer-name";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { wireId } from "../../validation/wire";

const country = isoCountryCode();

export const customerSchema = z.object({
  // masterData
  firstName: text({ max: 80 }).default(""),
  middleName: optional(text({ max: 80 })),
  lastName: text({ max: 80 }).default(""),
  name: optional(text({ max: 160 })),
  title: optional(text({ max: 40 })),
  gender: z.enum(["u", "m", "f"]).default("u"),
  birthday: optional(calendarDateField()),
  nationality: optional(country),
  permanentAge: optional(nonNegativeInt({ max: 130 })),
  // contact
  email: optionalEmail().optional(),
  phone: optional(text({ max: 40 })),
  // address
  ...streetAddress(),
  state: optional(text({ max: 80 })),
  country: optional(country),
  passportNationality: optional(country),
  customerType: z.enum(CUSTOMER_TYPES).default("Direct"),
  agencyId: optional(id()),
  note: optional(text({ max: 4000 })),
  groupIds: z.array(id()).max(100).optional(),
  /** values of the fields the data groups define */
  data: z.record(z.string().max(40), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])).optional(),
});

/** A customer needs a last name or, for a company, a name. */
export const customerCreateSchema = customerSchema.refine((c) => !!(c.lastName || c.name), {
  path: ["lastName"],
  message: "validation.required",
});

const listSelect = {
  id: true,
  fullName: true,
  firstName: true,
  lastName: true,
  name: true,
  gender: true,
  email: true,
  phone: true,
  city: true,
  country: true,
  nationality: true,
  customerType: true,
  agencyId: true,
  birthday: true,
  createdAt: true,
} satisfies Prisma.CustomerSelect;

export const customerResource = defineResource({
  name: "customers",
  model: "customer",
  description:
    "Customers: masterData (names, gender u/m/f, birthday, nationality), contact, address, passport nationality, customerType, fullName.",
  access: {
    read: ["customers.read"],
    create: ["customers.create"],
    update: ["customers.update"],
    delete: ["customers.delete"],
  },
  own: {
    scopes: ["customers.self", "agencies.self"],
    actions: ["read", "update", "create"],
    where: (p, action) => {
      if (p.agencyId && p.scopes.includes("agencies.self")) return { agencyId: p.agencyId };
      if (p.customerId && action !== "create") return { id: p.customerId };
      return null;
    },
    createDefaults: (p) => (p.agencyId ? { agencyId: p.agencyId } : {}),
    // the operator's own classification and notes
    hide: ["note", "groups", "groupIds"],
    readOnly: ["customerType", "note", "groupIds", "agencyId"],
  },
  create: customerCreateSchema,
  update: customerSchema.partial(),
  search: ["fullName", "name", "email", "phone"],
  searchColumn: "searchText",
  filters: {
    gender: { kind: "enum", values: ["u", "m", "f"] },
    customerType: { kind: "enum", values: CUSTOMER_TYPES },
    country: { kind: "string" },
    nationality: { kind: "string" },
    agencyId: { kind: "int" },
    createdFrom: { kind: "date", field: "createdAt", op: "gte" },
    createdTo: { kind: "date", field: "createdAt", op: "lt" },
    groupId: {
      kind: "custom",
      parse: id(),
      where: (id: number) => ({ groups: { some: { id } } }),
    },
  },
  sort: {
    id: "id",
    lastName: "lastName",
    firstName: "firstName",
    fullName: "fullName",
    email: "email",
    city: "city",
    country: "country",
    birthday: "birthday",
    createdAt: "createdAt",
  },
  defaultSort: { key: "lastName", order: "asc" },
  select: listSelect,
  detail: {
    ...customerPersonSelect,
    title: true,
    permanentAge: true,
    customerType: true,
    fullName: true,
    agencyId: true,
    note: true,
    data: true,
    createdAt: true,
    updatedAt: true,
    groups: { select: { id: true, name: true, color: true } },
  },
  dateFields: ["birthday"],
  present: (c) => (c.groups ? { ...c, groupIds: c.groups.map((g: { id: number }) => g.id) } : c),
  presented: (row) => (row.shape.groups ? row.extend({ groupIds: z.array(wireId) }) : row),
  csv: [
    { key: "id", header: "customers.fields.id" },
    { key: "firstName", header: "customers.fields.firstName" },
    { key: "lastName", header: "customers.fields.lastName" },
    { key: "name", header: "customers.fields.name" },
    { key: "gender", header: "customers.fields.gender" },
    { key: "birthday", header: "customers.fields.birthday" },
    { key: "email", header: "customers.fields.email" },
    { key: "phone", header: "customers.fields.phone" },
    { key: "city", header: "customers.fields.city" },
    { key: "country", header: "customers.fields.country" },
    { key: "nationality", header: "customers.fields.nationality" },
    { key: "customerType", header: "customers.fields.customerType" },
  ],
  references: [
    { model: "booking", field: "customerId", label: "bookings" },
    { model: "bookingGuest", field: "customerId", label: "bookingGuests" },
  ],
  copy: (c) => ({
    groups: undefined,
    lastName: c.lastName ? `${c.lastName} (2)` : c.lastName,
    name: c.name && !c.lastName ? `${c.name} (2)` : c.name,
  }),
  prepare: (data, { existing }) => {
    const out: Record<string, unknown> = { ...data };
    if (Array.isArray(out.groupIds))
      out.groups = { [existing ? "set" : "connect"]: (out.groupIds as number[]).map((id) => ({ id })) };
    delete out.groupIds;
    if (out.data && existing) out.data = { ...(existing.data as object), ...(out.data as object) };
    out.fullName = fullNameOf({ ...existing, ...out } as Parameters<typeof fullNameOf>[0]);
    return out;
  },
});

const genders = { enum: ["u", "m", "f"], labels: "customers.genders" };
const customerTypes = { enum: CUSTOMER_TYPES, labels: "customers.types" };

export const customerScreen = defineScreen(customerResource, {
  labels: "customers.fields",
  columns: [
    { key: "fullName", sort: "lastName" },
    { key: "email", sort: "email" },
    { key: "phone" },
    { key: "city", sort: "city" },
    { key: "country", sort: "country", type: "enum", options: "countries" },
    { key: "customerType", type: "enum", options: customerTypes },
    { key: "gender", type: "enum", options: genders, hidden: true },
    { key: "birthday", type: "date", sort: "birthday", hidden: true },
    ID_COLUMN,
    { key: "createdAt", type: "datetime", sort: "createdAt", hidden: true },
  ],
  filters: [
    { key: "country", type: "select", options: "countries" },
    { key: "customerType", type: "select", options: customerTypes },
    { key: "gender", type: "select", options: genders },
    { key: "groupId", type: "select", options: { rows: "customerGroup" } },
  ],
  // operator-only fields (type, agency, groups, note) are left out for agencies and customers
  fields: [
    { name: "title" },
    { name: "gender", type: "select", options: genders },
    { name: "firstName" },
    { name: "middleName" },
    { name: "lastName" },
    { name: "name" },
    { name: "birthday", type: "date" },
    { name: "permanentAge", type: "number" },
    { name: "nationality", type: "select", options: "countries" },
    { name: "passportNationality", type: "select", options: "countries" },
    { name: "email", type: "email" },
    { name: "phone", type: "tel" },
    { name: "street", wide: true },
    { name: "zip" },
    { name: "city" },
    { name: "state" },
    { name: "country", type: "select", options: "countries" },
    { name: "customerType", type: "select", options: customerTypes },
    { name: "agencyId", type: "select", options: { rows: "agency" } },
    { name: "groupIds", type: "multiselect", options: { rows: "customerGroup" } },
    { name: "note", type: "textarea" },
  ],
});
