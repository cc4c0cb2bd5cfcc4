// Price variants (/pricevariant): ways a guest is priced other than by the plain entry, a child up
// to an age or one person alone in a room for more (single use), with an adjustment of the entry
// (percent or amount) where an entry names no value of its own for the variant.
import { z } from "zod";
import { i18nText, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { defineResource } from "../../resources/types";
import { money, nonNegativeInt, text } from "../../validation/validators";
import { PRICING_ACCESS, PRICING_FEATURES } from "./fields";

export const VARIANT_ADJUST_TYPES = ["percent", "absolute"] as const;

export const priceVariantResource = defineResource({
  name: "pricevariant",
  model: "priceVariant",
  access: PRICING_ACCESS,
  features: PRICING_FEATURES,
  create: z
    .object({
      key: text({ min: 1, max: 40 }).regex(/^[a-z0-9_-]+$/i, "validation.code"),
      name: name(80),
      maxAge: optional(nonNegativeInt().max(120, `validation.max|{"max":120}`)),
      singleUse: z.boolean().default(false),
      adjustType: optional(z.enum(VARIANT_ADJUST_TYPES)),
      /** percent (-50: half) or an amount per entry unit; may be negative */
      adjustValue: optional(money()),
      description: i18nText(),
      sort: sortOrder(),
    })
    .refine((v) => (v.adjustType == null) === (v.adjustValue == null), {
      path: ["adjustValue"],
      message: "validation.adjustBoth",
    })
    .refine((v) => v.adjustType !== "percent" || v.adjustValue == null || Number(v.adjustValue) >= -100, {
      path: ["adjustValue"],
      message: `validation.min|{"min":-100}`,
    }),
  update: z.object({
    key: text({ min: 1, max: 40 })
      .regex(/^[a-z0-9_-]+$/i, "validation.code")
      .optional(),
    name: name(80).optional(),
    maxAge: optional(nonNegativeInt().max(120, `validation.max|{"max":120}`)),
    singleUse: z.boolean().optional(),
    adjustType: optional(z.enum(VARIANT_ADJUST_TYPES)),
    adjustValue: optional(money()),
    description: i18nText().optional(),
    sort: z.coerce.number().int().min(-100000).max(100000).optional(),
  }),
  search: ["name", "key"],
  sort: { id: "id", name: "name", key: "key", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  present: (v) => ({ ...v, adjust: v.adjustType ? { type: v.adjustType, value: v.adjustValue } : null }),
  csv: ["id", "key", "name", "maxAge", "singleUse", "adjustType", "adjustValue"].map((key) => ({
    key,
    header: `priceVariants.fields.${key}`,
  })),
  copy: (v) => ({ key: `${v.key}-2`, name: `${v.name} (2)` }),
});

export const priceVariantScreen = defineScreen(priceVariantResource, {
  labels: "priceVariants.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "key", sort: "key", type: "code" },
    { key: "maxAge", type: "number" },
    { key: "singleUse", type: "bool" },
    { key: "adjustType", type: "enum", options: { enum: VARIANT_ADJUST_TYPES, labels: "priceVariants.adjustTypes" } },
    { key: "adjustValue", type: "number" },
    { key: "sort", sort: "sort", type: "number", hidden: true },
    { key: "id", sort: "id", type: "number", hidden: true },
  ],
  fields: [
    { name: "name" },
    { name: "key", hint: "priceVariants.hints.key" },
    { name: "maxAge", type: "number", hint: "priceVariants.hints.maxAge" },
    { name: "singleUse", type: "checkbox", hint: "priceVariants.hints.singleUse" },
    {
      name: "adjustType",
      type: "select",
      options: { enum: VARIANT_ADJUST_TYPES, labels: "priceVariants.adjustTypes" },
    },
    { name: "adjustValue", type: "decimal", hint: "priceVariants.hints.adjustValue" },
    { name: "sort", type: "number" },
    { name: "description", type: "i18n" },
  ],
});
