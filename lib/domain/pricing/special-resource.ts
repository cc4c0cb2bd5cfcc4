// Specials (/specials) and their groups (/specialsgroup). A special is checked as a whole by the
// engine's validateSpecial on every write (a change is merged with the stored special first), so
// a rule naming an unknown dimension, an operator that does not fit it or a value of the wrong
// shape is a 400 naming rules.{i}.dimension, .operator or .value, and nothing is written.
import { z } from "zod";
import { calendarDate, isoDate } from "../../core/dates";
import { Prisma } from "../../core/db";
import type { FieldIssue } from "../../core/errors";
import { delegate } from "../../resources/engine";
import { color, currencyCode, i18nText, ids, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { defineResource, type WriteContext } from "../../resources/types";
import { csvColumns, HAND_ORDERED } from "../../resources/list-parts";
import { wireDate } from "../../validation/wire";
import { calendarDateField, text } from "../../validation/validators";
import {
  CHANNELS,
  DISCOUNT_TYPES,
  EFFECT_TARGETS,
  SPECIAL_KINDS,
  SPECIAL_FLAG_DEFAULTS,
  SPECIAL_SCOPES,
  STATUSES,
} from "./enums";
import {
  amount,
  assertNoIssues,
  currencyIssues,
  dateRange,
  optionalId,
  PRICING_ACCESS,
  PRICING_FEATURES,
  unknownIds,
} from "./fields";
import { RULE_ID_MODELS, ruleReferences, unknownRuleCountries, validateSpecial, type RuleIdDimension } from "./rules";

export const specialsGroupResource = defineResource({
  name: "specialsgroup",
  model: "specialsGroup",
  access: PRICING_ACCESS,
  features: PRICING_FEATURES,
  create: z.object({
    name: name(80),
    description: optional(text({ max: 500 })),
    color: optional(color()),
    sort: sortOrder(),
  }),
  ...HAND_ORDERED,
  csv: csvColumns("specialsGroups.fields", ["id", "name", "description", "sort"]),
  references: [{ model: "special", field: "groupId", label: "specials" }],
  // a special whose rule names the group (SpecialsGroup) would silently stop matching
  referencedBy: async (id, tx) => [{ resource: "specialRules", count: await specialsNaming(tx, "SpecialsGroup", id) }],
  copy: (g) => ({ name: `${g.name} (2)` }),
});

export const SPECIAL_FLAGS = Object.keys(SPECIAL_FLAG_DEFAULTS) as (keyof typeof SPECIAL_FLAG_DEFAULTS)[];

export const specialInput = z.object({
  name: name(),
  description: i18nText(),
  status: z.enum(STATUSES).default("draft"),
  kind: z.enum(SPECIAL_KINDS).default("special"),
  dateRange: optional(dateRange()),
  /** the range's days as flat fields, as a special answers them (dateRange wins when both come) */
  dateFrom: optional(calendarDateField()),
  dateTo: optional(calendarDateField()),
  /** checked by the rule engine (validateSpecial), which names each wrong part */
  rules: z.array(z.unknown()).max(50).default([]),
  discount: z.enum(DISCOUNT_TYPES).default("PerCent"),
  discountValue: amount().default("0"),
  currency: optional(currencyCode()),
  target: z.enum(EFFECT_TARGETS).default("ChangeRoomPrice"),
  scope: z.enum(SPECIAL_SCOPES).default("Booking"),
  channels: z.array(z.enum(CHANNELS)).max(CHANNELS.length).default([]),
  groupId: optionalId(),
  productCategoryIds: ids(),
  sort: sortOrder(),
  ...(Object.fromEntries(Object.entries(SPECIAL_FLAG_DEFAULTS).map(([k, v]) => [k, z.boolean().default(v)])) as {
    [K in keyof typeof SPECIAL_FLAG_DEFAULTS]: z.ZodDefault<z.ZodBoolean>;
  }),
  includeIn: ids(),
});

/** A stored special as the engine's validateSpecial reads it. */
function asSpecial(row: Record<string, any>) {
  const { dateFrom, dateTo, discountValue, ...rest } = row;
  return {
    ...rest,
    discountValue: discountValue == null ? undefined : String(discountValue),
    dateRange: dateFrom ? { from: isoDate(dateFrom), to: isoDate(dateTo) } : null,
  };
}

/**
 * The flat dateFrom/dateTo as the dateRange they stand for (the other day kept from the stored
 * special on an update); a reversed or half range is a 400 naming the field.
 */
function flatRange(input: Record<string, unknown>, existing: Record<string, any> | undefined) {
  const { dateFrom, dateTo, ...data } = input;
  if (!("dateFrom" in input || "dateTo" in input) || "dateRange" in input) return data;
  const old = existing?.dateFrom ? { from: isoDate(existing.dateFrom), to: isoDate(existing.dateTo) } : null;
  // the engine has made the date fields (dateFields) Dates by now
  const day = (v: unknown) => (v instanceof Date ? isoDate(v) : ((v as string | null | undefined) ?? null));
  const from = "dateFrom" in input ? day(dateFrom) : (old?.from ?? null);
  const to = "dateTo" in input ? day(dateTo) : (old?.to ?? null);
  if (from === null && to === null) return { ...data, dateRange: null };
  if (from === null || to === null)
    assertNoIssues([{ path: from === null ? "dateFrom" : "dateTo", message: "validation.required" }]);
  if (from! > to!) assertNoIssues([{ path: "dateTo", message: "validation.dateRange" }]);
  return { ...data, dateRange: { from, to } };
}

/** A rule naming a resort, group, agency ... that does not exist would never match: 400 at its value. */
async function unknownRuleIds(tx: WriteContext["tx"], rules: unknown): Promise<FieldIssue[]> {
  const refs = ruleReferences(rules);
  const found = await Promise.all(
    refs.map(async (r) => {
      const rows = await delegate(RULE_ID_MODELS[r.dimension], tx).findMany({
        where: { id: { in: r.ids } },
        select: { id: true },
      });
      return new Set(rows.map((row) => row.id as number));
    }),
  );
  return refs.flatMap((r, n) =>
    r.ids.some((id) => !found[n].has(id))
      ? [{ path: `rules.${r.index}.value`, message: "validation.unknownReference" }]
      : [],
  );
}

/** How many specials have a rule naming `id` under `dimension` (a group, a resort ...). */
export async function specialsNaming(tx: WriteContext["tx"], dimension: RuleIdDimension, id: number) {
  const [{ n }] = await tx.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Special" s
    WHERE EXISTS (
      SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(s.rules) = 'array' THEN s.rules ELSE '[]'::jsonb END) r
      WHERE r->>'dimension' = ${dimension}
        AND (r->'value' = to_jsonb(${id}::int) OR (jsonb_typeof(r->'value') = 'array' AND r->'value' @> jsonb_build_array(${id}::int))))`);
  return n;
}

async function prepareSpecial(input: Record<string, unknown>, ctx: WriteContext) {
  if (ctx.action === "copy") return input;
  const data = flatRange(input, ctx.existing);
  const { tx } = ctx;
  const merged = { ...(ctx.existing ? asSpecial(ctx.existing) : {}), ...data };
  const groupId = data.groupId as number | null | undefined;
  const includeIn = data.includeIn as number[] | undefined;
  const categories = data.productCategoryIds as number[] | undefined;
  const [currency, group, specials, cats, ruleIssues] = await Promise.all([
    currencyIssues(tx, { currency: data.currency as string | null | undefined }),
    groupId ? tx.specialsGroup.findUnique({ where: { id: groupId }, select: { id: true } }) : true,
    includeIn?.length ? tx.special.findMany({ where: { id: { in: includeIn } }, select: { id: true } }) : [],
    categories?.length ? tx.productCategory.findMany({ where: { id: { in: categories } }, select: { id: true } }) : [],
    "rules" in data ? unknownRuleIds(tx, data.rules) : [],
  ]);
  const issues: FieldIssue[] = [
    ...validateSpecial(merged),
    ...currency,
    ...(group ? [] : [{ path: "groupId", message: "validation.unknownReference" }]),
    ...ruleIssues,
    ...("rules" in data ? unknownRuleCountries(data.rules) : []),
    ...(includeIn
      ? unknownIds(
          "includeIn",
          includeIn,
          specials.map((s) => s.id).filter((x) => x !== ctx.existing?.id),
        )
      : []),
    ...(categories
      ? unknownIds(
          "productCategoryIds",
          categories,
          cats.map((c) => c.id),
        )
      : []),
  ];
  assertNoIssues(issues);
  const out = { ...data };
  if ("dateRange" in data) {
    const r = data.dateRange as { from: string; to: string } | null;
    out.dateFrom = r ? calendarDate(r.from) : null;
    out.dateTo = r ? calendarDate(r.to) : null;
    delete out.dateRange;
  }
  return out;
}

export const specialResource = defineResource({
  name: "specials",
  model: "special",
  access: PRICING_ACCESS,
  features: PRICING_FEATURES,
  create: specialInput,
  search: ["name"],
  filters: {
    status: { kind: "enum", values: STATUSES },
    kind: { kind: "enum", values: SPECIAL_KINDS },
    target: { kind: "enum", values: EFFECT_TARGETS },
    discount: { kind: "enum", values: DISCOUNT_TYPES },
    groupId: { kind: "int" },
  },
  sort: { id: "id", name: "name", status: "status", sort: "sort", dateFrom: "dateFrom" },
  defaultSort: { key: "sort", order: "asc" },
  present: (s) => ({
    ...s,
    dateRange: s.dateFrom ? { from: isoDate(s.dateFrom), to: isoDate(s.dateTo) } : null,
  }),
  presented: (row) => row.extend({ dateRange: z.object({ from: wireDate, to: wireDate }).nullable() }),
  dateFields: ["dateFrom", "dateTo"],
  csv: ["id", "name", "status", "kind", "discount", "discountValue", "target", "scope", "dateFrom", "dateTo"].map(
    (key) => ({ key, header: `specials.fields.${key}` }),
  ),
  copy: (s) => ({ name: `${s.name} (2)`, status: "draft" }),
  // a booking staff added it to (or took it off), or a special that names it in includeIn
  references: [
    { model: "bookingSpecial", field: "specialId", label: "bookings" },
    { model: "special", field: "includeIn", list: true, label: "specials" },
  ],
  prepare: prepareSpecial,
  description: "Specials (offers, surcharges, agency commission changes) with their rules, checked by the rule engine.",
});

export const specialsGroupScreen = defineScreen(specialsGroupResource, {
  labels: "specialsGroups.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "description" },
    { key: "color", type: "color" },
    { key: "sort", sort: "sort", type: "number" },
    ID_COLUMN,
  ],
  fields: [
    { name: "name" },
    { name: "color", type: "color" },
    { name: "sort", type: "number" },
    { name: "description", type: "textarea" },
  ],
});

export const specialScreen = defineScreen(specialResource, {
  labels: "specials.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "status", sort: "status", type: "enum", options: { enum: STATUSES, labels: "prices.status" } },
    { key: "kind", type: "enum", options: { enum: SPECIAL_KINDS, labels: "pricing.kinds" } },
    { key: "discount", type: "enum", options: { enum: DISCOUNT_TYPES, labels: "pricing.discountTypes" } },
    { key: "discountValue", type: "number" },
    { key: "target", type: "enum", options: { enum: EFFECT_TARGETS, labels: "pricing.targets" } },
    { key: "scope", type: "enum", options: { enum: SPECIAL_SCOPES, labels: "pricing.scopes" } },
    { key: "groupId", type: "enum", options: { rows: "specialsGroup" } },
    { key: "dateFrom", sort: "dateFrom", type: "date", hidden: true },
    { key: "dateTo", type: "date", hidden: true },
    { key: "autoAdd", type: "bool", hidden: true },
    { key: "sort", sort: "sort", type: "number", hidden: true },
    ID_COLUMN,
  ],
  filters: [
    { key: "status", type: "select", options: { enum: STATUSES, labels: "prices.status" } },
    { key: "kind", type: "select", options: { enum: SPECIAL_KINDS, labels: "pricing.kinds" } },
    { key: "target", type: "select", options: { enum: EFFECT_TARGETS, labels: "pricing.targets" } },
    { key: "groupId", type: "select", options: { rows: "specialsGroup" } },
  ],
  // the editor page adds the date range and the rule editor to these
  fields: [
    { name: "name" },
    { name: "status", type: "select", options: { enum: STATUSES, labels: "prices.status" } },
    {
      name: "kind",
      type: "select",
      options: { enum: SPECIAL_KINDS, labels: "pricing.kinds" },
      hint: "specials.hints.kind",
    },
    {
      name: "target",
      type: "select",
      options: { enum: EFFECT_TARGETS, labels: "pricing.targets" },
      hint: "specials.hints.target",
    },
    {
      name: "discount",
      type: "select",
      options: { enum: DISCOUNT_TYPES, labels: "pricing.discountTypes" },
      hint: "specials.hints.discount",
    },
    { name: "discountValue", type: "decimal", hint: "specials.hints.discountValue" },
    {
      name: "scope",
      type: "select",
      options: { enum: SPECIAL_SCOPES, labels: "pricing.scopes" },
      hint: "specials.hints.scope",
    },
    { name: "currency", type: "select", options: "currencies", hint: "specials.hints.currency" },
    { name: "groupId", type: "select", options: { rows: "specialsGroup" } },
    { name: "sort", type: "number", hint: "specials.hints.sort" },
    {
      name: "channels",
      type: "multiselect",
      options: { enum: CHANNELS, labels: "pricing.channels" },
      hint: "specials.hints.channels",
    },
    {
      name: "productCategoryIds",
      type: "multiselect",
      options: { rows: "productCategory" },
      hint: "specials.hints.productCategoryIds",
    },
    ...SPECIAL_FLAGS.map((name) => ({ name, type: "checkbox" as const, hint: `specials.hints.${name}` })),
    { name: "includeIn", type: "multiselect", options: { rows: "special" }, hint: "specials.hints.includeIn" },
    { name: "description", type: "i18n" },
  ],
});
