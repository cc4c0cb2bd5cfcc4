// Price lookups for a resort and a vessel's departure (the resort and schedule price endpoints):
// which price the engine takes on a day and why the others not, the entry a room or cabin type
// gets, the entries over a date range, a departure's price per cabin type and the price of the
// whole vessel (full charter). Each asks the engine's own choice, never a second implementation.
import { z } from "zod";
import { isoDate, calendarDate, addCalendarDays } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { roundMoney, type Decimal } from "../../core/money";
import { defaultCurrency, operatorToday } from "../../core/operator";
import { currencyCode, date, isoCountryCode, optional } from "../../resources/fields";
import { candidatePrices, resolveEntry } from "./accommodation";
import { calculateBooking } from "./calculate";
import { buildContext } from "./context";
import { convert } from "./currency";
import { dayNumber } from "./dates";
import { ENGINE_PRICE_SELECT, ENGINE_SCHEDULE_SELECT, toEnginePrice } from "./engine-rows";
import { CHANNELS } from "./enums";
import { assertNoIssues, currencyIssues, id, optionalId } from "./fields";
import { pricingInputFor } from "./load-pricing";
import { ENTRY_SELECT, presentEntry } from "./price-resource";
import type { BookingSnapshot, Price, PricingInput } from "./types";

export const priceQuery = z.object({
  /** the arrival day; default today where the resort is */
  date: optional(date()),
  channel: z.enum(CHANNELS).default("Booking"),
  /** convert values into this currency (it needs an exchange rate) */
  currency: optional(currencyCode()),
  /** the guest's market (address country) */
  country: optional(isoCountryCode()),
  roomTypeId: optionalId(),
});
export type PriceQuery = z.output<typeof priceQuery>;

export const rangeQuery = z
  .object({ from: optional(date()), to: optional(date()), roomTypeId: optionalId() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "validation.dateRange" });

const summary = (p: Price) => ({
  id: p.id,
  name: p.name,
  status: p.status,
  type: p.type,
  calculationType: p.calculationType,
  valid: p.valid ?? null,
  currency: p.currency,
  isAvailableToOTA: p.isAvailableToOTA ?? false,
});

async function resortOf(tx: Tx, resortId: number) {
  const r = await tx.resort.findUnique({ where: { id: resortId }, select: { id: true, timezone: true } });
  if (!r) throw new AppError("RESORT_NOT_FOUND", "errors.RESORT_NOT_FOUND", { values: { id: resortId } });
  return r;
}

async function scheduleOf(tx: Tx, scheduleId: number) {
  const s = await tx.schedule.findUnique({
    where: { id: scheduleId },
    select: { ...ENGINE_SCHEDULE_SELECT, vessel: { select: { timezone: true } } },
  });
  if (!s) throw notFound();
  return s;
}

async function pricesOf(tx: Tx, type: "resort" | "vessel", assetId: number): Promise<Price[]> {
  const key = type === "resort" ? "resortId" : "vesselId";
  const rows = await tx.price.findMany({
    where: { type, OR: [{ [key]: assetId }, { [key]: null }] },
    select: ENGINE_PRICE_SELECT,
    orderBy: { id: "asc" },
  });
  return rows.map(toEnginePrice);
}

async function checkedCurrency(tx: Tx, currency: string | null | undefined): Promise<string> {
  if (!currency) return defaultCurrency(tx);
  assertNoIssues(await currencyIssues(tx, { currency }));
  return currency;
}

/** A booking with nothing in it, for asking the engine which price it would take. */
function emptyBooking(o: {
  type: "resort" | "vessel";
  assetId: number;
  from: string;
  to: string;
  bookingDate: string;
  channel: BookingSnapshot["channel"];
  currency: string;
  country?: string | null;
  schedule?: BookingSnapshot["schedule"];
}): BookingSnapshot {
  return {
    type: o.type,
    dateFrom: o.from,
    dateTo: o.to,
    bookingDate: o.bookingDate,
    channel: o.channel,
    resortId: o.type === "resort" ? o.assetId : null,
    vesselId: o.type === "vessel" ? o.assetId : null,
    currency: o.currency,
    schedule: o.schedule ?? null,
    // the market is the agency's country when no guest is named
    agency: o.country ? { id: 0, commissionPercent: 0, country: o.country } : null,
    rooms: [],
    guests: [],
  };
}

/** The candidates in the engine's order and why the others are out. */
function choose(input: PricingInput) {
  return candidatePrices(buildContext(input));
}

