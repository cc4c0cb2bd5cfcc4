// Accommodation: which price applies (price -> period -> entry -> variant), the room and cabin
// lines it gives per period and variant, the price's own discount and its supplements, and a
// clear "no price" line (with a todo) where nothing matches, never a silent zero.
import { HUNDRED, ONE, ZERO, dec, maxDec, type Decimal } from "../../core/money";
import { customerIds, type Ctx, type PayClass, type Person, type RoomCtx } from "./context";
import { convert } from "./currency";
import { dayNumber, fromDayNumber, inRange } from "./dates";
import type { EntryPer } from "./enums";
import { bookingShares, customerTypeOf, makeLine, personShares, roomShares, type Draft } from "./lines";
import { noRateLine, rateStep, ruleLines } from "./products";
import type { Price, PriceCandidate, PriceEntry, PricePeriod, PriceVariant, Surcharge, Text } from "./types";

// ---------------------------------------------------------------- choosing a price

/** Prices that may price this booking, best first, and why the others may not. */
export function candidatePrices(ctx: Ctx): { ordered: Price[]; explain: PriceCandidate[] } {
  const b = ctx.input.booking;
  const pinned = b.priceId != null ? ctx.input.prices.find((p) => p.id === b.priceId) : undefined;
  if (pinned) {
    return {
      ordered: [pinned],
      explain: ctx.input.prices.map((p) => ({ priceId: p.id, name: p.name, chosen: false, reason: "pinned" as const })),
    };
  }
  const arrival = dayNumber(ctx.arrival);
  const market = ctx.main?.guest?.addressCountry ?? b.agency?.country ?? null;
  const reasonOf = (p: Price): PriceCandidate["reason"] => {
    if (p.status !== "active") return "status";
    if (p.type !== b.type) return "type";
    if (
      b.type === "resort"
        ? p.resortId != null && p.resortId !== b.resortId
        : p.vesselId != null && p.vesselId !== (b.vesselId ?? b.schedule?.vesselId)
    )
      return "asset";
    if (p.valid && !inRange(arrival, p.valid)) return "validity";
    if (b.channel === "OTABooking" && p.isAvailableToOTA !== true) return "channel";
    if (p.countries?.length && !(market && p.countries.map((c) => c.toUpperCase()).includes(market.toUpperCase())))
      return "market";
    if (p.currencies?.length && !p.currencies.map((c) => c.toUpperCase()).includes(ctx.currency)) return "currency";
    return "ok";
  };
  const explain = ctx.input.prices.map((p) => ({ priceId: p.id, name: p.name, chosen: false, reason: reasonOf(p) }));
  const ordered = ctx.input.prices
    .filter((_, i) => explain[i].reason === "ok")
    // the newest valid price wins (a later season beats the standing one), then the lower id
    .sort(
      (a, c) =>
        (c.valid ? dayNumber(c.valid.from) : -Infinity) - (a.valid ? dayNumber(a.valid.from) : -Infinity) ||
        a.id - c.id,
    );
  return { ordered, explain };
}

/**
 * Prices for a resort room on a vessel booking (a stay before or after the trip): the active
 * resort prices of its resort (or of every resort) valid on the room's own arrival, newest first.
 */
function stayPrices(ctx: Ctx, room: RoomCtx): Price[] {
  const resortId = room.room.stayResortId;
  const arrival = dayNumber(room.from);
  return ctx.input.prices
    .filter(
      (p) =>
        p.status === "active" &&
        p.type === "resort" &&
        (p.resortId == null || p.resortId === resortId) &&
        (!p.valid || inRange(arrival, p.valid)) &&
        (!p.currencies?.length || p.currencies.map((c) => c.toUpperCase()).includes(ctx.currency)),
    )
    .sort(
      (a, c) =>
        (c.valid ? dayNumber(c.valid.from) : -Infinity) - (a.valid ? dayNumber(a.valid.from) : -Infinity) ||
        a.id - c.id,
    );
}

type Compiled = {
  periods: { p: PricePeriod; from: number; to: number; len: number }[];
  entries: Map<string, PriceEntry>;
};
const compiledPrices = new WeakMap<Price, Compiled>();

