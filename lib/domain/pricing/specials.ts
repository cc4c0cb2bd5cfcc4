// Specials: which apply (status, removal, autoAdd, channel, date range, rules, combinability)
// and what each does to the price of the booking, each person or each bed it matched. Every
// effect is a line of its own (or, with replaceMatchingRoomPrice, the new room price), and the
// explanation keeps the rules that matched or the first that failed.
import { HUNDRED, ZERO, dec, roundMoney, type Decimal } from "../../core/money";
import { customerIds, personFact, roomFact, type Bed, type Ctx, type Person, type RoomCtx } from "./context";
import { convert } from "./currency";
import { dayNumber, inRange } from "./dates";
import { ROOM_TARGETS, isOneOf, type EffectTarget, type LineType, type RuleDimension } from "./enums";
import { makeLine, noShares, type Draft, type Shares } from "./lines";
import {
  compileRules,
  evaluateRules,
  sameRules,
  type CompiledRule,
  type Evaluation,
  type Fact,
  type Level,
} from "./rules";
import type { LineSource, Special, SpecialExplanation, SpecialOutcome, Text } from "./types";

const PHASE: Record<EffectTarget, number> = {
  ChangeRoomPriceBeforeCommission: 0,
  ChangeRoomPrice: 0,
  ChangeRoomPriceDiscountable: 0,
  ChangeProductPrice: 1,
  ChangeProductCategoryPrice: 1,
  ChangeAddonPrice: 1,
  ChangeExternalPrice: 1,
  ChangeFullBookingPrice: 2,
  ChangeCommissionablePrice: 3,
};

/**
 * The order specials are tried in: room prices, then products, the full price, the commission;
 * within each, free places (FOC) last, so the free place is the cheapest after other discounts;
 * then sort, then id.
 */
export function specialOrder(a: Special, b: Special): number {
  const pa = a.kind === "AgencyCommission" ? 4 : PHASE[a.target];
  const pb = b.kind === "AgencyCommission" ? 4 : PHASE[b.target];
  return (
    pa - pb ||
    Number(a.discount === "FOC") - Number(b.discount === "FOC") ||
    (a.sort ?? 0) - (b.sort ?? 0) ||
    a.id - b.id
  );
}

const isRoomTarget = (t: EffectTarget | undefined) => isOneOf(ROOM_TARGETS, t);

type Unit = {
  key: string;
  kind: "booking" | "person" | "bed";
  person?: Person;
  bed?: Bed;
  /** booking unit limited to rooms that matched room rules; null: the whole booking */
  rooms: Set<number> | null;
  persons: Person[];
  nights: number;
};

// ---------------------------------------------------------------- which lines a special reads

/** Lines a target reads; `current` includes earlier specials on the same target. */
function selector(s: Special, current: boolean): (d: Draft) => boolean {
  if (s.kind === "AgencyCommission") return (d) => d.line.commissionable;
  const t = s.target;
  const cats = new Set(s.productCategoryIds ?? []);
  const earlier = (d: Draft, ok: (x: EffectTarget | undefined) => boolean) =>
    current && d.cls === "special" && ok(d.target);
  switch (t) {
    case "ChangeRoomPrice":
    case "ChangeRoomPriceBeforeCommission":
    case "ChangeRoomPriceDiscountable":
      return (d) => (d.cls === "room" && d.line.billable) || earlier(d, isRoomTarget);
    case "ChangeProductPrice":
      return (d) => d.cls === "product" || earlier(d, (x) => x === t);
    case "ChangeAddonPrice":
      return (d) => d.cls === "addon" || earlier(d, (x) => x === t);
    case "ChangeExternalPrice":
      return (d) => d.cls === "external" || earlier(d, (x) => x === t);
    case "ChangeProductCategoryPrice":
      return (d) =>
        ((d.cls === "product" || d.cls === "addon") && d.categoryId != null && cats.has(d.categoryId)) ||
        earlier(d, (x) => x === t);
    case "ChangeFullBookingPrice":
      return (d) => d.line.billable;
    case "ChangeCommissionablePrice":
      return (d) => d.line.commissionable;
  }
}

/** Whether the base of a special is the price before earlier specials (they add up) or after (they compound). */
const compounds = (s: Special) =>
  s.kind === "AgencyCommission" ||
  s.target === "ChangeRoomPriceDiscountable" ||
  s.target === "ChangeFullBookingPrice" ||
  s.target === "ChangeCommissionablePrice";

