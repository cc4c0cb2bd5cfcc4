// An invoice's lines and its tax breakdown per rate, from the booking's calculation as the price
// engine made it (pure; tested without a database). The engine's billable lines are the invoice's
// lines (its exclusive-tax lines become the breakdown), each under the tax the engine put it under
// (CalculationResult.lineTaxes); a line without one is free of tax (rate 0). The tax of a rate is
// rounded once over all its lines, as the engine does, so the invoice's total is the booking's:
//   inclusive: tax = round(gross x r / (100 + r)), net = gross - tax;
//   exclusive: tax = round(net x r / 100), gross = net + tax.
// A line's net is its share of its rate's net (the last line of a rate takes the rounding rest).
// Deposit invoices ask for a part of the whole, split over the rates as the whole is; a final
// invoice deducts the deposit invoices issued before it; a credit note is its invoice negated.
import { dec, HUNDRED, roundMoney, sum, ZERO, type Decimal } from "../../core/money";

/** What the invoice takes from one engine line (its text already in the invoice's language). */
export type SourceLine = {
  text: string;
  quantity: Decimal;
  unitPrice: Decimal;
  total: Decimal;
  tax: { rate: string; inclusive: boolean } | null;
};

/** A line as issued (strings: an issued invoice is a snapshot of exact decimals). */
export type InvoiceLine = {
  text: string;
  quantity: string;
  unitPrice: string;
  net: string;
  taxRate: string;
  tax: string;
  gross: string;
};

export type TaxPart = { rate: string; net: string; tax: string };

export type InvoiceAmounts = {
  lines: InvoiceLine[];
  taxBreakdown: TaxPart[];
  net: string;
  tax: string;
  total: string;
};

const fixed = (d: Decimal) => d.toFixed(2);

/** Rates in a stable order (highest first, as invoices list them). */
const byRate = (a: { rate: string }, b: { rate: string }) => dec(b.rate).comparedTo(dec(a.rate));

/**
 * The invoice of the whole calculation: its lines with their nets and taxes and the breakdown per
 * rate; the gross total equals the engine's total. `currency` rounds.
 */
export function invoiceOfLines(source: readonly SourceLine[], currency: string): InvoiceAmounts {
  const groups = new Map<string, { rate: Decimal; inclusive: boolean; lines: SourceLine[] }>();
  for (const l of source) {
    const rate = l.tax ? dec(l.tax.rate) : ZERO;
    const inclusive = l.tax?.inclusive ?? true;
    const key = `${rate.toFixed()}|${inclusive}`;
    if (!groups.has(key)) groups.set(key, { rate, inclusive, lines: [] });
    groups.get(key)!.lines.push(l);
  }
  const out = new Map<SourceLine, InvoiceLine>();
  const parts = new Map<string, { net: Decimal; tax: Decimal }>();
  for (const g of groups.values()) {
    const base = sum(g.lines.map((l) => l.total));
    const tax = g.rate.isZero()
      ? ZERO
      : roundMoney(
          g.inclusive ? base.times(g.rate).div(HUNDRED.plus(g.rate)) : base.times(g.rate).div(HUNDRED),
          currency,
        );
    const net = g.inclusive ? base.minus(tax) : base;
    // each line's net and tax: its share, the last line of the rate takes what rounding leaves
    let netLeft = net;
    let taxLeft = tax;
    g.lines.forEach((l, i) => {
      const last = i === g.lines.length - 1;
      const lineNet = last
        ? netLeft
        : g.inclusive
          ? roundMoney(l.total.times(HUNDRED).div(HUNDRED.plus(g.rate)), currency)
          : l.total;
      const lineTax = last ? taxLeft : roundMoney(lineNet.times(g.rate).div(HUNDRED), currency);
      netLeft = netLeft.minus(lineNet);
      taxLeft = taxLeft.minus(lineTax);
      out.set(l, {
        text: l.text,
        quantity: l.quantity.toFixed(),
        unitPrice: fixed(l.unitPrice),
        net: fixed(lineNet),
        taxRate: g.rate.toFixed(),
        tax: fixed(lineTax),
        gross: fixed(lineNet.plus(lineTax)),
      });
    });
    const key = g.rate.toFixed();
    const p = parts.get(key) ?? { net: ZERO, tax: ZERO };
    parts.set(key, { net: p.net.plus(net), tax: p.tax.plus(tax) });
  }
  const taxBreakdown = [...parts.entries()]
    .map(([rate, p]) => ({ rate, net: fixed(p.net), tax: fixed(p.tax) }))
    .sort(byRate);
  const net = sum(taxBreakdown.map((p) => dec(p.net)));
  const tax = sum(taxBreakdown.map((p) => dec(p.tax)));
  return {
    lines: source.map((l) => out.get(l)!),
    taxBreakdown,
    net: fixed(net),
    tax: fixed(tax),
    total: fixed(net.plus(tax)),
  };
}

