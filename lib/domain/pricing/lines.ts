// Lines while the calculation runs: each carries, besides the public line, who it belongs to
// (shares per person, room or booking) so specials can find the price of a guest, a bed or a
// room, and the class of thing it prices. Prices are rounded here, once, by the money rule.
import { ZERO, dec, roundMoney, type Decimal, type DecimalLike } from "../../core/money";
import type { Ctx, PayClass, Person } from "./context";
import { isBillable, type CustomerType, type EffectTarget, type LineType } from "./enums";
import type { CalculationLine, LineSource, Text } from "./types";

/** What a line prices, for the targets of specials. */
export type LineClass = "room" | "cost" | "product" | "addon" | "external" | "option" | "special" | "manual" | "info";

/** Who a line's total belongs to; the parts add up to the line's total. */
export type Shares = { person: Map<string, Decimal>; room: Map<number, Decimal>; booking: Decimal };

export type Draft = {
  line: CalculationLine;
  cls: LineClass;
  shares: Shares;
  /** products: their category (ChangeProductCategoryPrice) */
  categoryId?: number | null;
  /** special lines: the target they changed */
  target?: EffectTarget;
  /** engine lines are placed in the order made; manual ones keep their sort */
  manual?: boolean;
  /** an AgencyCommission special's change of the commission */
  commissionChange?: boolean;
};

export const noShares = (): Shares => ({ person: new Map(), room: new Map(), booking: ZERO });

/** Shares of a line for persons, weighted (by nights or units), adding up to total. */
export function personShares(total: Decimal, persons: readonly Person[], weights?: readonly number[]): Shares {
  const s = noShares();
  const w = weights ?? persons.map(() => 1);
  const all = w.reduce((a, b) => a + b, 0);
  if (all === 0) return s;
  persons.forEach((p, i) => s.person.set(p.key, (s.person.get(p.key) ?? ZERO).plus(total.times(w[i]).div(all))));
  return s;
}

export function roomShares(total: Decimal, roomId: number): Shares {
  const s = noShares();
  s.room.set(roomId, total);
  return s;
}

export function bookingShares(total: Decimal): Shares {
  return { ...noShares(), booking: total };
}

export const customerTypeOf = (pay: PayClass, persons: readonly Person[]): CustomerType | null =>
  pay === "free" ? "ForFree" : pay === "onsite" ? "OnSite" : persons.length === 1 ? persons[0].customerType : null;

export type LineSpec = {
  key: string;
  type: LineType;
  text: Text;
  amount: DecimalLike;
  /** exact unit price in the booking's currency; rounded here */
  price: DecimalLike;
  source: LineSource;
  customers?: number[];
  customerType?: CustomerType | null;
  editable?: boolean;
  deletable?: boolean;
  unique?: boolean;
  onsite?: boolean;
  taxable?: boolean;
  commissionable?: boolean;
};

/** Makes a line: rounds its price, applies a kept override when the line is editable. */
export function makeLine(ctx: Ctx, spec: LineSpec, steps?: Text[]): CalculationLine {
  const billable = isBillable(spec.type);
  let amount = dec(spec.amount);
  let price = roundMoney(spec.price, ctx.currency);
  let text = spec.text;
  const editable = spec.editable ?? false;
  const o = editable ? ctx.overrides.get(spec.key) : undefined;
  if (o) {
    if (o.price != null) price = roundMoney(o.price, ctx.currency);
    if (o.amount != null) amount = dec(o.amount);
    if (o.text) text = o.text;
    steps?.push({ key: "pricing.explain.override", values: { price: price.toFixed(), amount: amount.toFixed() } });
  }
  return {
    key: spec.key,
    sort: 0,
    type: spec.type,
    text,
    amount,
    price,
    total: amount.times(price),
    billable,
    customers: spec.customers ?? [],
    customerType: spec.customerType ?? null,
    source: spec.source,
    editable,
    deletable: spec.deletable ?? false,
    unique: spec.unique ?? false,
    onsite: spec.onsite ?? false,
    taxable: spec.taxable ?? billable,
    commissionable: spec.commissionable ?? false,
  };
}
