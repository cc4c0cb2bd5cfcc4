// Currency conversion at the day's exchange rate. A rate is valid from its day until the next
// rate of the same pair; a missing pair is taken inverted, or through one other currency.
// Converted amounts are rounded once, by the money rule, in the target currency.
import { ONE, dec, roundMoney, type Decimal, type DecimalLike } from "../../core/money";
import { dayNumber } from "./dates";
import type { ExchangeRate, ISODate } from "./types";

type Dated = { day: number; rate: Decimal };

export type RateTable = {
  /** units of `to` for one unit of `from` on `day`, or null when no rate is known */
  rate(from: string, to: string, day: ISODate): Decimal | null;
};

export function rateTable(rates: readonly ExchangeRate[] = []): RateTable {
  const pairs = new Map<string, Dated[]>();
  const neighbours = new Map<string, Set<string>>();
  for (const r of rates) {
    const from = r.from.toUpperCase();
    const to = r.to.toUpperCase();
    const k = `${from}>${to}`;
    const list = pairs.get(k) ?? [];
    list.push({ day: dayNumber(r.validFrom), rate: dec(r.rate) });
    pairs.set(k, list);
    for (const [a, b] of [
      [from, to],
      [to, from],
    ]) {
      const s = neighbours.get(a) ?? new Set<string>();
      s.add(b);
      neighbours.set(a, s);
    }
  }
  // newest first, so the first rate not after the day is the day's rate
  for (const list of pairs.values()) list.sort((a, b) => b.day - a.day);
  const cache = new Map<string, Decimal | null>();

  const direct = (from: string, to: string, day: number): Decimal | null => {
    const own = pairs.get(`${from}>${to}`)?.find((r) => r.day <= day);
    if (own && !own.rate.isZero()) return own.rate;
    const back = pairs.get(`${to}>${from}`)?.find((r) => r.day <= day);
    if (back && !back.rate.isZero()) return ONE.div(back.rate);
    return null;
  };

  return {
    rate(fromRaw, toRaw, iso) {
      const from = fromRaw.toUpperCase();
      const to = toRaw.toUpperCase();
      if (from === to) return ONE;
      const key = `${from}>${to}@${iso}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const day = dayNumber(iso);
      let found = direct(from, to, day);
      if (!found) {
        for (const via of [...(neighbours.get(from) ?? [])].sort()) {
          const a = direct(from, via, day);
          const b = a && direct(via, to, day);
          if (a && b) {
            found = a.times(b);
            break;
          }
        }
      }
      cache.set(key, found);
      return found;
    },
  };
}

/** Exact conversion (not rounded); null when no rate is known. */
export function convert(amount: DecimalLike, from: string, to: string, table: RateTable, day: ISODate): Decimal | null {
  const r = table.rate(from, to, day);
  return r ? dec(amount).times(r) : null;
}

/** Conversion rounded to the target currency's minor unit; null when no rate is known. */
export function convertMoney(
  amount: DecimalLike,
  from: string,
  to: string,
  table: RateTable,
  day: ISODate,
): Decimal | null {
  const v = convert(amount, from, to, table, day);
  return v ? roundMoney(v, to) : null;
}
