// Money is exact: Decimal (decimal.js, the type Prisma uses for DECIMAL columns), never float.
// Every amount travels with its currency; rounding to the currency's minor unit happens here.
// Decimal comes from Prisma's browser runtime, not from lib/db: pure code (the pricing engine,
// client components) must not load the database client. decimal.js recognises its instances by
// tag, so values read through Prisma mix freely with these.
import { Decimal as PrismaDecimal } from "@prisma/client/runtime/index-browser";
import { own } from "./own";

export const Decimal = PrismaDecimal;
export type Decimal = PrismaDecimal;

/** Anything that reads as an exact number: a Decimal, a number written in code, or "12.50". */
export type DecimalLike = Decimal | number | string;

export const ZERO: Decimal = new Decimal(0);
export const ONE: Decimal = new Decimal(1);
export const HUNDRED: Decimal = new Decimal(100);

export const dec = (v: DecimalLike): Decimal => (Decimal.isDecimal(v) ? v : new Decimal(v));

/** Minor units per currency where they differ from 2 (ISO 4217). */
const MINOR_UNITS: Record<string, number> = { JPY: 0, KRW: 0, IDR: 0, VND: 0, BHD: 3, KWD: 3, OMR: 3 };

export function minorUnits(currency: string): number {
  return own(MINOR_UNITS, currency.toUpperCase()) ?? 2;
}

/** The smallest amount of a currency: 0.01 for EUR, 1 for JPY, 0.001 for KWD. */
export function minorUnit(currency: string): Decimal {
  return new Decimal(10).pow(-minorUnits(currency));
}

/** The one rounding rule for amounts: half away from zero, to the currency's minor unit. */
export function roundMoney(v: DecimalLike, currency: string): Decimal {
  return dec(v).toDecimalPlaces(minorUnits(currency), Decimal.ROUND_HALF_UP);
}

/** Exact sum (no rounding). */
export function sum(values: Iterable<DecimalLike>): Decimal {
  let s = ZERO;
  for (const v of values) s = s.plus(v);
  return s;
}

/** `percent` of `v`, exact: percentOf(80, 12.5) = 10. */
export function percentOf(v: DecimalLike, percent: DecimalLike): Decimal {
  return dec(v).times(percent).div(HUNDRED);
}

export const maxDec = (a: Decimal, b: Decimal): Decimal => (a.gte(b) ? a : b);
export const minDec = (a: Decimal, b: Decimal): Decimal => (a.lte(b) ? a : b);
