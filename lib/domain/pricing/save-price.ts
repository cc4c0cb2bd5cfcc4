// Creating, changing and copying a season price with its periods and entries (the price grid),
// in one transaction with its audit row. The price row is locked while its periods are checked
// and written, so two operators saving the same grid cannot create overlapping periods.
import { z } from "zod";
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { calendarDate, isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound, type FieldIssue } from "../../core/errors";
import { defaultCurrency } from "../../core/operator";
import { serialize } from "../../resources/engine";
import { date, name, optional } from "../../resources/fields";
import { crossCheck } from "../../validation/validators";
import { ENTRY_PER } from "./enums";
import { amount, assertNoIssues, id, optionalId, PRICING_ACCESS, priceRoomTypesWhere, withoutDefaults } from "./fields";
import { periodIssues } from "./periods";
import { PRICE_DETAIL_SELECT, preparePriceHeader, priceHeader, priceResource, validityInOrder } from "./price-resource";

const periodInput = z.object({
  id: optionalId(),
  name: name(80),
  from: date(),
  to: date(),
  /** a holiday inside a season: allowed to lie within another period, and wins for its nights */
  override: z.boolean().default(false),
  sort: z.coerce.number().int().min(0).max(10000).optional(),
});

/** Variant values as { variantId: value } or [{ variantId, value }]. */
const variantValues = z
  .union([
    z.record(z.string().regex(/^\d+$/, "validation.unknownReference"), amount()),
    z.array(z.object({ variantId: id(), value: amount() })).max(50),
  ])
  .transform((v) =>
    Array.isArray(v)
      ? v.map((x) => ({ variantId: x.variantId, value: x.value }))
      : Object.entries(v).map(([k, value]) => ({ variantId: Number(k), value })),
  );

const entryInput = z
  .object({
    id: optionalId(),
    /** an existing period of this price ... */
    periodId: optionalId(),
    /** ... or the position of a period in this request's `periods` */
    periodIndex: optional(z.coerce.number().int().min(0).max(1000)),
    /** null: every room type without an entry of its own */
    roomTypeId: optionalId(),
    per: z.enum(ENTRY_PER).default("room"),
    value: amount(),
    variants: variantValues.default([]),
  })
  .refine((e) => e.periodId != null || e.periodIndex != null, { path: ["periodId"], message: "validation.required" });

const grid = {
  periods: z.array(periodInput).max(200).optional(),
  entries: z.array(entryInput).max(5000).optional(),
};

/** POST /api/price: the header with, optionally, periods and entries. */
export const priceCreateInput = crossCheck(priceHeader.extend(grid), validityInOrder);
/** POST /api/price/{id}: the fields it names; periods and entries, when given, replace the stored ones. */
export const priceUpdateInput = crossCheck(withoutDefaults(priceHeader).extend(grid), validityInOrder);
export type PriceCreateInput = z.output<typeof priceCreateInput>;
export type PriceUpdateInput = z.output<typeof priceUpdateInput>;
type Grid = { periods?: z.output<typeof periodInput>[]; entries?: z.output<typeof entryInput>[] };

function authorize(actor: Principal, action: "create" | "update") {
  if (hasSome(actor, PRICING_ACCESS[action])) return;
  throw new AppError(actor.isGuest ? "UNAUTHORIZED" : "FORBIDDEN");
}

function splitGrid<T extends Grid>(input: T): { header: Omit<T, "periods" | "entries">; grid: Grid } {
  const { periods, entries, ...header } = input;
  return { header, grid: { periods, entries } };
}

export async function createPrice(input: PriceCreateInput, actor: Principal, tx?: Tx) {
  authorize(actor, "create");
  return transaction(
    async (tx) => {
      const { header, grid } = splitGrid(input);
      const data = await preparePriceHeader(
        { ...header, currency: header.currency ?? (await defaultCurrency(tx)) },
        { action: "create", tx },
      );
      const row = await tx.price.create({ data: data as never, select: { id: true } });
      await writeGrid(tx, row.id, grid);
      await auditBy(tx, actor, { action: "price.created", entity: "price", entityId: row.id });
      return loadPrice(tx, row.id);
    },
    { tx },
  );
}

/**
 * Changes the named header fields; `periods` and `entries`, when given, replace the stored ones
 * (rows with an id are kept and changed, the rest created, the missing ones deleted).
 */
