// Field builders and access rules shared by the pricing resources (prices, variants, supplements,
// specials and their groups): amounts that may not be negative, date ranges, id references, and
// the one check that every foreign currency has an exchange rate.
import { z } from "zod";
import type { Feature } from "../../access/features";
import { AppError, type FieldIssue } from "../../core/errors";
import { isoDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { defaultCurrency } from "../../core/operator";
import { date, optional } from "../../resources/fields";
import { id, money } from "../../validation/validators";
import { rateTable } from "./currency";

/** Prices and specials are written with price.update; the booking staff read them. */
export const PRICING_ACCESS = {
  read: ["price.update", "bookings.update"],
  create: ["price.update"],
  update: ["price.update"],
  delete: ["price.update"],
} as const;
/** Who may look prices up (the resort and schedule price endpoints): pricing and booking staff. */
export const PRICE_LOOKUP_SCOPES = ["price.update", "bookings.read", "bookings.create", "bookings.update"] as const;
export const PRICING_FEATURES: Feature[] = ["resort", "vessel"];

/** An exact amount (at most 2 places) that is not negative: "a negative price" is a 400. */
export const amount = () => money().refine((v) => !v.startsWith("-"), "validation.nonNegative");

/** A database id ("12" from a form, 12 from the API): the one id validator. */
export { id };
export const optionalId = () => optional(id());

/** { from, to } with from <= to (both calendar dates, inclusive). */
export const dateRange = () =>
  z
    .object({ from: date(), to: date() })
    .refine((r) => r.from <= r.to, { path: ["to"], message: "validation.dateRange" });

/** Issues for a from/to pair given as two fields: to before from. */
export function rangeIssue(from: unknown, to: unknown, path = "validTo"): FieldIssue[] {
  const f = from instanceof Date ? isoDate(from) : from;
  const t = to instanceof Date ? isoDate(to) : to;
  return typeof f === "string" && typeof t === "string" && f > t ? [{ path, message: "validation.dateRange" }] : [];
}

export function assertNoIssues(issues: FieldIssue[]): void {
  if (issues.length) throw new AppError("VALIDATION_ERROR", undefined, { fields: issues });
}

/** The first element of each id that is not among `known`, as field issues at `path`. */
export function unknownIds(path: string, given: readonly number[], known: Iterable<number>): FieldIssue[] {
  const set = new Set(known);
  const missing = given.findIndex((x) => !set.has(x));
  return missing < 0 ? [] : [{ path: `${path}.${missing}`, message: "validation.unknownReference" }];
}

/**
 * Every currency named must be a known currency and, unless it is the operator's default
 * currency, have an exchange rate to it (directly, inverted or through one other currency, as
 * the engine converts). `pairs` name further pairs that must convert (a price's currency to each
 * currency it may be sold in). Answers field issues ("validation.noExchangeRate").
 */
export async function currencyIssues(
  tx: Tx,
  fields: Record<string, string | readonly string[] | null | undefined>,
  pairs: { path: string; from: string; to: string }[] = [],
): Promise<FieldIssue[]> {
  const named = Object.entries(fields).flatMap(([path, v]) =>
    v == null ? [] : typeof v === "string" ? [{ path, code: v }] : v.map((code, i) => ({ path: `${path}.${i}`, code })),
  );
  if (!named.length && !pairs.length) return [];
  const [known, rates, base] = await Promise.all([
    tx.currency.findMany({ select: { code: true } }),
    tx.exchangeRate.findMany({ select: { fromCode: true, toCode: true, rate: true, validFrom: true } }),
    defaultCurrency(tx),
  ]);
  const codes = new Set(known.map((c) => c.code));
  const table = rateTable(
    rates.map((r) => ({ from: r.fromCode, to: r.toCode, rate: r.rate, validFrom: isoDate(r.validFrom) })),
  );
  // a rate of any day counts: the booking's day decides which one converts
  const converts = (from: string, to: string) => table.rate(from, to, "9999-12-31") !== null;
  const issues: FieldIssue[] = [];
  for (const n of named) {
    if (!codes.has(n.code)) issues.push({ path: n.path, message: "validation.unknownCurrency" });
    else if (!converts(n.code, base)) issues.push({ path: n.path, message: "validation.noExchangeRate" });
  }
  for (const p of pairs)
    if (!issues.some((i) => i.path === p.path) && !converts(p.from, p.to))
      issues.push({ path: p.path, message: "validation.noExchangeRate" });
  return issues;
}

/** Asset references: a resort or vessel id that exists. */
export async function assetIssues(
  tx: Tx,
  o: { resortId?: number | null; vesselId?: number | null },
): Promise<FieldIssue[]> {
  const [resort, vessel] = await Promise.all([
    o.resortId ? tx.resort.findUnique({ where: { id: o.resortId }, select: { id: true } }) : true,
    o.vesselId ? tx.vessel.findUnique({ where: { id: o.vesselId }, select: { id: true } }) : true,
  ]);
  return [
    ...(resort ? [] : [{ path: "resortId", message: "validation.unknownReference" }]),
    ...(vessel ? [] : [{ path: "vesselId", message: "validation.unknownReference" }]),
  ];
}

/**
 * The schema of a change: every field optional and without its default, so a change names only
 * what it changes (schema defaults are for creates).
 */
export function withoutDefaults<S extends z.ZodObject<any>>(schema: S) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, f]) => {
      const field = f as z.ZodType;
      return [k, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional()];
    }),
  );
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof S["shape"]]: z.ZodOptional<z.ZodType<z.output<S["shape"][K]>>>;
  }>;
}

/** The room and cabin types a price's entries may name: those of its resort or vessel (of any, when it has none). */
export const priceRoomTypesWhere = (price: { type: string; resortId: number | null; vesselId: number | null }) =>
  price.type === "vessel"
    ? { vesselId: price.vesselId ?? { not: null } }
    : { resortId: price.resortId ?? { not: null } };
