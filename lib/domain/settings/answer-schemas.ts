// What the settings and reference-data endpoints answer, as zod schemas (RouteSpec.response):
// currencies, exchange rates, countries, airports, a settings group. The bootstrap answer uses them
// too (lib/composition/bootstrap-schema.ts).
import { z } from "zod";
import { LOCALES } from "../../i18n/locale";
import { wireDate, wireDecimal, wireId, wireInt } from "../../validation/wire";

/** An active currency (reference-data.ts activeCurrencies). */
export const currencyAnswer = z.object({ code: z.string(), name: z.string(), symbol: z.string(), decimals: wireInt });

/** The latest rate of a currency pair (reference-data.ts latestExchangeRates). */
export const exchangeRateAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rate: wireDecimal,
  validFrom: wireDate,
});

/** A country with its name per language, calling codes and states (reference-data.ts countries). */
export const countryAnswer = z.object({
  code: z.string(),
  name: z.string(),
  translations: z.record(z.string(), z.string()),
  callingCodes: z.array(z.string()),
  states: z.array(z.object({ name: z.string(), state_code: z.string() })),
});

/** An active airport (reference-data.ts airports). */
export const airportAnswer = z.object({
  id: wireId,
  iata: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});

/** A value of a settings group (group-settings.ts GROUP_SCHEMAS): text, a number, a switch or a list. */
const settingValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/** A settings group's values over their defaults, by key (general, company, booking, view, features). */
export const settingsGroupAnswer = z.record(z.string(), settingValue);

/** The languages the operator offers (general: langs, gfLangs, invoiceLangs). */
export const localesAnswer = z.array(z.enum(LOCALES));
