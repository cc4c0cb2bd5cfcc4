// What GET /api/bootstrap answers (bootstrap.ts), as a zod schema: the route declares it, the
// OpenAPI document shows it and the API tests check every bootstrap answer against it.
import { z } from "zod";
import { FEATURES } from "../access/features";
import { LOCALES } from "../i18n/locale";
import { BOOKING_STATES } from "../domain/booking/states";
import {
  countryAnswer,
  currencyAnswer,
  exchangeRateAnswer,
  localesAnswer,
  settingsGroupAnswer,
} from "../domain/settings/answer-schemas";
import { appVersionAnswer, guestUserAnswer, notificationAnswer, publicUserAnswer } from "../domain/users/user-schema";
import { wireId, wireInt } from "../validation/wire";

/** The messages in the caller's language (messages/*.json): texts by key, nested by screen. */
type Messages = { [key: string]: string | Messages };
const messages: z.ZodType<Messages> = z
  .record(z.string(), z.union([z.string(), z.lazy(() => messages)]))
  .meta({ id: "Messages" });

export const bootstrapAnswer = z
  .object({
    user: z.union([publicUserAnswer, guestUserAnswer]),
    messages,
    lang: z.enum(LOCALES),
    langs: localesAnswer,
    gfLangs: localesAnswer,
    invoiceLangs: localesAnswer,
    countries: z.array(countryAnswer),
    settingTypes: z.array(z.string()),
    systems: z.array(z.object({ key: z.string(), name: z.string() })),
    currency: z.string(),
    onlineCurrency: z.string(),
    onsiteCurrency: z.string(),
    displayCurrencies: z.array(z.string()),
    supportedCurrencies: z.array(currencyAnswer),
    exchangeRates: z.array(exchangeRateAnswer),
    assets: z.array(
      z.object({ type: z.enum(["resort", "vessel"]), ref: wireId, name: z.string(), timezone: z.string() }),
    ),
    allowCustomerBooking: z.boolean(),
    allowAgencyBooking: z.boolean(),
    maxGuestFormFileSizeinKb: wireInt,
    version: appVersionAnswer,
    dataVersion: wireInt,
    diskSize: z.number().optional().meta({ description: "bytes; only for settings.read" }),
    totalSize: z.number().optional().meta({ description: "bytes; only for settings.read" }),
    features: z.object(Object.fromEntries(FEATURES.map((f) => [f, z.boolean()]))),
    maps: z.object({ key: z.string() }),
    userTypes: z.array(z.string()),
    notifications: z.array(notificationAnswer),
    actionStates: z.object({ states: z.array(z.enum(BOOKING_STATES)), filter: z.array(z.string()) }),
    logoUrl: z.string().nullable(),
    calculationTypes: z.array(z.string()),
    priceTypes: z.array(z.string()),
    timezone: z.string(),
    viewConfig: settingsGroupAnswer,
  })
  .meta({ id: "Bootstrap" });