export async function updatePrice(priceId: number, input: PriceUpdateInput, actor: Principal, tx?: Tx) {
  authorize(actor, "update");
  return transaction(
    async (tx) => {
      await lockPrice(tx, priceId);
      const existing = await tx.price.findUnique({ where: { id: priceId } });
      if (!existing) throw notFound();
      const { header, grid } = splitGrid(input);
      if (Object.keys(header).length) {
        const data = await preparePriceHeader(header, { action: "update", existing, tx });
        await tx.price.update({ where: { id: priceId }, data: data as never });
        // values for variants the price no longer has go with them
        if (header.variantIds)
          await tx.priceEntryVariant.deleteMany({
            where: { entry: { priceId }, variantId: { notIn: header.variantIds } },
          });
      }
      const assetChanged = ["type", "resortId", "vesselId"].some((k) => k in header);
      await writeGrid(tx, priceId, grid, assetChanged);
      await auditBy(tx, actor, { action: "price.updated", entity: "price", entityId: priceId });
      return loadPrice(tx, priceId);
    },
    { tx },
  );
}

/** A copy of a price with its periods, entries, variant values, variants and supplements (as a draft). */
export async function copyPrice(priceId: number, actor: Principal, tx?: Tx) {
  authorize(actor, "create");
  return transaction(
    async (tx) => {
      const p = await tx.price.findUnique({ where: { id: priceId }, select: PRICE_DETAIL_SELECT });
      if (!p) throw notFound();
      const { id: _id, createdAt: _c, updatedAt: _u, periods, entries, variants, supplements, commission, ...cols } = p;
      const copy = await tx.price.create({
        data: {
          ...cols,
          commission: commission ?? undefined,
          description: cols.description ?? {},
          name: `${p.name} (2)`,
          status: "draft",
          variants: { connect: variants },
          supplements: { connect: supplements },
        },
        select: { id: true },
      });
      await writeGrid(tx, copy.id, {
        periods: periods.map((x) => ({ ...x, id: undefined, from: isoDate(x.from), to: isoDate(x.to) })),
        entries: entries.map((e) => ({
          periodIndex: periods.findIndex((x) => x.id === e.periodId),
          roomTypeId: e.roomTypeId,
          per: e.per,
          value: e.value.toString(),
          variants: e.variants.map((v) => ({ variantId: v.variantId, value: v.value.toString() })),
        })),
      });
      await auditBy(tx, actor, { action: "price.copied", entity: "price", entityId: copy.id, data: { from: priceId } });
      return loadPrice(tx, copy.id);
    },
    { tx },
  );
}

/** The price as GET /api/price/{id} answers it. */
export async function loadPrice(tx: Tx, priceId: number) {
  const row = await tx.price.findUnique({ where: { id: priceId }, select: PRICE_DETAIL_SELECT });
  if (!row) throw notFound();
  return serialize(priceResource, row);
}

/** Holds the price row until the transaction ends: one grid save per price at a time. */
async function lockPrice(tx: Tx, priceId: number) {
  await tx.$queryRaw`SELECT id FROM "Price" WHERE id = ${priceId} FOR UPDATE`;
}

/** Room and cabin types an entry of this price may name: those of its resort or vessel. */
async function roomTypesOf(tx: Tx, price: { type: string; resortId: number | null; vesselId: number | null }) {
  const where = priceRoomTypesWhere(price);
  return (await tx.roomType.findMany({ where, select: { id: true } })).map((r) => r.id);
}

/**
 * Writes the periods and entries given (each list replaces the stored one) after checking them
 * together with what stays: no overlapping periods, entries of this price's periods, room types
 * and variants, one entry per period and room type.
 */