/** A unit's part of a line. */
function shareOf(ctx: Ctx, u: Unit, d: Draft): Decimal {
  const s = d.shares;
  if (u.kind === "booking") {
    if (!u.rooms) return d.line.total;
    let v = ZERO;
    for (const p of u.persons) v = v.plus(s.person.get(p.key) ?? ZERO);
    for (const r of u.rooms) v = v.plus(s.room.get(r) ?? ZERO);
    return v;
  }
  if (u.kind === "person") {
    const p = u.person!;
    let v = s.person.get(p.key) ?? ZERO;
    const r = p.room;
    if (r && r.persons.length > 0) v = v.plus((s.room.get(r.room.id) ?? ZERO).div(r.persons.length));
    if (!s.booking.isZero()) v = v.plus(s.booking.div(ctx.persons.length || 1));
    return v;
  }
  const b = u.bed!;
  let v = b.occupant ? (s.person.get(b.occupant.key) ?? ZERO) : ZERO;
  v = v.plus((s.room.get(b.room.room.id) ?? ZERO).div(b.room.beds.length || 1));
  if (!s.booking.isZero()) v = v.plus(s.booking.div(ctx.beds.length || 1));
  return v;
}

type Amounts = {
  base: Decimal;
  current: Decimal;
  qty: Decimal;
  onsite: boolean;
  /** the lines `current` is made of */
  drafts: Draft[];
  /** the unit's part of the room lines among them (replaceMatchingRoomPrice) */
  roomPart: Decimal;
  roomDrafts: Draft[];
};

function amountsOf(ctx: Ctx, u: Unit, drafts: readonly Draft[], s: Special): Amounts {
  const orig = selector(s, false);
  const cur = selector(s, true);
  let base = ZERO;
  let current = ZERO;
  let qty = ZERO;
  let onsiteAll = true;
  let roomPart = ZERO;
  const used: Draft[] = [];
  const roomDrafts: Draft[] = [];
  for (const d of drafts) {
    const inCur = cur(d);
    const inOrig = orig(d);
    if (!inCur && !inOrig) continue;
    const part = shareOf(ctx, u, d);
    if (part.isZero()) continue;
    if (inCur) {
      current = current.plus(part);
      used.push(d);
      if (!d.line.onsite) onsiteAll = false;
      if (d.cls === "room") {
        roomPart = roomPart.plus(part);
        roomDrafts.push(d);
      }
    }
    if (inOrig) {
      base = base.plus(part);
      if (!d.line.total.isZero()) qty = qty.plus(d.line.amount.times(part).div(d.line.total));
    }
  }
  return {
    base: compounds(s) ? current : base,
    current,
    qty,
    onsite: used.length > 0 && onsiteAll,
    drafts: used,
    roomPart,
    roomDrafts,
  };
}

// ---------------------------------------------------------------- effects

/**
 * How much a special takes off one unit (negative: adds); limited so no price drops below 0.
 * For AgencyCommission it is what the commission goes down by (negative: up).
 */
function reduction(s: Special, a: Amounts, value: Decimal, nights: number, commissionPercent: Decimal): Decimal {
  const sign = s.reduce ? 1 : -1;
  const byNights =
    s.kind === "AgencyCommission" ||
    isRoomTarget(s.target) ||
    s.target === "ChangeFullBookingPrice" ||
    s.target === "ChangeCommissionablePrice";
  const units = byNights ? dec(nights) : a.qty;
  let r: Decimal;
  switch (s.discount) {
    case "PerCent":
      r = a.base.times(value).div(HUNDRED).times(sign);
      break;
    case "Absolute":
      r = value.times(sign);
      break;
    case "AbsoluteNights":
      r = value.times(nights).times(sign);
      break;
    case "FOCUnit":
      r = units.isZero() ? ZERO : a.base.times(value.gt(units) ? units : value).div(units);
      break;
    case "Lowest":
      r = a.base.gt(value) ? a.base.minus(value) : ZERO;
      break;
    case "FixUnit":
      r = a.base.minus(value.times(units));
      break;
    case "Fix":
      // AgencyCommission: the commission of the unit becomes the value
      r =
        s.kind === "AgencyCommission" ? a.base.times(commissionPercent).div(HUNDRED).minus(value) : a.base.minus(value);
      break;
    case "FOC":
      r = a.current; // chosen per unit by focReductions
      break;
  }
  if (s.kind === "AgencyCommission") return r;
  const room = a.current.gt(0) ? a.current : ZERO;
  return r.gt(room) ? room : r;
}