function compiled(price: Price): Compiled {
  let c = compiledPrices.get(price);
  if (!c) {
    const periods = price.periods.map((p) => ({
      p,
      from: dayNumber(p.from),
      to: dayNumber(p.to),
      len: dayNumber(p.to) - dayNumber(p.from),
    }));
    const entries = new Map<string, PriceEntry>();
    for (const e of price.entries) {
      const k = `${e.periodId}:${e.roomTypeId ?? "*"}`;
      if (!entries.has(k)) entries.set(k, e);
    }
    c = { periods, entries };
    compiledPrices.set(price, c);
  }
  return c;
}

/** The period of a night: the shortest one containing it (a holiday inside a season), then list order. */
export function findPeriod(price: Price, day: number): PricePeriod | null {
  let best: Compiled["periods"][number] | null = null;
  for (const x of compiled(price).periods) if (day >= x.from && day <= x.to && (!best || x.len < best.len)) best = x;
  return best?.p ?? null;
}

/** Where a value comes from: the room type's own entry, the period's shared entry, or the base price. */
export type Resolution = {
  period: PricePeriod | null;
  entry: PriceEntry | null;
  shared: boolean;
  value: Decimal;
  per: EntryPer;
};

export function resolveEntry(price: Price, day: number, roomTypeId: number): Resolution | null {
  const period = findPeriod(price, day);
  const c = compiled(price);
  // a night none of the price's periods covers has no price from it (docs/pricing.md, section 2):
  // the base price stands in for a missing entry within a period, not for a missing period. A
  // price without periods (a standing price) is its base price on every night.
  if (!period) {
    if (c.periods.length || !price.basePrice) return null;
    return { period, entry: null, shared: true, value: dec(price.basePrice.value), per: price.basePrice.per };
  }
  const own = c.entries.get(`${period.id}:${roomTypeId}`);
  if (own) return { period, entry: own, shared: false, value: dec(own.value), per: own.per };
  const shared = c.entries.get(`${period.id}:*`);
  if (shared) return { period, entry: shared, shared: true, value: dec(shared.value), per: shared.per };
  if (price.basePrice)
    return { period, entry: null, shared: true, value: dec(price.basePrice.value), per: price.basePrice.per };
  return null;
}

// ---------------------------------------------------------------- values

export function applySurcharge(v: Decimal, s: Surcharge): Decimal {
  return s.type === "percent" ? v.times(HUNDRED.plus(s.value)).div(HUNDRED) : v.plus(s.value);
}

/** The variant a person is priced with: chosen by staff, else a child's (youngest fitting age), else single use. */
export function variantFor(price: Price, person: Person, room: RoomCtx): PriceVariant | null {
  const variants = price.variants ?? [];
  if (variants.length === 0) return null;
  const chosen = person.guest?.variantId;
  if (chosen != null) {
    const v = variants.find((x) => x.id === chosen);
    if (v) return v;
  }
  let child: PriceVariant | null = null;
  if (person.age != null) {
    for (const v of variants)
      if (v.maxAge != null && person.age <= v.maxAge && (!child || v.maxAge < child.maxAge!)) child = v;
  }
  return child ?? singleUseVariant(price, room);
}

function singleUseVariant(price: Price, room: RoomCtx): PriceVariant | null {
  if (!room.room.exclusive || room.persons.length !== 1 || room.room.beds < 2) return null;
  return (price.variants ?? []).find((v) => v.singleUse) ?? null;
}

const fmt = (d: Decimal) => d.toFixed();