/** GET /api/resort/findPrice/{resort}: the price the engine takes for an arrival, and why not the others. */
export async function findResortPrice(resortId: number, q: PriceQuery, tx?: Tx) {
  return transaction(
    async (tx) => {
      const resort = await resortOf(tx, resortId);
      const day = q.date ?? (await operatorToday(resort, tx));
      const currency = await checkedCurrency(tx, q.currency);
      const prices = await pricesOf(tx, "resort", resortId);
      const booking = emptyBooking({
        type: "resort",
        assetId: resortId,
        from: day,
        to: addCalendarDays(day, 1),
        bookingDate: await operatorToday(resort, tx),
        channel: q.channel,
        currency,
        country: q.country,
      });
      const { ordered, explain } = choose({ booking, prices, specials: [] });
      const chosen = q.roomTypeId
        ? ordered.find((p) => resolveEntry(p, dayNumber(day), q.roomTypeId!) !== null)
        : ordered[0];
      return {
        resortId,
        date: day,
        price: chosen ? summary(chosen) : null,
        candidates: explain.map((c) => ({ ...c, chosen: c.priceId === chosen?.id })),
      };
    },
    { tx },
  );
}

/** GET /api/resort/{resort}/prices: every price of the resort (and those for every resort). */
export async function resortPrices(resortId: number, tx?: Tx) {
  return transaction(
    async (tx) => {
      await resortOf(tx, resortId);
      return (await pricesOf(tx, "resort", resortId)).map((p) => ({
        ...summary(p),
        resortId: p.resortId ?? null,
        periods: p.periods,
      }));
    },
    { tx },
  );
}

type EntryAnswer = {
  roomTypeId: number;
  roomTypeName: string;
  priceId: number | null;
  priceName: string | null;
  calculationType: string | null;
  periodId: number | null;
  periodName: string | null;
  entryId: number | null;
  /** "entry" (the type's own), "shared" (the period's for every type), "basePrice", or null: no price */
  source: "entry" | "shared" | "basePrice" | null;
  per: string | null;
  value: Decimal | null;
  currency: string | null;
  /** the value in the asked currency, at today's rate */
  converted: Decimal | null;
  variants: Record<string, unknown>;
};

/** The entry of each room type on a day: the first price (in the engine's order) that has one. */
function entriesOn(
  ordered: Price[],
  day: string,
  roomTypes: { id: number; name: string }[],
  input: PricingInput,
  currency: string,
): EntryAnswer[] {
  const ctx = buildContext(input);
  return roomTypes.map((rt) => {
    for (const p of ordered) {
      const res = resolveEntry(p, dayNumber(day), rt.id);
      if (!res) continue;
      const converted = convert(res.value, p.currency, currency, ctx.rates, ctx.rateDay);
      return {
        roomTypeId: rt.id,
        roomTypeName: rt.name,
        priceId: p.id,
        priceName: p.name,
        calculationType: p.calculationType,
        periodId: res.period?.id ?? null,
        periodName: res.period?.name ?? null,
        entryId: res.entry?.id ?? null,
        source: res.entry ? (res.shared ? "shared" : "entry") : "basePrice",
        per: res.per,
        value: res.value,
        currency: p.currency,
        converted: converted ? roundMoney(converted, currency) : null,
        variants: res.entry?.variants ?? {},
      };
    }
    return {
      roomTypeId: rt.id,
      roomTypeName: rt.name,
      priceId: null,
      priceName: null,
      calculationType: null,
      periodId: null,
      periodName: null,
      entryId: null,
      source: null,
      per: null,
      value: null,
      currency: null,
      converted: null,
      variants: {},
    };
  });
}

/** The prices, exchange rates and settings for `booking`, without specials (lookups show list prices). */
const lookupInput = (tx: Tx, booking: BookingSnapshot) => pricingInputFor(tx, booking, { specials: false });

/** GET /api/resort/findPriceEntry/{resort}: per room type (or the one asked), the entry of the day. */
export async function findResortPriceEntry(resortId: number, q: PriceQuery, tx?: Tx) {
  return transaction(
    async (tx) => {
      const resort = await resortOf(tx, resortId);
      const today = await operatorToday(resort, tx);
      const day = q.date ?? today;
      const currency = await checkedCurrency(tx, q.currency);
      const roomTypes = await tx.roomType.findMany({
        where: { resortId, ...(q.roomTypeId ? { id: q.roomTypeId } : {}) },
        select: { id: true, name: true },
        orderBy: [{ sort: "asc" }, { id: "asc" }],
      });
      if (q.roomTypeId && !roomTypes.length)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "roomTypeId", message: "validation.unknownReference" }],
        });
      const booking = emptyBooking({
        type: "resort",
        assetId: resortId,
        from: day,
        to: addCalendarDays(day, 1),
        bookingDate: today,
        channel: q.channel,
        currency,
        country: q.country,
      });
      const input = await lookupInput(tx, booking);
      const { ordered } = choose(input);
      return { resortId, date: day, currency, entries: entriesOn(ordered, day, roomTypes, input, currency) };
    },
    { tx },
  );
}