/** FOC: for every `value` paying units one more is free; the cheapest units go free. */
function focReductions(value: Decimal, amounts: Amounts[]): Decimal[] {
  const paying = amounts
    .map((a, i) => ({ i, c: a.current }))
    .filter((x) => x.c.gt(0))
    .sort((x, y) => x.c.comparedTo(y.c) || x.i - y.i);
  const free = Math.floor(paying.length / (value.toNumber() + 1));
  const out = amounts.map(() => ZERO);
  for (const x of paying.slice(0, free)) out[x.i] = x.c;
  return out;
}

// ---------------------------------------------------------------- matching

type Split = Record<Level, CompiledRule[]>;

function split(rules: CompiledRule[]): Split {
  const s: Split = { booking: [], room: [], person: [] };
  for (const r of rules) s[r.level].push(r);
  return s;
}

type Candidate = { unit: Unit; ev: Evaluation };

/**
 * A booking with a trip and a resort stay beside it is two stays. A special whose rules name the
 * resort is about the stay: it counts the nights at the resort and changes only the stay's rooms
 * and guests; one that names the vessel, tour or departure (or the guests on the trip) is about
 * the trip and its cabins. Any other special takes the whole booking. Null: the whole booking.
 */
type Part = { rooms: Set<number>; nights: number };
const STAY_DIMENSIONS: readonly RuleDimension[] = ["Resort"];
const TRIP_DIMENSIONS: readonly RuleDimension[] = ["Vessel", "Itineraries", "Schedules", "NoOfPaxOnTrip"];

export function partOf(ctx: Ctx, rules: readonly CompiledRule[]): Part | null {
  const stay = ctx.rooms.filter((r) => r.room.stayResortId != null);
  if (!stay.length || stay.length === ctx.rooms.length) return null;
  const names = (ds: readonly RuleDimension[]) => rules.some((r) => ds.includes(r.rule.dimension));
  const rooms = names(STAY_DIMENSIONS)
    ? stay
    : names(TRIP_DIMENSIONS)
      ? ctx.rooms.filter((r) => r.room.stayResortId == null)
      : null;
  if (!rooms) return null;
  // the nights its rooms cover (a stay before and one after the trip add up)
  const nights = new Set<number>();
  for (const r of rooms) for (let d = dayNumber(r.from); d < dayNumber(r.to); d++) nights.add(d);
  return { rooms: new Set(rooms.map((r) => r.room.id)), nights: nights.size };
}

function unitsOf(ctx: Ctx, s: Special, rules: Split, forced: boolean, part: Part | null): Candidate[] {
  const inPart = (r: RoomCtx | null) => !part || (r !== null && part.rooms.has(r.room.id));
  const pass: Evaluation = { passed: true, matched: [], failed: null };
  const evalRoom = (r: RoomCtx | null) => (forced ? pass : evaluateRules(rules.room, (d) => roomFact(d, r)));
  const evalPerson = (p: Person | null) => (forced ? pass : evaluateRules(rules.person, (d) => personFact(d, p)));
  const both = (a: Evaluation, b: Evaluation): Evaluation => ({
    passed: a.passed && b.passed,
    matched: [...a.matched, ...b.matched],
    failed: a.failed ?? b.failed,
  });

  if (s.scope === "Person" || (s.scope === "Booking" && s.discount === "FOC")) {
    // FOC counts persons even for the booking; then person rules were checked on the main guest
    const bookingPerson = s.scope === "Booking" ? evalPerson(ctx.main) : null;
    return ctx.persons
      .filter((p) => inPart(p.room))
      .map((p) => ({
        unit: { key: p.key, kind: "person", person: p, rooms: null, persons: [p], nights: p.nights },
        ev: both(evalRoom(p.room), bookingPerson ?? evalPerson(p)),
      }));
  }
  if (s.scope === "Bed") {
    return ctx.beds
      .filter((b) => inPart(b.room))
      .map((b) => ({
        unit: {
          key: b.key,
          kind: "bed",
          bed: b,
          rooms: null,
          persons: b.occupant ? [b.occupant] : [],
          nights: b.room.nights,
        },
        ev: both(evalRoom(b.room), evalPerson(b.occupant)),
      }));
  }
  // Booking: room rules pick the rooms it changes; person rules look at the main guest
  let rooms: Set<number> | null = part ? new Set(part.rooms) : null;
  let roomEv: Evaluation = pass;
  if (!forced && rules.room.length > 0) {
    rooms = new Set();
    let firstFail: Evaluation | null = null;
    for (const r of ctx.rooms.filter(inPart)) {
      const ev = evalRoom(r);
      if (ev.passed) {
        rooms.add(r.room.id);
        if (roomEv === pass) roomEv = ev;
      } else firstFail ??= ev;
    }
    if (rooms.size === 0) roomEv = firstFail ?? evaluateRules(rules.room, () => null);
  }
  const persons = rooms ? ctx.persons.filter((p) => p.room && rooms.has(p.room.room.id)) : ctx.persons;
  return [
    {
      unit: { key: "booking", kind: "booking", rooms, persons, nights: part?.nights ?? ctx.nights },
      ev: both(roomEv, evalPerson(ctx.main)),
    },
  ];
}

