// Lines for things charged by an add rule: booked products, add-ons, external services and
// options, and a price's supplements. Guests are grouped by how they pay (normally, on site,
// free) so a ForFree guest's units show at 0 and an OnSite guest's are paid at the property.
import { ZERO, dec, type Decimal, type DecimalLike } from "../../core/money";
import { isLinePerCustomer, isPerBooking, unitsPerGuest } from "./add-rules";
import { customerIds, travellers, type Ctx, type PayClass, type Person } from "./context";
import { convert } from "./currency";
import type { AddRule, LineType } from "./enums";
import { bookingShares, customerTypeOf, makeLine, personShares, type Draft, type LineClass } from "./lines";
import type { BookingProduct, LineSource, Text } from "./types";

export type RuleCharge = {
  keyBase: string;
  type: LineType;
  cls: LineClass;
  rule: AddRule;
  persons: Person[];
  /** exact unit price in the booking's currency */
  price: Decimal;
  /** fixed total quantity instead of the add rule */
  quantity?: DecimalLike | null;
  /** every line of this charge is paid on site */
  onsite: boolean;
  text: (values: Record<string, string | number>) => Text;
  source: LineSource;
  editable: boolean;
  deletable: boolean;
  commissionable: boolean;
  categoryId?: number | null;
  divesPerDay?: number;
  steps: Text[];
};

const PAY_ORDER: PayClass[] = ["normal", "onsite", "free"];

/** Lines of one charge: by add rule, per pay class (or per guest for PerBookingAndCustomer). */
export function ruleLines(ctx: Ctx, c: RuleCharge): Draft[] {
  const opts = { divesPerDay: c.divesPerDay ?? ctx.divesPerDay, nonDiveDays: ctx.nonDiveDays };
  const out: Draft[] = [];
  const add = (
    key: string,
    persons: Person[],
    pay: PayClass,
    amount: Decimal,
    weights: number[] | null,
    perBooking: boolean,
  ) => {
    if (amount.isZero()) {
      ctx.steps[key] = [...c.steps, { key: "pricing.explain.zeroQuantity", values: { rule: c.rule } }];
      return;
    }
    const steps = [
      ...c.steps,
      {
        key: "pricing.explain.quantity",
        values: { rule: c.rule, quantity: amount.toFixed(), persons: persons.length },
      },
    ];
    const line = makeLine(
      ctx,
      {
        key,
        type: c.type,
        text: c.text({ quantity: amount.toFixed(), rule: c.rule, persons: persons.length }),
        amount,
        price: pay === "free" ? ZERO : c.price,
        source: c.source,
        customers: customerIds(persons),
        customerType: customerTypeOf(pay, persons),
        editable: c.editable,
        deletable: c.deletable,
        onsite: c.onsite || pay === "onsite",
        commissionable: c.commissionable,
      },
      steps,
    );
    if (pay === "free") steps.push({ key: "pricing.explain.forFree" });
    ctx.steps[key] = steps;
    const shares = perBooking || !weights ? bookingShares(line.total) : personShares(line.total, persons, weights);
    out.push({ line, cls: c.cls, shares, categoryId: c.categoryId });
  };

  if (c.quantity != null) {
    add(
      `${c.keyBase}`,
      c.persons,
      "normal",
      dec(c.quantity),
      c.persons.map(() => 1),
      c.persons.length === 0,
    );
    return out;
  }
  if (isPerBooking(c.rule) || c.persons.length === 0) {
    // once for the booking; free only when every guest it is for travels free
    const pay: PayClass =
      c.persons.length > 0 && c.persons.every((p) => p.pay === "free")
        ? "free"
        : c.persons.length > 0 && c.persons.every((p) => p.pay === "onsite")
          ? "onsite"
          : "normal";
    add(c.keyBase, c.persons, pay, dec(isPerBooking(c.rule) ? 1 : 0), null, true);
    return out;
  }
  if (isLinePerCustomer(c.rule)) {
    for (const p of c.persons)
      add(`${c.keyBase}:${p.key}`, [p], p.pay, dec(unitsPerGuest(c.rule, p.nights, opts)), [1], false);
    return out;
  }
  for (const pay of PAY_ORDER) {
    const group = c.persons.filter((p) => p.pay === pay);
    if (group.length === 0) continue;
    const weights = group.map((p) => unitsPerGuest(c.rule, p.nights, opts));
    add(
      pay === "normal" ? c.keyBase : `${c.keyBase}:${pay}`,
      group,
      pay,
      dec(weights.reduce((a, b) => a + b, 0)),
      weights,
      false,
    );
  }
  return out;
}

const LINE_TYPE: Record<BookingProduct["product"]["kind"], LineType> = {
  product: "product",
  addon: "addon",
  external: "external",
};
const LINE_CLASS: Record<BookingProduct["product"]["kind"], LineClass> = {
  product: "product",
  addon: "addon",
  external: "external",
};

/** Lines of the booked products, add-ons, external services and options. */
export function productLines(ctx: Ctx): Draft[] {
  const out: Draft[] = [];
  for (const bp of ctx.input.booking.products ?? []) {
    const p = bp.product;
    const key = `prod:${bp.id}`;
    const from = (p.currency ?? ctx.currency).toUpperCase();
    const price = convert(p.price, from, ctx.currency, ctx.rates, ctx.rateDay);
    if (!price) {
      out.push(noRateLine(ctx, key, from));
      continue;
    }
    const ids = bp.customerIds;
    const all = travellers(ctx);
    const persons = ids == null ? all : all.filter((x) => x.customerId != null && ids.includes(x.customerId));
    const type: LineType = bp.optional ? "option" : LINE_TYPE[p.kind];
    const steps: Text[] = [
      {
        key: "pricing.explain.productPrice",
        values: { product: p.name, price: dec(p.price).toFixed(), currency: from },
      },
    ];
    if (from !== ctx.currency) steps.push(rateStep(ctx, from));
    out.push(
      ...ruleLines(ctx, {
        keyBase: key,
        type,
        cls: bp.optional ? "option" : LINE_CLASS[p.kind],
        rule: p.addRule,
        persons,
        price,
        quantity: bp.quantity,
        onsite: p.payOnSite === true,
        text: (v) => ({ key: `pricing.line.${type}`, values: { name: p.name, ...v } }),
        source: { kind: "product", productId: p.id, bookingProductId: bp.id, addRule: p.addRule },
        editable: true,
        deletable: true,
        commissionable: type !== "option" && type !== "external" && p.commissionable === true,
        categoryId: p.categoryId ?? null,
        divesPerDay: p.divesPerDay,
        steps,
      }),
    );
  }
  return out;
}

export function rateStep(ctx: Ctx, from: string): Text {
  const r = ctx.rates.rate(from, ctx.currency, ctx.rateDay);
  return {
    key: "pricing.explain.converted",
    values: { from, to: ctx.currency, rate: r ? r.toFixed() : "?", date: ctx.rateDay },
  };
}

/** A line saying a price could not be converted; never a silent zero. */
export function noRateLine(ctx: Ctx, key: string, from: string): Draft {
  const text: Text = { key: "pricing.line.noRate", values: { from, to: ctx.currency, date: ctx.rateDay } };
  ctx.todos.push({ key: "pricing.todo.noRate", values: { from, to: ctx.currency, date: ctx.rateDay } });
  const line = makeLine(ctx, {
    key: `${key}:noRate`,
    type: "text",
    text,
    amount: 1,
    price: ZERO,
    source: { kind: "notice", reason: "noRate" },
  });
  return { line, cls: "info", shares: bookingShares(ZERO) };
}
