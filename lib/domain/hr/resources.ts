// Employees and their work logs.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { ASSET_FILTERS, dayFilters, csvColumns } from "../../resources/list-parts";
import { currencyCode, date, optional } from "../../resources/fields";
import { id, money, optionalEmail, text } from "../../validation/validators";
import { fullNameOf } from "../crm/customer-name";
import { defineScreen } from "../../resources/screen";
import { ASSET_LIST_FILTERS, ID_COLUMN } from "../../resources/screen-parts";

const access = {
  read: ["employee.read"],
  create: ["employee.create"],
  update: ["employee.update"],
  delete: ["employee.delete"],
} as const;
const time = () => optional(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time"));

export const employeeResource = defineResource({
  name: "employee",
  currencyFields: ["currency"],
  model: "employee",
  features: ["resort", "vessel"],
  access,
  create: z.object({
    firstName: text({ min: 1, max: 80 }),
    lastName: text({ min: 1, max: 80 }),
    email: optionalEmail().optional(),
    phone: optional(text({ max: 40 })),
    position: optional(text({ max: 80 })),
    resortId: optional(id()),
    vesselId: optional(id()),
    // DECIMAL(10,2)
    hourlyRate: optional(money({ precision: 10 })),
    currency: optional(currencyCode()),
    isActive: z.boolean().default(true),
    note: optional(text({ max: 2000 })),
  }),
  search: ["fullName", "email", "position"],
  filters: { isActive: { kind: "bool" }, ...ASSET_FILTERS },
  sort: { id: "id", lastName: "lastName", firstName: "firstName", position: "position" },
  defaultSort: { key: "lastName", order: "asc" },
  csv: ["id", "firstName", "lastName", "email", "phone", "position", "hourlyRate", "currency", "isActive"].map(
    (key) => ({ key, header: `employees.fields.${key}` }),
  ),
  references: [{ model: "workLog", field: "employeeId", label: "workLogs" }],
  copy: (e) => ({ lastName: `${e.lastName} (2)` }),
  prepare: (d, { existing }) => ({ ...d, fullName: fullNameOf({ ...existing, ...d }) }),
});

const workLogFields = z.object({
  employeeId: id(),
  date: date(),
  start: time(),
  end: time(),
  hours: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(",", "."))
    .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, "validation.hours"))
    .refine((h) => Number(h) <= 24, `validation.max|{"max":24}`),
  note: optional(text({ max: 1000 })),
});
const endAfterStart = (w: { start?: string | null; end?: string | null }) => !w.start || !w.end || w.start < w.end;

export const workLogResource = defineResource({
  name: "worklog",
  model: "workLog",
  features: ["resort", "vessel"],
  access,
  create: workLogFields.refine(endAfterStart, { path: ["end"], message: "validation.endAfterStart" }),
  update: workLogFields.partial().refine(endAfterStart, { path: ["end"], message: "validation.endAfterStart" }),
  filters: {
    employeeId: { kind: "int" },
    ...dayFilters("date"),
  },
  sort: { id: "id", date: "date", hours: "hours" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date"],
  csv: csvColumns("employees.fields", ["employeeId", "date", "start", "end", "hours", "note"]),
});

export const HR_RESOURCES = [employeeResource, workLogResource];

export const employeeScreen = defineScreen(employeeResource, {
  labels: "employees.fields",
  columns: [
    { key: "fullName", sort: "lastName" },
    { key: "position", sort: "position" },
    { key: "email" },
    { key: "phone" },
    { key: "resortId", type: "enum", options: { rows: "resort" }, hidden: true },
    { key: "vesselId", type: "enum", options: { rows: "vessel" }, hidden: true },
    { key: "hourlyRate", type: "money", currencyKey: "currency" },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [{ key: "isActive", type: "bool" }, ...ASSET_LIST_FILTERS],
  fields: [
    { name: "firstName" },
    { name: "lastName" },
    { name: "email", type: "email" },
    { name: "phone", type: "tel" },
    { name: "position" },
    { name: "resortId", type: "select", options: { rows: "resort" } },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "hourlyRate", type: "decimal" },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "isActive", type: "checkbox" },
    { name: "note", type: "textarea" },
  ],
});

export const workLogScreen = defineScreen(workLogResource, {
  labels: "employees.fields",
  columns: [
    { key: "date", sort: "date", type: "date" },
    { key: "employeeId", type: "enum", options: { rows: "employee" } },
    { key: "start" },
    { key: "end" },
    { key: "hours", sort: "hours", type: "number" },
    { key: "note" },
  ],
  filters: [
    { key: "employeeId", type: "select", options: { rows: "employee" } },
    { key: "from", type: "date" },
    { key: "to", type: "date" },
  ],
  fields: [
    { name: "employeeId", type: "select", options: { rows: "employee" } },
    { name: "date", type: "date", initial: "today" },
    { name: "start", type: "time" },
    { name: "end", type: "time" },
    { name: "hours", type: "decimal" },
    { name: "note", type: "textarea" },
  ],
});
