// Reference data clients ask for often: currencies, exchange rates, countries, airports.
import { isoDate } from "../../core/dates";
import { db } from "../../core/db";

export async function currencyKeys(): Promise<string[]> {
  return (
    await db().currency.findMany({ where: { isActive: true }, orderBy: { sort: "asc" }, select: { code: true } })
  ).map((c) => c.code);
}

export const activeCurrencies = () =>
  db().currency.findMany({
    where: { isActive: true },
    orderBy: { sort: "asc" },
    select: { code: true, name: true, symbol: true, decimals: true },
  });

/** The latest rate of each currency pair. */
export async function latestExchangeRates() {
  const rows = await db().exchangeRate.findMany({
    orderBy: [{ fromCode: "asc" }, { toCode: "asc" }, { validFrom: "desc" }],
    distinct: ["fromCode", "toCode"],
  });
  return rows.map((r) => ({
    from: r.fromCode,
    to: r.toCode,
    rate: r.rate.toString(),
    validFrom: isoDate(r.validFrom),
  }));
}

export async function countries() {
  const rows = await db().country.findMany({
    orderBy: { name: "asc" },
    select: { code: true, name: true, translations: true, callingCodes: true, states: true },
  });
  return rows;
}

export const airports = () =>
  db().airport.findMany({
    where: { isActive: true },
    orderBy: { iata: "asc" },
    select: { id: true, iata: true, name: true, city: true, countryCode: true },
  });