/** The unit value of an entry for a variant and room, exact, in the price's currency. */
export function unitValue(
  price: Price,
  res: Resolution,
  variant: PriceVariant | null,
  room: RoomCtx,
): { value: Decimal; steps: Text[] } {
  const steps: Text[] = [];
  let v = res.value;
  steps.push(
    res.entry
      ? {
          key: "pricing.explain.entry",
          values: {
            price: price.name,
            period: res.period?.name ?? "",
            entry: res.entry.id,
            value: fmt(v),
            per: res.per,
            currency: price.currency,
          },
        }
      : {
          key: "pricing.explain.basePrice",
          values: { price: price.name, value: fmt(v), per: res.per, currency: price.currency },
        },
  );
  if (variant) {
    const own = res.entry?.variants?.[variant.id];
    if (own != null) {
      v = dec(own);
      steps.push({ key: "pricing.explain.variantValue", values: { variant: variant.name, value: fmt(v) } });
    } else if (variant.adjust) {
      // an amount off (a child -20) lowers the price to 0 at most: a variant never pays the guest
      v = maxDec(
        ZERO,
        variant.adjust.type === "percent"
          ? v.times(HUNDRED.plus(variant.adjust.value)).div(HUNDRED)
          : v.plus(variant.adjust.value),
      );
      steps.push({
        key: "pricing.explain.variantAdjust",
        values: {
          variant: variant.name,
          adjust: `${fmt(dec(variant.adjust.value))}${variant.adjust.type === "percent" ? "%" : ""}`,
          value: fmt(v),
        },
      });
    }
  }
  if (res.shared && room.room.roomTypeSurcharge && !dec(room.room.roomTypeSurcharge.value).isZero()) {
    v = applySurcharge(v, room.room.roomTypeSurcharge);
    steps.push({
      key: "pricing.explain.roomTypeSurcharge",
      values: {
        roomType: room.room.roomTypeName,
        surcharge: surchargeText(room.room.roomTypeSurcharge),
        value: fmt(v),
      },
    });
  }
  if (price.surcharge && !dec(price.surcharge.value).isZero()) {
    v = applySurcharge(v, price.surcharge);
    steps.push({
      key: "pricing.explain.priceSurcharge",
      values: { surcharge: surchargeText(price.surcharge), value: fmt(v) },
    });
  }
  if (res.per === "room" && !room.room.exclusive) {
    v = v.div(Math.max(1, room.room.beds));
    steps.push({ key: "pricing.explain.perBed", values: { beds: room.room.beds, value: fmt(v) } });
  }
  return { value: v, steps };
}

export const surchargeText = (s: Surcharge): string =>
  s.type === "percent" ? `${fmt(dec(s.value))}%` : fmt(dec(s.value));

// ---------------------------------------------------------------- room lines

type Segment = { from: number; nights: number; res: Resolution | null };

/** Nights of a room grouped into runs priced alike (same period and entry); complete: one run. */
function segments(price: Price, room: RoomCtx, arrival: number): Segment[] {
  if (price.calculationType === "complete")
    return [
      { from: dayNumber(room.from), nights: room.nights, res: resolveEntry(price, arrival, room.room.roomTypeId) },
    ];
  const out: Segment[] = [];
  const start = dayNumber(room.from);
  for (let d = start; d < start + room.nights; d++) {
    const res = resolveEntry(price, d, room.room.roomTypeId);
    const last = out[out.length - 1];
    const same =
      last &&
      (last.res === null
        ? res === null
        : res !== null && last.res.period?.id === res.period?.id && last.res.entry?.id === res.entry?.id);
    if (same) last.nights++;
    else out.push({ from: d, nights: 1, res });
  }
  return out;
}

function payOf(persons: readonly Person[], onsitePrice: boolean): PayClass {
  if (persons.length > 0 && persons.every((p) => p.pay === "free")) return "free";
  if (onsitePrice || (persons.length > 0 && persons.every((p) => p.pay === "onsite"))) return "onsite";
  return "normal";
}

export type RoomPricing = { drafts: Draft[]; priceOf: Map<number, Price> };

/** Lines of every room: price per room (first candidate that prices its arrival), else a notice. */
export function roomLines(ctx: Ctx, ordered: Price[]): RoomPricing {
  const drafts: Draft[] = [];
  const priceOf = new Map<number, Price>();
  for (const room of ctx.rooms) {
    const stay = room.room.stayResortId != null;
    const arrival = ctx.input.booking.type === "vessel" && !stay ? dayNumber(ctx.arrival) : dayNumber(room.from);
    const candidates = stay ? stayPrices(ctx, room) : ordered;
    // a price staff pinned prices every room, also when it has nothing for the arrival day: the
    // nights it covers are priced, the others get the no-price line
    const pinned =
      !stay && ctx.input.booking.priceId != null ? ordered.find((p) => p.id === ctx.input.booking.priceId) : undefined;
    const price = candidates.find((p) => resolveEntry(p, arrival, room.room.roomTypeId) !== null) ?? pinned;
    if (room.nights === 0) continue;
    if (!price) {
      drafts.push(noPriceLine(ctx, room, room.from, room.nights));
      continue;
    }
    priceOf.set(room.room.id, price);
    for (const seg of segments(price, room, arrival)) {
      if (!seg.res) {
        drafts.push(noPriceLine(ctx, room, fromDayNumber(seg.from), seg.nights));
        continue;
      }
      drafts.push(...segmentLines(ctx, price, room, seg, seg.res));
    }
  }
  return { drafts, priceOf };
}

