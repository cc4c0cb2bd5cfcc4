// The asset share (GET /api/bookings/assetShare, the page /finance/assetshare; feature connect):
// the bookings arriving in a period that span a resort and a vessel (a stay beside a trip), each
// with its revenue split between them by the rule of revenue-split.ts, and the sums per asset and
// currency. Revenue is what a firm booking costs (confirmed or settled) and what a cancelled one
// still bills (a cancellation fee). A read: the page is cut after the split, so the sums cover
// every booking of the period.
import { calendarDate, isoDate } from "../../core/dates";
import { db, type Prisma } from "../../core/db";
import { sum, type Decimal } from "../../core/money";
import { bookingLabel, bookingNumberSelect } from "../booking/states";
import { assetNames, assetOfBooking, byAsset } from "./finance-report";
import type { AssetRef, AssetShareQuery, AssetView } from "./report-schemas";
import { assetKeyOf, splitRevenue, type PriceAsset } from "./revenue-split";

/** Bookings whose revenue is shared: firm ones, and cancelled ones that still bill something. */
const revenueBookings = {
  OR: [{ state: { in: ["confirmed", "resolved"] } }, { state: "aborted", total: { not: 0 } }],
} satisfies Prisma.BookingWhereInput;

/** Bookings on a resort and a vessel: by their rooms and cabins, or by their own resort and vessel. */
const spanningBookings = {
  AND: [
    { OR: [{ resortId: { not: null } }, { rooms: { some: { room: { resortId: { not: null } } } } }] },
    { OR: [{ vesselId: { not: null } }, { rooms: { some: { room: { vesselId: { not: null } } } } }] },
  ],
} satisfies Prisma.BookingWhereInput;

const select = {
  ...bookingNumberSelect,
  state: true,
  type: true,
  resortId: true,
  vesselId: true,
  dateFrom: true,
  dateTo: true,
  currency: true,
  total: true,
  customer: { select: { fullName: true } },
  rooms: {
    select: {
      id: true,
      dateFrom: true,
      dateTo: true,
      active: true,
      room: { select: { resortId: true, vesselId: true } },
    },
  },
  calculationLines: { where: { billable: true }, select: { key: true, total: true, source: true } },
} satisfies Prisma.BookingSelect;
type Row = Prisma.BookingGetPayload<{ select: typeof select }>;

export type AssetShareOf = { asset: AssetView; nights: number; lines: string; byNights: string; total: string };

const money = (d: Decimal) => d.toFixed(2);

/** The prices a booking's lines name (supplements, services, the taxes of a price): their assets. */
async function priceAssetsOf(rows: readonly Row[]): Promise<Map<number, PriceAsset>> {
  const ids = new Set<number>();
  for (const r of rows)
    for (const l of r.calculationLines) {
      const s = l.source as { kind?: unknown; priceId?: unknown };
      if (typeof s?.priceId === "number") ids.add(s.priceId);
      const tax = s?.kind === "tax" ? /^tax:(\d+)/.exec(l.key) : null;
      if (tax) ids.add(Number(tax[1]));
    }
  if (!ids.size) return new Map();
  const prices = await db().price.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, type: true, resortId: true, vesselId: true },
  });
  return new Map(
    prices.map((p) => [p.id, { kind: p.type, id: p.type === "resort" ? p.resortId : p.vesselId } as PriceAsset]),
  );
}

/** Its rooms' assets and dates: the rooms it holds (a cancelled booking's: those it held). */
function roomsOf(r: Row) {
  const held = r.rooms.some((x) => x.active) ? r.rooms.filter((x) => x.active) : r.rooms;
  return held.flatMap((x) => {
    const asset: AssetRef | null =
      x.room.resortId != null
        ? { kind: "resort", id: x.room.resortId }
        : x.room.vesselId != null
          ? { kind: "vessel", id: x.room.vesselId }
          : null;
    return asset ? [{ bookingRoomId: x.id, asset, dateFrom: isoDate(x.dateFrom), dateTo: isoDate(x.dateTo) }] : [];
  });
}

/** GET /api/bookings/assetShare: a page of the bookings with their shares, and the sums of all. */
export async function assetShare(q: AssetShareQuery) {
  const rows = await db().booking.findMany({
    where: {
      AND: [{ dateFrom: { gte: calendarDate(q.from), lte: calendarDate(q.to) } }, revenueBookings, spanningBookings],
    },
    select,
    orderBy: [{ dateFrom: "asc" }, { id: "asc" }],
  });
  const priceAssets = await priceAssetsOf(rows);
  const split = rows.map((r) => {
    const own = assetOfBooking(r);
    return {
      r,
      shares: splitRevenue({
        currency: r.currency,
        total: r.total,
        rooms: roomsOf(r),
        lines: r.calculationLines,
        priceAssets,
        own: own ? { asset: own, dateFrom: isoDate(r.dateFrom), dateTo: isoDate(r.dateTo) } : null,
      }),
    };
  });

  const refs = split.flatMap((s) => s.shares.map((x) => x.asset));
  const names = await assetNames(refs);
  const view = (a: AssetRef): AssetView => names.get(assetKeyOf(a)) ?? { ...a, name: assetKeyOf(a) };

  // the sums per asset and currency, over every booking of the period
  const sums = new Map<
    string,
    { asset: AssetView; currency: string; bookings: number; nights: number; shares: Decimal[] }
  >();
  for (const { r, shares } of split)
    for (const s of shares) {
      const key = `${assetKeyOf(s.asset)}|${r.currency}`;
      const x = sums.get(key) ?? { asset: view(s.asset), currency: r.currency, bookings: 0, nights: 0, shares: [] };
      x.bookings++;
      x.nights += s.nights;
      x.shares.push(s.total);
      sums.set(key, x);
    }
  const totals = [...sums.values()]
    .sort((a, b) => byAsset(a.asset, b.asset) || a.currency.localeCompare(b.currency))
    .map((x) => ({
      asset: x.asset,
      currency: x.currency,
      bookings: x.bookings,
      nights: x.nights,
      total: money(sum(x.shares)),
    }));

  const data = split.slice((q.page - 1) * q.size, q.page * q.size).map(({ r, shares }) => ({
    id: r.id,
    number: bookingLabel(r),
    state: r.state,
    customer: r.customer?.fullName || null,
    dateFrom: isoDate(r.dateFrom),
    dateTo: isoDate(r.dateTo),
    currency: r.currency,
    total: money(r.total),
    shares: shares.map((s): AssetShareOf => ({
      asset: view(s.asset),
      nights: s.nights,
      lines: money(s.lines),
      byNights: money(s.byNights),
      total: money(s.total),
    })),
  }));
  return { data, total: split.length, page: q.page, size: q.size, totals };
}

export type AssetSharePage = Awaited<ReturnType<typeof assetShare>>;
