// Booking configuration: sources and categories (with colours), terms of payment, commission.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { color, i18nText, name, optional, sortOrder } from "../../resources/fields";
import { money, nonNegativeInt, percent, text } from "../../validation/validators";

const access = { read: ["bookings.read"], create: ["bookings.update"], update: ["bookings.update"], delete: ["bookings.update"] } as const;

export const bookingSourceResource = defineResource({
  name: "bookingsource",
  model: "bookingSource",
  access,
  create: z.object({ name: name(80), color: optional(color()), isActive: z.boolean().default(true), sort: sortOrder() }),
  search: ["name"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: ["id", "name", "color", "isActive"].map((key) => ({ key, header: `bookingConfig.fields.${key}` })),
  references: [{ model: "booking", field: "sourceId", label: "bookings" }],
  copy: (s) => ({ name: `${s.name} (2)` }),
});

export const bookingCategoryResource = defineResource({
  ...bookingSourceResource,
  name: "bookingcategory",
  model: "bookingCategory",
  create: z.object({ name: name(80), color: color().default("#0e7490"), isActive: z.boolean().default(true), sort: sortOrder() }),
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
    depositDueDays: nonNegativeInt().max(365, `validation.max|{"max":365}`).default(7),
    restDueDaysBeforeArrival: nonNegativeInt().max(365, `validation.max|{"max":365}`).default(30),
    isDefault: z.boolean().default(false),
    isActive: z.boolean().default(true),
  }),
  search: ["name"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", depositPercent: "depositPercent" },
  defaultSort: { key: "name", order: "asc" },
  csv: ["id", "name", "depositPercent", "depositDueDays", "restDueDaysBeforeArrival", "isDefault"].map((key) => ({ key, header: `terms.fields.${key}` })),
  references: [{ model: "booking", field: "termsOfPaymentId", label: "bookings" }],
  copy: (t) => ({ name: `${t.name} (2)`, isDefault: false }),
});

export const commissionResource = defineResource({
  name: "commission",
  model: "commission",
  access,
  create: z.object({
    name: name(80),
    reason: text({ min: 1, max: 40 }).default("customer"),
    message: optional(text({ max: 500 })),
    percent: percent().default("0"),
    value: optional(money()),
    useTerms: z.boolean().default(false),
    includeCommission: z.boolean().default(false),
    isActive: z.boolean().default(true),
  }),
  search: ["name", "reason"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", percent: "percent" },
  defaultSort: { key: "name", order: "asc" },
  csv: ["id", "name", "reason", "percent", "value", "useTerms", "includeCommission"].map((key) => ({ key, header: `commission.fields.${key}` })),
  copy: (c) => ({ name: `${c.name} (2)` }),
});

export const BOOKING_CONFIG_RESOURCES = [bookingSourceResource, bookingCategoryResource, termsResource, commissionResource];