// ---------------------------------------------------------------- applying

export type SpecialsResult = { drafts: Draft[]; explain: SpecialExplanation[] };

const TEXT_KEY = (s: Special, replaced: boolean) =>
  s.kind === "AgencyCommission"
    ? "pricing.line.agencyCommission"
    : s.target === "ChangeCommissionablePrice"
      ? "pricing.line.commissionable"
      : replaced
        ? "pricing.line.specialPrice"
        : "pricing.line.special";

/**
 * Tries every special in order against the lines so far (`drafts` grows as specials apply, so
 * later ones see earlier ones). Returns the new lines and one explanation per special.
 */
export function applySpecials(ctx: Ctx, drafts: Draft[], commissionPercent: Decimal): SpecialsResult {
  const b = ctx.input.booking;
  const added = new Map((b.addedSpecials ?? []).map((a) => [a.specialId, a]));
  const removed = new Set(b.removedSpecialIds ?? []);
  const arrival = dayNumber(ctx.arrival);
  const applied: Special[] = [];
  const explain: SpecialExplanation[] = [];
  const out: Draft[] = [];

  for (const s of [...ctx.input.specials].sort(specialOrder)) {
    const add = added.get(s.id);
    const forced = add?.ignoreRules === true;
    const ex: SpecialExplanation = {
      specialId: s.id,
      name: s.name,
      applied: false,
      outcome: "applied",
      forced,
      matched: [],
      failed: null,
      units: [],
    };
    explain.push(ex);
    const stop = (o: SpecialOutcome) => {
      ex.outcome = o;
    };
    if (s.status !== "active") {
      stop("status");
      continue;
    }
    const { compiled, issues } = compileRules(s.rules);
    if (issues.length) {
      ex.issues = issues;
      ctx.todos.push({ key: "pricing.todo.invalidSpecial", values: { special: s.name } });
      stop("invalid");
      continue;
    }
    if (s.deletable && removed.has(s.id)) {
      stop("removed");
      continue;
    }
    if (!s.autoAdd && !add) {
      stop("notAutoAdd");
      continue;
    }
    if (!forced && s.channels.length > 0 && !s.channels.includes(b.channel)) {
      stop("channel");
      continue;
    }
    if (!forced && s.dateRange && !inRange(arrival, s.dateRange)) {
      stop("dateRange");
      continue;
    }
    const rules = split(compiled);
    const part = forced ? null : partOf(ctx, compiled);
    if (!forced) {
      const groups = applied.flatMap((a) => (a.groupId != null ? [a.groupId] : []));
      const facts = (d: RuleDimension): Fact =>
        d === "SpecialsGroup" ? groups : d === "Nights" && part ? part.nights : (ctx.bookingFacts[d] ?? null);
      const ev = evaluateRules(rules.booking, facts);
      ex.matched = ev.matched;
      if (!ev.passed) {
        ex.failed = ev.failed;
        stop("rules");
        continue;
      }
    }
    const candidates = unitsOf(ctx, s, rules, forced, part);
    const matched = candidates.filter((c) => c.ev.passed);
    const firstFail = candidates.find((c) => !c.ev.passed);
    if (firstFail) ex.failed = firstFail.ev.failed;
    if (matched.length > 0) ex.matched = [...ex.matched, ...matched[0].ev.matched];
    if (matched.length === 0) {
      ex.units = candidates.map((c) => ({
        unit: c.unit.key,
        customers: customerIds(c.unit.persons),
        matched: false,
        effect: ZERO,
      }));
      stop("rules");
      continue;
    }
    const value = convert(
      s.discountValue,
      (s.currency ?? ctx.currency).toUpperCase(),
      ctx.currency,
      ctx.rates,
      ctx.rateDay,
    );
    if (!value) {
      ctx.todos.push({
        key: "pricing.todo.noRate",
        values: { from: s.currency ?? "", to: ctx.currency, date: ctx.rateDay },
      });
      stop("noRate");
      continue;
    }
    // PerCent, FOC and FOCUnit values are not money
    const v =
      s.discount === "PerCent" || s.discount === "FOC" || s.discount === "FOCUnit" ? dec(s.discountValue) : value;
    const amounts = matched.map((c) => amountsOf(ctx, c.unit, [...drafts, ...out], s));
    const reductions =
      s.discount === "FOC"
        ? focReductions(v, amounts)
        : amounts.map((a, i) => reduction(s, a, v, matched[i].unit.nights, commissionPercent));
    const rounded = reductions.map((r) => roundMoney(r, ctx.currency));
    ex.units = candidates.map((c) => {
      const i = matched.indexOf(c);
      return {
        unit: c.unit.key,
        customers: customerIds(c.unit.persons),
        matched: c.ev.passed,
        effect: i >= 0 ? rounded[i].neg() : ZERO,
      };
    });
    if (rounded.every((r) => r.isZero())) {
      stop("noEffect");
      continue;
    }
    const conflict = s.kind === "special" ? applied.find((a) => a.kind === "special" && !combinable(s, a)) : undefined;
    if (conflict) {
      ex.conflictWith = conflict.id;
      stop("notCombinable");
      continue;
    }
    applied.push(s);
    ex.applied = true;
    out.push(
      ...specialLines(
        ctx,
        s,
        matched.map((c) => c.unit),
        amounts,
        rounded,
        ex,
      ),
    );
  }
  return { drafts: out, explain };
}