function noPriceLine(ctx: Ctx, room: RoomCtx, from: string, nights: number): Draft {
  const values = { room: room.room.roomName, roomType: room.room.roomTypeName, from, nights };
  ctx.todos.push({ key: "pricing.todo.noPrice", values });
  const key = `room:${room.room.id}:${from}:noPrice`;
  ctx.steps[key] = [{ key: "pricing.explain.noPrice", values }];
  const line = makeLine(ctx, {
    key,
    type: "text",
    text: { key: "pricing.line.noPrice", values },
    amount: 1,
    price: ZERO,
    source: { kind: "notice", reason: "noPrice", bookingRoomId: room.room.id },
    customers: customerIds(room.persons),
  });
  return { line, cls: "info", shares: bookingShares(ZERO) };
}

function segmentLines(ctx: Ctx, price: Price, room: RoomCtx, seg: Segment, res: Resolution): Draft[] {
  const out: Draft[] = [];
  const complete = price.calculationType === "complete";
  const units = complete ? 1 : seg.nights;
  const from = fromDayNumber(seg.from);
  const onsitePrice = price.useOnsiteCurrency === true;
  const baseValues = {
    room: room.room.roomName,
    roomType: room.room.roomTypeName,
    period: res.period?.name ?? "",
    price: price.name,
    nights: seg.nights,
    from,
  };

  const emit = (persons: Person[], pay: PayClass, variant: PriceVariant | null, perRoom: boolean) => {
    const key = `room:${room.room.id}:${from}:${variant?.key ?? "base"}${perRoom ? "" : `:${pay}`}`;
    const { value, steps } = unitValue(price, res, variant, room);
    const converted = convert(value, price.currency, ctx.currency, ctx.rates, ctx.rateDay);
    if (!converted) {
      out.push(noRateLine(ctx, key, price.currency.toUpperCase()));
      return;
    }
    if (price.currency.toUpperCase() !== ctx.currency) steps.push(rateStep(ctx, price.currency.toUpperCase()));
    if (pay === "free") steps.push({ key: "pricing.explain.forFree" });
    const amount = perRoom ? units : units * persons.length;
    const line = makeLine(
      ctx,
      {
        key,
        type: "room_cost",
        amount,
        price: pay === "free" ? ZERO : converted,
        text: {
          key: complete ? "pricing.line.roomTrip" : "pricing.line.roomNights",
          values: { ...baseValues, persons: persons.length, variant: variant?.name ?? "" },
        },
        source: {
          kind: "price",
          priceId: price.id,
          periodId: res.period?.id ?? null,
          entryId: res.entry?.id ?? null,
          variantId: variant?.id ?? null,
          bookingRoomId: room.room.id,
        },
        customers: customerIds(persons),
        customerType: customerTypeOf(pay, persons),
        editable: true,
        deletable: false,
        onsite: pay === "onsite",
        commissionable: true,
      },
      steps,
    );
    ctx.steps[key] = steps;
    out.push({
      line,
      cls: "room",
      shares: perRoom ? roomShares(line.total, room.room.id) : personShares(line.total, persons),
    });
    const d = priceDiscountLine(
      ctx,
      price,
      line.key,
      line.amount,
      line.price,
      persons,
      perRoom ? room.room.id : null,
      line.onsite,
    );
    if (d) out.push(d);
  };

  if (res.per === "room" && room.room.exclusive) {
    emit(room.persons, payOf(room.persons, onsitePrice), singleUseVariant(price, room), true);
    return out;
  }
  // per person (a room entry sold by the bed is divided among its beds)
  const groups = new Map<string, { persons: Person[]; pay: PayClass; variant: PriceVariant | null }>();
  for (const p of room.persons) {
    const variant = variantFor(price, p, room);
    const pay: PayClass = onsitePrice && p.pay === "normal" ? "onsite" : p.pay;
    const k = `${variant?.id ?? "-"}:${pay}`;
    const g = groups.get(k) ?? { persons: [], pay, variant };
    g.persons.push(p);
    groups.set(k, g);
  }
  for (const g of groups.values()) emit(g.persons, g.pay, g.variant, false);
  return out;
}