/** GET /api/resort/{resort}/entries: the entries of the resort's prices whose periods meet [from, to]. */
export async function resortEntries(
  resortId: number,
  q: { from?: string | null; to?: string | null; roomTypeId?: number | null },
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      await resortOf(tx, resortId);
      const [entries, roomTypes] = await Promise.all([
        tx.priceEntry.findMany({
          where: {
            price: { type: "resort", OR: [{ resortId }, { resortId: null }] },
            period: {
              ...(q.to ? { from: { lte: calendarDate(q.to) } } : {}),
              ...(q.from ? { to: { gte: calendarDate(q.from) } } : {}),
            },
            ...(q.roomTypeId ? { OR: [{ roomTypeId: q.roomTypeId }, { roomTypeId: null }] } : {}),
          },
          select: {
            id: true,
            roomTypeId: true,
            per: true,
            value: true,
            variants: { select: { variantId: true, value: true } },
            price: { select: { id: true, name: true, status: true, currency: true, calculationType: true } },
            period: { select: { id: true, name: true, from: true, to: true, override: true } },
          },
          orderBy: [{ period: { from: "asc" } }, { priceId: "asc" }, { roomTypeId: "asc" }],
        }),
        tx.roomType.findMany({ where: { resortId }, select: { id: true, name: true } }),
      ]);
      const names = new Map(roomTypes.map((r) => [r.id, r.name]));
      return entries.map((e) => ({
        id: e.id,
        priceId: e.price.id,
        priceName: e.price.name,
        priceStatus: e.price.status,
        calculationType: e.price.calculationType,
        currency: e.price.currency,
        periodId: e.period.id,
        periodName: e.period.name,
        from: isoDate(e.period.from),
        to: isoDate(e.period.to),
        override: e.period.override,
        roomTypeId: e.roomTypeId,
        roomTypeName: e.roomTypeId != null ? (names.get(e.roomTypeId) ?? null) : null,
        per: e.per,
        value: e.value,
        variants: Object.fromEntries(e.variants.map((v) => [v.variantId, v.value])),
      }));
    },
    { tx },
  );
}

/** The booking a departure's lookups ask the engine about. */
async function departure(tx: Tx, scheduleId: number, q: { channel?: PriceQuery["channel"]; currency?: string | null }) {
  const s = await scheduleOf(tx, scheduleId);
  const currency = await checkedCurrency(tx, q.currency);
  const today = await operatorToday(s.vessel, tx);
  const from = isoDate(s.from);
  const to = isoDate(s.to);
  const booking = emptyBooking({
    type: "vessel",
    assetId: s.vesselId,
    from,
    to,
    bookingDate: today,
    channel: q.channel ?? "Booking",
    currency,
    schedule: {
      id: s.id,
      tourId: s.tourId,
      tourName: s.tour.name,
      vesselId: s.vesselId,
      departureDate: from,
      returnDate: to,
    },
  });
  const input = await lookupInput(tx, booking);
  return { s, from, to, currency, input, nights: Math.max(0, dayNumber(to) - dayNumber(from)) };
}

/**
 * GET /api/schedules/{id}/price: per cabin type, the entry of the departure day and what one
 * unit (a cabin or a person, as the entry says) costs for the whole trip, in `currency`.
 */
export async function schedulePrice(scheduleId: number, q: Pick<PriceQuery, "channel" | "currency">, tx?: Tx) {
  return transaction(
    async (tx) => {
      const d = await departure(tx, scheduleId, q);
      const cabinTypes = await tx.roomType.findMany({
        where: { vesselId: d.s.vesselId },
        select: { id: true, name: true },
        orderBy: [{ sort: "asc" }, { id: "asc" }],
      });
      const { ordered, explain } = choose(d.input);
      const entries = entriesOn(ordered, d.from, cabinTypes, d.input, d.currency).map((e) => ({
        ...e,
        // a unit price is per night: the trip costs it for every night
        trip:
          e.converted == null
            ? null
            : e.calculationType === "unit"
              ? roundMoney(e.converted.times(d.nights), d.currency)
              : e.converted,
      }));
      return {
        scheduleId,
        tourId: d.s.tourId,
        from: d.from,
        to: d.to,
        nights: d.nights,
        currency: d.currency,
        cabinTypes: entries,
        // chosen: the price that priced at least one cabin type
        candidates: explain.map((c) => ({ ...c, chosen: entries.some((e) => e.priceId === c.priceId) })),
      };
    },
    { tx },
  );
}