/** Unique specials do not combine, except with those they include or that share their rule. */
export function combinable(a: Special, b: Special): boolean {
  if (!a.unique && !b.unique) return true;
  if (a.includeIn.includes(b.id) || b.includeIn.includes(a.id)) return true;
  const sameRuleOk = (a.unique && a.includeSpecialsWithSameRule) || (b.unique && b.includeSpecialsWithSameRule);
  return sameRuleOk && sameRules(a.rules, b.rules);
}

/** Lines for the units a special changed: units with the same effect share a line. */
function specialLines(
  ctx: Ctx,
  s: Special,
  units: Unit[],
  amounts: Amounts[],
  rounded: Decimal[],
  _ex: SpecialExplanation,
): Draft[] {
  const replace =
    s.kind === "special" && s.replaceMatchingRoomPrice && isRoomTarget(s.target) && replaceable(units, amounts);
  const type: LineType =
    s.kind === "AgencyCommission" || s.target === "ChangeCommissionablePrice"
      ? "text"
      : s.target === "ChangeExternalPrice"
        ? "external"
        : "special";
  const groups = new Map<string, { units: Unit[]; amounts: Amounts[]; price: Decimal; onsite: boolean }>();
  units.forEach((u, i) => {
    if (rounded[i].isZero()) return;
    // a reduction is a negative price; a replacement is the unit's new room price (earlier
    // specials on the room stay as they are)
    const price = replace ? roundMoney(amounts[i].roomPart.minus(rounded[i]), ctx.currency) : rounded[i].neg();
    const k = `${price.toFixed()}|${amounts[i].onsite}`;
    const g = groups.get(k) ?? { units: [], amounts: [], price, onsite: amounts[i].onsite };
    g.units.push(u);
    g.amounts.push(amounts[i]);
    groups.set(k, g);
  });
  // shares are taken before the replaced room lines give theirs up
  const shares = [...groups.values()].map((g) => sharesFor(g.units, g.amounts, g.price, replace));
  if (replace) for (const a of amounts) for (const d of a.roomDrafts) retire(d, s);
  const out: Draft[] = [];
  let gi = 0;
  const single = groups.size === 1 && units.length === 1 && units[0].kind === "booking";
  for (const g of groups.values()) {
    const key = single ? `special:${s.id}` : `special:${s.id}:${g.units.map((u) => u.key).join("+")}`;
    const persons = g.units.flatMap((u) => u.persons);
    const steps: Text[] = [
      {
        key: "pricing.explain.special",
        values: {
          special: s.name,
          discount: s.discount,
          value: dec(s.discountValue).toFixed(),
          target: s.target,
          scope: s.scope,
        },
      },
    ];
    if (replace) steps.push({ key: "pricing.explain.replacedRoomPrice" });
    const source: LineSource = { kind: "special", specialId: s.id };
    const line = makeLine(
      ctx,
      {
        key,
        type,
        amount: g.units.length,
        price: g.price,
        text: { key: TEXT_KEY(s, replace), values: { name: s.name } },
        source,
        customers: customerIds(persons),
        customerType: persons.length === 1 ? persons[0].customerType : null,
        editable: s.editable,
        deletable: s.deletable,
        unique: s.unique,
        onsite: g.onsite,
        taxable: type === "special" && !s.excludeFromTax,
        // only these change what the agency's commission is computed on (see docs/pricing.md)
        commissionable:
          s.kind === "special" &&
          !s.excludeFromCommission &&
          (s.target === "ChangeRoomPriceBeforeCommission" || s.target === "ChangeCommissionablePrice"),
      },
      steps,
    );
    ctx.steps[key] = steps;
    const commissionChange = s.kind === "AgencyCommission";
    out.push({
      line,
      cls: "special",
      target: commissionChange ? undefined : s.target,
      shares: commissionChange ? noShares() : shares[gi],
      commissionChange,
    });
    gi++;
  }
  return out;
}