/** The price's own discount, as a discount line under the room line it reduces. */
function priceDiscountLine(
  ctx: Ctx,
  price: Price,
  roomKey: string,
  amount: Decimal,
  unit: Decimal,
  persons: Person[],
  roomId: number | null,
  onsite: boolean,
): Draft | null {
  const d = price.discount;
  if (!d || dec(d.value).lte(0) || unit.lte(0)) return null;
  let per: Decimal;
  if (d.type === "percent") per = unit.times(d.value).div(HUNDRED);
  else {
    const c = convert(d.value, price.currency, ctx.currency, ctx.rates, ctx.rateDay);
    if (!c) return null;
    per = c.gt(unit) ? unit : c;
  }
  const key = `pdisc:${roomKey}`;
  const steps: Text[] = [
    {
      key: "pricing.explain.priceDiscount",
      values: { price: price.name, discount: surchargeText(d), value: per.toFixed() },
    },
  ];
  const line = makeLine(
    ctx,
    {
      key,
      type: "discount",
      amount,
      price: per.neg(),
      text: { key: "pricing.line.priceDiscount", values: { price: price.name, discount: surchargeText(d) } },
      source: { kind: "priceDiscount", priceId: price.id, bookingRoomId: persons[0]?.room?.room.id ?? 0 },
      customers: customerIds(persons),
      onsite,
      commissionable: true,
    },
    steps,
  );
  ctx.steps[key] = steps;
  return {
    line,
    cls: "room",
    shares: roomId != null ? roomShares(line.total, roomId) : personShares(line.total, persons),
  };
}

// ---------------------------------------------------------------- supplements and services

/** Supplements of every price in use, for the guests of the rooms it prices. */
export function supplementLines(ctx: Ctx, priceOf: Map<number, Price>): Draft[] {
  const out: Draft[] = [];
  const arrival = dayNumber(ctx.arrival);
  for (const price of new Set(priceOf.values())) {
    const rooms = ctx.rooms.filter((r) => priceOf.get(r.room.id) === price);
    for (const s of price.supplements ?? []) {
      if (s.dateRange && !inRange(arrival, s.dateRange)) continue;
      const persons = rooms
        .filter((r) => !s.roomTypeIds?.length || s.roomTypeIds.includes(r.room.roomTypeId))
        .flatMap((r) => r.persons);
      if (persons.length === 0) continue;
      const key = `supp:${price.id}:${s.id}`;
      const value = convert(s.value, price.currency, ctx.currency, ctx.rates, ctx.rateDay);
      if (!value) {
        out.push(noRateLine(ctx, key, price.currency.toUpperCase()));
        continue;
      }
      const steps: Text[] = [
        {
          key: "pricing.explain.supplement",
          values: { price: price.name, supplement: s.name, value: dec(s.value).toFixed(), currency: price.currency },
        },
      ];
      if (price.currency.toUpperCase() !== ctx.currency) steps.push(rateStep(ctx, price.currency.toUpperCase()));
      out.push(
        ...ruleLines(ctx, {
          keyBase: key,
          type: "cost",
          cls: "cost",
          rule: s.addRule,
          persons,
          price: value,
          onsite: price.useOnsiteCurrency === true,
          text: (v) => ({ key: "pricing.line.supplement", values: { name: s.name, ...v } }),
          source: { kind: "supplement", priceId: price.id, supplementId: s.id },
          editable: false,
          deletable: false,
          commissionable: true,
          steps,
        }),
      );
    }
  }
  return out;
}

/** What a price includes and excludes, as text lines. */
export function serviceLines(ctx: Ctx, priceOf: Map<number, Price>): Draft[] {
  const out: Draft[] = [];
  for (const price of new Set(priceOf.values())) {
    const list: [string, string][] = [
      ...(price.includedServices ?? []).map((s): [string, string] => ["included", s]),
      ...(price.excludedServices ?? []).map((s): [string, string] => ["excluded", s]),
    ];
    list.forEach(([kind, service], i) => {
      const line = makeLine(ctx, {
        key: `svc:${price.id}:${i}`,
        type: "text",
        text: { key: `pricing.line.${kind}`, values: { service } },
        amount: ONE,
        price: ZERO,
        source: { kind: "service", priceId: price.id },
      });
      out.push({ line, cls: "info", shares: bookingShares(ZERO) });
    });
  }
  return out;
}