export const scheduleEntryQuery = z.object({
  schedule: id(),
  roomType: optionalId(),
  currency: optional(currencyCode()),
  channel: z.enum(CHANNELS).default("Booking"),
});

/** GET /api/schedules/priceEntry?schedule=&roomType=: the entry a cabin type gets on a departure. */
export async function schedulePriceEntry(q: z.output<typeof scheduleEntryQuery>, tx?: Tx) {
  return transaction(
    async (tx) => {
      const d = await departure(tx, q.schedule, q);
      const cabinTypes = await tx.roomType.findMany({
        where: { vesselId: d.s.vesselId, ...(q.roomType ? { id: q.roomType } : {}) },
        select: { id: true, name: true },
        orderBy: [{ sort: "asc" }, { id: "asc" }],
      });
      if (q.roomType && !cabinTypes.length)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "roomType", message: "validation.unknownReference" }],
        });
      const { ordered } = choose(d.input);
      return {
        scheduleId: q.schedule,
        date: d.from,
        currency: d.currency,
        entries: entriesOn(ordered, d.from, cabinTypes, d.input, d.currency),
      };
    },
    { tx },
  );
}

export const fullCharterQuery = z.object({
  schedule: id(),
  currency: optional(currencyCode()),
});

/**
 * GET /api/schedules/fullCharterPrice?schedule=&currency=: the whole vessel for the departure,
 * every active cabin taken whole with every bed filled, calculated by the engine without specials.
 */
export async function fullCharterPrice(q: z.output<typeof fullCharterQuery>, tx?: Tx) {
  return transaction(
    async (tx) => {
      const d = await departure(tx, q.schedule, q);
      const cabins = await tx.room.findMany({
        where: { vesselId: d.s.vesselId, isActive: true },
        select: {
          id: true,
          name: true,
          roomTypeId: true,
          roomType: { select: { name: true, surcharge: true, surchargeType: true } },
          _count: { select: { beds: { where: { active: true } } } },
        },
        orderBy: [{ sort: "asc" }, { id: "asc" }],
      });
      const booking: BookingSnapshot = {
        ...d.input.booking,
        rooms: cabins.map((c) => ({
          id: c.id,
          roomId: c.id,
          roomName: c.name,
          roomTypeId: c.roomTypeId,
          roomTypeName: c.roomType.name,
          roomTypeSurcharge: { value: c.roomType.surcharge, type: c.roomType.surchargeType },
          exclusive: true,
          beds: c._count.beds,
          noOfPax: c._count.beds,
        })),
      };
      const result = calculateBooking({ ...d.input, booking });
      return {
        scheduleId: q.schedule,
        from: d.from,
        to: d.to,
        currency: d.currency,
        cabins: cabins.length,
        persons: cabins.reduce((n, c) => n + c._count.beds, 0),
        total: result.total,
        todo: result.todo,
        todos: result.todos,
        lines: result.lines.filter((l) => l.billable || l.type === "text"),
      };
    },
    { tx },
  );
}

/** GET /api/price/entry/{id}: one entry with its period, its price and its room or cabin type. */
export async function priceEntryById(entryId: number, tx?: Tx) {
  return transaction(
    async (tx) => {
      const e = await tx.priceEntry.findUnique({
        where: { id: entryId },
        select: {
          ...ENTRY_SELECT,
          period: { select: { id: true, name: true, from: true, to: true, override: true } },
          price: { select: { id: true, name: true, type: true, status: true, currency: true, calculationType: true } },
        },
      });
      if (!e) throw notFound();
      const roomType =
        e.roomTypeId != null
          ? await tx.roomType.findUnique({ where: { id: e.roomTypeId }, select: { id: true, name: true } })
          : null;
      return {
        ...presentEntry(e),
        period: { ...e.period, from: isoDate(e.period.from), to: isoDate(e.period.to) },
        roomType,
      };
    },
    { tx },
  );
}
