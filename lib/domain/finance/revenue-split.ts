// The asset share's rule (pure): how a booking that spans a resort and a vessel shares its revenue.
// A line that belongs to a room or cabin (its price, the price's discount) goes to that room's
// asset; a supplement, a service or a tax of a price goes to the price's asset; every other line
// of the whole booking (tour, products and specials for the booking, lines written by hand, the
// tax of the first price) is split by the nights the booking spends on each asset, and so is what
// rounding the total left over. The shares add up to the booking's total to the cent: each asset's
// part of the split is rounded, the last asset with nights takes the rest.
import { dec, roundMoney, sum, ZERO, type Decimal, type DecimalLike } from "../../core/money";
import type { AssetKind, AssetRef } from "./report-schemas";

export type SplitRoom = { bookingRoomId: number; asset: AssetRef; dateFrom: string; dateTo: string };
export type SplitLine = { key: string; total: DecimalLike; source: unknown };
/** A price's asset: a resort's or vessel's own price, or one for every resort (or vessel): id null. */
export type PriceAsset = { kind: AssetKind; id: number | null };

export type SplitInput = {
  currency: string;
  /** the booking's total (the rounded sum of its billable lines) */
  total: DecimalLike;
  rooms: readonly SplitRoom[];
  /** the booking's billable lines */
  lines: readonly SplitLine[];
  /** the assets of the prices its lines name */
  priceAssets: ReadonlyMap<number, PriceAsset>;
  /** the booking's own asset and its nights: counted when none of its rooms is on it */
  own?: { asset: AssetRef; dateFrom: string; dateTo: string } | null;
};

export type AssetSplit = {
  asset: AssetRef;
  /** the nights the booking spends on it (nights of several rooms at once count once) */
  nights: number;
  /** the lines of its rooms and prices */
  lines: Decimal;
  /** its part of the whole booking's lines, by nights */
  byNights: Decimal;
  total: Decimal;
};

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
export const assetKeyOf = (a: AssetRef) => `${a.kind}:${a.id}`;

/** Resorts before vessels, then by id. */
const order = (a: AssetRef, b: AssetRef) => a.kind.localeCompare(b.kind) || a.id - b.id;

/** The distinct nights of these stays. */
function nightsOf(stays: readonly { dateFrom: string; dateTo: string }[]): number {
  const nights = new Set<number>();
  for (const s of stays) for (let d = dayNumber(s.dateFrom); d < dayNumber(s.dateTo); d++) nights.add(d);
  return nights.size;
}

type Source = { kind?: unknown; bookingRoomId?: unknown; priceId?: unknown };

/** Which asset a line belongs to, or null: a line of the whole booking. */
function assetOfLine(
  line: SplitLine,
  roomAsset: ReadonlyMap<number, AssetRef>,
  priceAssets: ReadonlyMap<number, PriceAsset>,
  assets: readonly AssetRef[],
): AssetRef | null {
  const s = (line.source ?? {}) as Source;
  const ofPrice = (priceId: number): AssetRef | null => {
    const p = priceAssets.get(priceId);
    if (!p) return null;
    // a price for every resort (or vessel): the booking's one asset of that kind, if it has one only
    const candidates = assets.filter((a) => a.kind === p.kind && (p.id === null || a.id === p.id));
    return candidates.length === 1 ? candidates[0] : null;
  };
  if ((s.kind === "price" || s.kind === "priceDiscount") && typeof s.bookingRoomId === "number")
    return roomAsset.get(s.bookingRoomId) ?? null;
  if ((s.kind === "supplement" || s.kind === "service") && typeof s.priceId === "number") return ofPrice(s.priceId);
  // the tax of a price other than the first (totals.ts taxGroups: key "tax:<priceId>")
  const tax = s.kind === "tax" ? /^tax:(\d+)(?::|$)/.exec(line.key) : null;
  if (tax && Number(tax[1]) > 0) return ofPrice(Number(tax[1]));
  return null;
}

/** How the booking's total is shared between its assets (see the top of the file). */
export function splitRevenue(input: SplitInput): AssetSplit[] {
  const byKey = new Map<string, AssetRef>();
  for (const r of input.rooms) byKey.set(assetKeyOf(r.asset), r.asset);
  const own = input.own && !byKey.has(assetKeyOf(input.own.asset)) ? input.own : null;
  if (own) byKey.set(assetKeyOf(own.asset), own.asset);
  const assets = [...byKey.values()].sort(order);
  if (!assets.length) return [];

  const nights = new Map(
    assets.map((a) => {
      const stays = input.rooms.filter((r) => assetKeyOf(r.asset) === assetKeyOf(a));
      return [assetKeyOf(a), nightsOf(own && assetKeyOf(own.asset) === assetKeyOf(a) ? [own] : stays)];
    }),
  );
  const roomAsset = new Map(input.rooms.map((r) => [r.bookingRoomId, r.asset]));
  const direct = new Map(assets.map((a) => [assetKeyOf(a), ZERO]));
  let pool = ZERO;
  for (const line of input.lines) {
    const a = assetOfLine(line, roomAsset, input.priceAssets, assets);
    const key = a ? assetKeyOf(a) : null;
    if (key && direct.has(key)) direct.set(key, direct.get(key)!.plus(dec(line.total)));
    else pool = pool.plus(dec(line.total));
  }
  // what rounding the total left over belongs to the whole booking
  pool = pool.plus(dec(input.total).minus(sum(input.lines.map((l) => dec(l.total)))));

  const allNights = sum([...nights.values()]);
  const withNights = assets.filter((a) => nights.get(assetKeyOf(a))! > 0);
  // no nights anywhere: the whole goes to the booking's own asset (else the first)
  const takers = withNights.length ? withNights : [input.own?.asset ?? assets[0]];
  const last = assetKeyOf(takers[takers.length - 1]);
  const byNights = new Map<string, Decimal>();
  let given = ZERO;
  for (const a of takers) {
    const key = assetKeyOf(a);
    const part =
      key === last ? pool.minus(given) : roundMoney(pool.times(nights.get(key)!).div(allNights), input.currency);
    byNights.set(key, part);
    given = given.plus(part);
  }
  return assets.map((a) => {
    const key = assetKeyOf(a);
    const lines = direct.get(key)!;
    const shared = byNights.get(key) ?? ZERO;
    return { asset: a, nights: nights.get(key)!, lines, byNights: shared, total: lines.plus(shared) };
  });
}