/**
 * A deposit invoice for `amount` (gross) of the whole: one line per rate, the amount split over
 * the rates as the whole's gross is (the last rate takes the rounding rest), each rate's tax
 * worked out of its gross share.
 */
export function depositOf(
  whole: InvoiceAmounts,
  amount: Decimal,
  text: (rate: string) => string,
  currency: string,
): InvoiceAmounts {
  const total = dec(whole.total);
  const rates = whole.taxBreakdown.filter((p) => !dec(p.net).plus(dec(p.tax)).isZero());
  let left = amount;
  const lines: InvoiceLine[] = [];
  const taxBreakdown: TaxPart[] = [];
  rates.forEach((p, i) => {
    const gross = dec(p.net).plus(dec(p.tax));
    const share =
      i === rates.length - 1 || total.isZero() ? left : roundMoney(amount.times(gross).div(total), currency);
    left = left.minus(share);
    const rate = dec(p.rate);
    const tax = roundMoney(share.times(rate).div(HUNDRED.plus(rate)), currency);
    const net = share.minus(tax);
    lines.push({
      text: text(p.rate),
      quantity: "1",
      unitPrice: fixed(share),
      net: fixed(net),
      taxRate: rate.toFixed(),
      tax: fixed(tax),
      gross: fixed(share),
    });
    taxBreakdown.push({ rate: p.rate, net: fixed(net), tax: fixed(tax) });
  });
  const net = sum(taxBreakdown.map((p) => dec(p.net)));
  const tax = sum(taxBreakdown.map((p) => dec(p.tax)));
  return { lines, taxBreakdown, net: fixed(net), tax: fixed(tax), total: fixed(net.plus(tax)) };
}

/** What a final invoice deducts: the deposit invoices' breakdowns summed per rate, and their gross. */
export function deductionOf(deposits: readonly { taxBreakdown: readonly TaxPart[]; total: string }[]) {
  const parts = new Map<string, { net: Decimal; tax: Decimal }>();
  for (const d of deposits)
    for (const p of d.taxBreakdown) {
      const x = parts.get(p.rate) ?? { net: ZERO, tax: ZERO };
      parts.set(p.rate, { net: x.net.plus(dec(p.net)), tax: x.tax.plus(dec(p.tax)) });
    }
  return {
    gross: fixed(sum(deposits.map((d) => dec(d.total)))),
    breakdown: [...parts.entries()].map(([rate, p]) => ({ rate, net: fixed(p.net), tax: fixed(p.tax) })).sort(byRate),
  };
}

/** A credit note's amounts: the invoice's, every figure negated. */
export function negated(a: InvoiceAmounts): InvoiceAmounts {
  const neg = (s: string) => fixed(dec(s).negated());
  return {
    lines: a.lines.map((l) => ({
      ...l,
      quantity: dec(l.quantity).negated().toFixed(),
      net: neg(l.net),
      tax: neg(l.tax),
      gross: neg(l.gross),
    })),
    taxBreakdown: a.taxBreakdown.map((p) => ({ rate: p.rate, net: neg(p.net), tax: neg(p.tax) })),
    net: neg(a.net),
    tax: neg(a.tax),
    total: neg(a.total),
  };
}

/**
 * What is open of each invoice of a booking: what the booking has paid is allocated to its
 * invoices in the order they were issued (the deposit invoice first); a credited invoice and a
 * credit note are open by nothing.
 */
export function openOfInvoices<I extends { id: number; amountDue: string; credited: boolean; kind: string }>(
  invoices: readonly I[],
  paid: Decimal,
): Map<number, Decimal> {
  const out = new Map<number, Decimal>();
  let left = paid.gt(ZERO) ? paid : ZERO;
  for (const inv of invoices) {
    if (inv.credited || inv.kind === "credit") {
      out.set(inv.id, ZERO);
      continue;
    }
    const due = dec(inv.amountDue);
    const covered = left.lt(due) ? left : due;
    left = left.minus(covered);
    out.set(inv.id, due.minus(covered));
  }
  return out;
}
