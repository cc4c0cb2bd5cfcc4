// Booking configuration: sources and categories (with colours), terms of payment, commission.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { csvColumns, HAND_ORDERED, readWriteAccess } from "../../resources/list-parts";
import { color, date, i18nText, name, optional, sortOrder } from "../../resources/fields";
import { money, nonNegativeInt, percent, text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";
import { cancellationStepsSchema } from "./cancellation-fee";
import { ID_COLUMN, SORT_AND_ACTIVE_FIELDS } from "../../resources/screen-parts";

const access = readWriteAccess("bookings.read", "bookings.update");

export const bookingSourceResource = defineResource({
  name: "bookingsource",
  model: "bookingSource",
  access,
  create: z.object({
    name: name(80),
    color: optional(color()),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
  }),
  ...HAND_ORDERED,
  filters: { isActive: { kind: "bool" } },
  csv: csvColumns("bookingConfig.fields", ["id", "name", "color", "isActive"]),
  references: [{ model: "booking", field: "sourceId", label: "bookings" }],
  copy: (s) => ({ name: `${s.name} (2)` }),
});

export const bookingCategoryResource = defineResource({
  ...bookingSourceResource,
  name: "bookingcategory",
  model: "bookingCategory",
  create: z.object({
    name: name(80),
    color: color().default("#0e7490"),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
  }),
  references: [{ model: "booking", field: "categoryId", label: "bookings" }],
});

export const termsResource = defineResource({
  name: "terms",
  model: "termsOfPayment",
  access,
  create: z.object({
    name: name(80),
    description: i18nText(),
    depositPercent: percent().default("0"),
    depositDueDays: nonNegativeInt({ max: 365 }).default(7),
    restDueDaysBeforeArrival: nonNegativeInt({ max: 365 }).default(30),
    // what cancelling costs: steps of days before arrival and a percentage of the total
    cancellationSteps: cancellationStepsSchema.default([]),
    isDefault: z.boolean().default(false),
    isActive: z.boolean().default(true),
  }),
  search: ["name"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", depositPercent: "depositPercent" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("terms.fields", [
    "id",
    "name",
    "depositPercent",
    "depositDueDays",
    "restDueDaysBeforeArrival",
    "isDefault",
  ]),
  references: [
    { model: "booking", field: "termsOfPaymentId", label: "bookings" },
    { model: "price", field: "termsOfPaymentId", label: "prices" },
    { model: "price", field: "defaultTermsOfPaymentId", label: "pricesDefaultTerms" },
  ],
  copy: (t) => ({ name: `${t.name} (2)`, isDefault: false }),
  // one default: the terms made the default take the place of the one before
  afterWrite: async (row, { action, tx }) => {
    if (action !== "delete" && row.isDefault)
      await tx.termsOfPayment.updateMany({
        where: { id: { not: row.id }, isDefault: true },
        data: { isDefault: false },
      });
  },
});

/**
 * The reasons a commission is given that the list names in the user's language (commission.reasons);
 * a reason is free text (the spec's default "customer"), so one typed otherwise shows as typed.
 */
export const COMMISSION_REASONS = ["customer", "agency", "employee"] as const;

export const commissionResource = defineResource({
  name: "commission",
  model: "commission",
  access,
  create: z.object({
    name: name(80),
    reason: text({ min: 1, max: 40 }).default("customer"),
    message: optional(text({ max: 500 })),
    percent: percent().default("0"),
    // a fixed commission the agency keeps: never negative (as on a booking's commission/{commission})
    value: optional(money().refine((v) => !v.startsWith("-"), "validation.nonNegative")),
    useTerms: z.boolean().default(false),
    date: optional(date()),
    includeCommission: z.boolean().default(false),
    isActive: z.boolean().default(true),
  }),
  dateFields: ["date"],
  search: ["name", "reason"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", percent: "percent" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("commission.fields", ["id", "name", "reason", "percent", "value", "useTerms", "includeCommission"]),
  copy: (c) => ({ name: `${c.name} (2)` }),
});

export const BOOKING_CONFIG_RESOURCES = [
  bookingSourceResource,
  bookingCategoryResource,
  termsResource,
  commissionResource,
];

const sourceOrCategory = (def: typeof bookingSourceResource | typeof bookingCategoryResource) =>
  defineScreen(def, {
    labels: "bookingConfig.fields",
    columns: [
      { key: "name", sort: "name" },
      { key: "color", type: "color" },
      { key: "isActive", type: "bool" },
      { key: "sort", sort: "sort", type: "number" },
      ID_COLUMN,
    ],
    filters: [{ key: "isActive", type: "bool" }],
    fields: [{ name: "name" }, { name: "color", type: "color" }, ...SORT_AND_ACTIVE_FIELDS],
  });
export const bookingSourceScreen = sourceOrCategory(bookingSourceResource);
export const bookingCategoryScreen = sourceOrCategory(bookingCategoryResource);

export const termsScreen = defineScreen(termsResource, {
  labels: "terms.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "depositPercent", sort: "depositPercent", type: "percent" },
    { key: "depositDueDays", type: "number" },
    { key: "restDueDaysBeforeArrival", type: "number" },
    { key: "isDefault", type: "bool" },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [{ key: "isActive", type: "bool" }],
  fields: [
    { name: "name" },
    { name: "depositPercent", type: "decimal" },
    { name: "depositDueDays", type: "number" },
    { name: "restDueDaysBeforeArrival", type: "number" },
    { name: "cancellationSteps", type: "cancellationSteps", hint: "terms.hints.cancellationSteps" },
    { name: "isDefault", type: "checkbox" },
    { name: "isActive", type: "checkbox" },
    { name: "description", type: "i18n" },
  ],
});

export const commissionScreen = defineScreen(commissionResource, {
  labels: "commission.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "reason", type: "enum", options: { enum: COMMISSION_REASONS, labels: "commission.reasons" } },
    { key: "percent", sort: "percent", type: "percent" },
    // money: a record has no currency of its own, so the operator's default (as the supplements list)
    { key: "value", type: "money" },
    { key: "useTerms", type: "bool" },
    { key: "includeCommission", type: "bool" },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [{ key: "isActive", type: "bool" }],
  fields: [
    { name: "name" },
    { name: "reason", hint: "commission.hints.reason" },
    { name: "percent", type: "decimal" },
    { name: "value", type: "decimal", hint: "commission.hints.value" },
    { name: "date", type: "date", hint: "commission.hints.date" },
    { name: "useTerms", type: "checkbox" },
    { name: "includeCommission", type: "checkbox" },
    { name: "isActive", type: "checkbox" },
    { name: "message", type: "textarea", hint: "commission.hints.message" },
  ],
});