async function writeGrid(tx: Tx, priceId: number, grid: Grid, checkStored = false) {
  const price = await tx.price.findUniqueOrThrow({
    where: { id: priceId },
    select: {
      type: true,
      resortId: true,
      vesselId: true,
      variants: { select: { id: true } },
      periods: { select: { id: true, name: true, from: true, to: true, override: true } },
    },
  });
  const issues: FieldIssue[] = [];
  const stored = price.periods.map((p) => ({ ...p, from: isoDate(p.from), to: isoDate(p.to) }));
  const periods: { id?: number | null; name: string; from: string; to: string }[] = grid.periods ?? stored;
  if (grid.periods) {
    issues.push(...periodIssues(grid.periods));
    grid.periods.forEach((p, i) => {
      if (p.id != null && !stored.some((s) => s.id === p.id))
        issues.push({ path: `periods.${i}.id`, message: "validation.unknownReference" });
    });
  }
  const roomTypes = new Set(await roomTypesOf(tx, price));
  const variantIds = new Set(price.variants.map((v) => v.id));
  const seen = new Map<string, number>();
  grid.entries?.forEach((e, i) => {
    const period =
      e.periodIndex != null ? periods[e.periodIndex] : periods.find((p) => p.id != null && p.id === e.periodId);
    if (!period) issues.push({ path: `entries.${i}.periodId`, message: "validation.unknownReference" });
    if (e.roomTypeId != null && !roomTypes.has(e.roomTypeId))
      issues.push({ path: `entries.${i}.roomTypeId`, message: "validation.unknownReference" });
    const badVariant = e.variants.findIndex((v) => !variantIds.has(v.variantId));
    if (badVariant >= 0) issues.push({ path: `entries.${i}.variants`, message: "validation.unknownReference" });
    const key = `${period ? periods.indexOf(period) : `?${i}`}:${e.roomTypeId ?? "*"}`;
    if (seen.has(key)) issues.push({ path: `entries.${i}.roomTypeId`, message: "validation.duplicateEntry" });
    seen.set(key, i);
  });
  if (!grid.entries && checkStored) {
    // a new resort or vessel: the stored entries must name its room types
    const stored = await tx.priceEntry.findMany({ where: { priceId }, select: { roomTypeId: true } });
    if (stored.some((e) => e.roomTypeId != null && !roomTypes.has(e.roomTypeId)))
      issues.push({
        path: price.type === "vessel" ? "vesselId" : "resortId",
        message: "validation.entriesOfOtherAsset",
      });
  }
  assertNoIssues(issues);

  // periods: change the kept ones, create the new ones, delete the rest (their entries go with them)
  let periodIds = stored.map((p) => p.id as number);
  if (grid.periods) {
    const keep = grid.periods.filter((p) => p.id != null).map((p) => p.id as number);
    await tx.pricePeriod.deleteMany({ where: { priceId, id: { notIn: keep } } });
    const fresh = grid.periods.filter((p) => p.id == null);
    const created = fresh.length
      ? await tx.pricePeriod.createManyAndReturn({
          data: fresh.map((p) => ({
            priceId,
            name: p.name,
            from: calendarDate(p.from),
            to: calendarDate(p.to),
            override: p.override,
            sort: p.sort ?? grid.periods!.indexOf(p),
          })),
          select: { id: true },
        })
      : [];
    for (const [i, p] of grid.periods.entries()) {
      if (p.id == null) continue;
      const s = stored.find((x) => x.id === p.id)!;
      if (s.name === p.name && s.from === p.from && s.to === p.to && s.override === p.override && p.sort == null)
        continue;
      await tx.pricePeriod.update({
        where: { id: p.id },
        data: {
          name: p.name,
          from: calendarDate(p.from),
          to: calendarDate(p.to),
          override: p.override,
          sort: p.sort ?? i,
        },
      });
    }
    let next = 0;
    periodIds = grid.periods.map((p) => p.id ?? created[next++].id);
  }
  if (!grid.entries) return;

  const periodOf = (e: z.output<typeof entryInput>) =>
    e.periodIndex != null ? periodIds[e.periodIndex] : (e.periodId as number);
  const current = await tx.priceEntry.findMany({
    where: { priceId },
    select: { id: true, periodId: true, roomTypeId: true, per: true, value: true },
  });
  const byCell = new Map(current.map((c) => [`${c.periodId}:${c.roomTypeId ?? "*"}`, c]));
  const wanted = grid.entries.map((e) => ({ ...e, periodId: periodOf(e) }));
  const kept = new Set<number>();
  const toCreate: typeof wanted = [];
  const entryIds: number[] = [];
  for (const e of wanted) {
    const c = byCell.get(`${e.periodId}:${e.roomTypeId ?? "*"}`);
    if (!c) {
      toCreate.push(e);
      continue;
    }
    kept.add(c.id);
    entryIds.push(c.id);
    if (c.per !== e.per || !c.value.eq(e.value))
      await tx.priceEntry.update({ where: { id: c.id }, data: { per: e.per, value: e.value } });
  }
  await tx.priceEntry.deleteMany({ where: { priceId, id: { notIn: [...kept] } } });
  const created = toCreate.length
    ? await tx.priceEntry.createManyAndReturn({
        data: toCreate.map((e) => ({
          priceId,
          periodId: e.periodId,
          roomTypeId: e.roomTypeId ?? null,
          per: e.per,
          value: e.value,
        })),
        select: { id: true, periodId: true, roomTypeId: true },
      })
    : [];
  // variant values: replaced for every entry written
  const idOf = new Map(
    [...current.filter((c) => kept.has(c.id)), ...created].map((c) => [`${c.periodId}:${c.roomTypeId ?? "*"}`, c.id]),
  );
  const values = wanted.flatMap((e) =>
    e.variants.map((v) => ({
      entryId: idOf.get(`${e.periodId}:${e.roomTypeId ?? "*"}`)!,
      variantId: v.variantId,
      value: v.value,
    })),
  );
  if (entryIds.length) await tx.priceEntryVariant.deleteMany({ where: { entryId: { in: entryIds } } });
  if (values.length) await tx.priceEntryVariant.createMany({ data: values });
}
