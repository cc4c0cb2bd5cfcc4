// Price variants (/pricevariant): ways a guest is priced other than by the plain entry, a child up
// to an age or one person alone in a room for more (single use), with an adjustment of the entry
// (percent or amount) where an entry names no value of its own for the variant.
import { z } from "zod";
import type { FieldIssue } from "../../core/errors";
import { i18nText, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { csvColumns } from "../../resources/list-parts";
import { money, nonNegativeInt, text } from "../../validation/validators";
import { assertNoIssues, PRICING_ACCESS, PRICING_FEATURES } from "./fields";

export const VARIANT_ADJUST_TYPES = ["percent", "absolute"] as const;

/** The fields of a variant; create takes them all, an update any of them. */
const key = () => text({ min: 1, max: 40 }).regex(/^[a-z0-9_-]+$/i, "validation.code");
const maxAge = () => optional(nonNegativeInt({ max: 120 }));
const adjustType = () => optional(z.enum(VARIANT_ADJUST_TYPES));
/**
 * percent (-50: half) or an amount per entry unit; may be negative (an amount off), and the
 * calculation never takes the varied value below 0 (docs/pricing.md, section 2)
 */
const adjustValue = () => optional(money());

type Adjust = { adjustType?: string | null; adjustValue?: unknown };

/**
 * The rules of a variant as a whole: an adjustment names both its type and its value, and a
 * percentage takes at most the whole price away (-100), never a negative price. Checked on create
 * and, against the stored row, on update.
 */
export function variantIssues(v: Adjust): FieldIssue[] {
  if ((v.adjustType == null) !== (v.adjustValue == null))
    return [{ path: "adjustValue", message: "validation.adjustBoth" }];
  if (v.adjustType === "percent" && v.adjustValue != null && Number(v.adjustValue) < -100)
    return [{ path: "adjustValue", message: `validation.min|{"min":-100}` }];
  return [];
}

const checked = (v: Adjust, ctx: z.RefinementCtx) => {
  for (const i of variantIssues(v)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
};

export const priceVariantResource = defineResource({
  name: "pricevariant",
  model: "priceVariant",
  access: PRICING_ACCESS,
  features: PRICING_FEATURES,
  create: z
    .object({
      key: key(),
      name: name(80),
      maxAge: maxAge(),
      singleUse: z.boolean().default(false),
      adjustType: adjustType(),
      adjustValue: adjustValue(),
      description: i18nText(),
      sort: sortOrder(),
    })
    .superRefine(checked),
  // what is given; the whole (given over stored) is checked by the create's rules in prepare
  update: z
    .object({
      key: key().optional(),
      name: name(80).optional(),
      maxAge: maxAge(),
      singleUse: z.boolean().optional(),
      adjustType: adjustType(),
      adjustValue: adjustValue(),
      description: i18nText().optional(),
      sort: z.coerce.number().int().min(-100000).max(100000).optional(),
    })
    .superRefine((v, ctx) => {
      // both given: decidable here already (the stored row is not needed)
      if (v.adjustType !== undefined && v.adjustValue !== undefined) checked(v, ctx);
    }),
  prepare: (data, ctx) => {
    if (ctx.action === "update") {
      const given = Object.fromEntries(Object.entries(data).filter(([, x]) => x !== undefined));
      assertNoIssues(variantIssues({ ...ctx.existing, ...given }));
    }
    return data;
  },
  search: ["name", "key"],
  sort: { id: "id", name: "name", key: "key", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  present: (v) => ({ ...v, adjust: v.adjustType ? { type: v.adjustType, value: v.adjustValue } : null }),
  presented: (row) =>
    row.extend({
      adjust: z.object({ type: row.shape.adjustType.unwrap(), value: row.shape.adjustValue }).nullable(),
    }),
  csv: csvColumns("priceVariants.fields", ["id", "key", "name", "maxAge", "singleUse", "adjustType", "adjustValue"]),
  copy: (v) => ({ key: `${v.key}-2`, name: `${v.name} (2)` }),
  // a price that offers it, or a guest who books it: deleting it would change their prices silently
  references: [
    { model: "price", field: "variants", relation: true, label: "prices" },
    { model: "bookingGuest", field: "variantId", label: "bookingGuests" },
  ],
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
    ID_COLUMN,
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