/** Replacing works only where every guest (and bed) of the room lines it reads was matched. */
function replaceable(units: Unit[], amounts: Amounts[]): boolean {
  const persons = new Set(
    units.flatMap((u) =>
      u.kind === "bed" ? (u.bed!.occupant ? [u.bed!.occupant.key] : []) : u.persons.map((p) => p.key),
    ),
  );
  const whole = units.some((u) => u.kind === "booking" && !u.rooms);
  const rooms = new Set<number>();
  for (const u of units) {
    if (u.kind === "booking" && u.rooms) u.rooms.forEach((r) => rooms.add(r));
    if (u.kind === "person" && u.person!.room && u.person!.room.persons.every((p) => persons.has(p.key)))
      rooms.add(u.person!.room.room.id);
    if (u.kind === "bed" && u.bed!.room.beds.every((b) => units.some((x) => x.bed === b)))
      rooms.add(u.bed!.room.room.id);
  }
  if (whole) return true;
  return amounts.every((a) =>
    a.roomDrafts.every(
      (d) =>
        [...d.shares.person.keys()].every((k) => persons.has(k)) &&
        [...d.shares.room.keys()].every((r) => rooms.has(r)) &&
        d.shares.booking.isZero(),
    ),
  );
}

/** A room line replaced by a special's price stays as information; tax and commission follow the flags. */
function retire(d: Draft, s: Special) {
  if (!d.line.billable) return;
  d.line.type = "text";
  d.line.billable = false;
  d.line.taxable = s.excludeFromTax;
  d.line.commissionable =
    d.line.commissionable && (s.target !== "ChangeRoomPriceBeforeCommission" || s.excludeFromCommission);
  d.cls = "info";
  d.shares = noShares();
}

/**
 * Who a special's line belongs to, so later specials see each guest's price after it: a guest's
 * or bed's effect is theirs; a booking's is spread over the lines it was computed from.
 */
function sharesFor(units: Unit[], amounts: Amounts[], price: Decimal, replace: boolean): Shares {
  const sh = noShares();
  const addTo = (m: Map<string, Decimal> | Map<number, Decimal>, k: string | number, v: Decimal) => {
    const mm = m as Map<string | number, Decimal>;
    mm.set(k, (mm.get(k) ?? ZERO).plus(v));
  };
  units.forEach((u, i) => {
    if (u.kind === "person") return addTo(sh.person, u.person!.key, price);
    if (u.kind === "bed")
      return u.bed!.occupant
        ? addTo(sh.person, u.bed!.occupant.key, price)
        : addTo(sh.room, u.bed!.room.room.id, price);
    const a = amounts[i];
    const from = replace ? a.roomDrafts : a.drafts;
    const whole = replace ? a.roomPart : a.current;
    if (whole.isZero()) {
      sh.booking = sh.booking.plus(price);
      return;
    }
    const f = price.div(whole);
    const persons = new Set(u.persons.map((p) => p.key));
    for (const d of from) {
      for (const [k, v] of d.shares.person) if (!u.rooms || persons.has(k)) addTo(sh.person, k, v.times(f));
      for (const [k, v] of d.shares.room) if (!u.rooms || u.rooms.has(k)) addTo(sh.room, k, v.times(f));
      if (!u.rooms) sh.booking = sh.booking.plus(d.shares.booking.times(f));
    }
  });
  return sh;
}
