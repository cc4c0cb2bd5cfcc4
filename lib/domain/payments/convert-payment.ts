// A payment in another currency than the booking's counts in the booking's currency: staff give
// the rate (rateType multiply: booking amount = amount x rate; divide: amount / rate), or the
// stored exchange rate valid on the payment's date converts it (1 fromCode = rate toCode, either
// direction). Pure: the rate lookup hands its rows in.
import { dec, roundMoney, type Decimal } from "../../core/money";

export type Conversion = { amount: Decimal; rate: Decimal; rateType: "multiply" | "divide" };

/** The booking amount of `amount` at `rate` (rounded to the booking currency's minor unit). */
export function convert(amount: Decimal, rate: Decimal, rateType: "multiply" | "divide", currency: string): Decimal {
  return roundMoney(rateType === "multiply" ? amount.times(rate) : amount.dividedBy(rate), currency);
}

type RateRow = { fromCode: string; toCode: string; rate: Decimal | string; validFrom: string };

/**
 * The stored rate that converts `from` into `to` on `date`: the latest one valid by then, read
 * forwards (from -> to: multiply) or backwards (to -> from: divide); the newer of the two wins.
 */
export function storedRate(
  rows: readonly RateRow[],
  from: string,
  to: string,
  date: string,
): { rate: Decimal; rateType: "multiply" | "divide" } | null {
  const valid = rows
    .filter((r) => r.validFrom <= date && r.rate !== null && dec(r.rate).gt(0))
    .filter((r) => (r.fromCode === from && r.toCode === to) || (r.fromCode === to && r.toCode === from))
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0));
  const best = valid[0];
  if (!best) return null;
  return { rate: dec(best.rate), rateType: best.fromCode === from ? "multiply" : "divide" };
}
