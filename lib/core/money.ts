// Money is exact: Decimal (decimal.js, the type Prisma uses for DECIMAL columns), never float.
// Every amount travels with its currency; rounding to the currency's minor unit happens here.
import { Prisma } from "./db";

export const Decimal = Prisma.Decimal;
export type Decimal = Prisma.Decimal;

/** Anything that reads as an exact number: a Decimal, a number written in code, or "12.50". */
export type DecimalLike = Decimal | number | string;

export const dec = (v: DecimalLike): Decimal => new Decimal(v);

/** Minor units per currency where they differ from 2 (ISO 4217). */
const MINOR_UNITS: Record<string, number> = { JPY: 0, KRW: 0, IDR: 0, VND: 0, BHD: 3, KWD: 3, OMR: 3 };

export function minorUnits(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/** The one rounding rule for amounts: half away from zero, to the currency's minor unit. */
export function roundMoney(v: DecimalLike, currency: string): Decimal {
  return dec(v).toDecimalPlaces(minorUnits(currency), Decimal.ROUND_HALF_UP);
}
