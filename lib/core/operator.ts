// What the operator set up, for code in any ring: the time zone that decides "today" and the
// default currency. Calendar dates are the operator's (or the property's) dates, never the UTC
// date of the server: at 01:00 in Manila it is still yesterday in UTC.
import { todayIn } from "./dates";
import { db, type Tx } from "./db";
import { env } from "./env";

/** The spec's default currency, where the operator has chosen none. */
// eslint-disable-next-line no-restricted-syntax -- the one place that names it
export const SPEC_DEFAULT_CURRENCY = "EUR";

async function generalSetting(key: string, tx: Tx = db()): Promise<unknown> {
  const row = await tx.setting.findUnique({ where: { group_key: { group: "general", key } }, select: { value: true } });
  return row?.value;
}

/** settings.general.timezone, else APP_TIMEZONE. */
export async function operatorTimeZone(tx?: Tx): Promise<string> {
  return timeZoneSetting(await generalSetting("timezone", tx));
}

/** The time zone a stored settings.general.timezone value names, else APP_TIMEZONE. */
export function timeZoneSetting(tz: unknown): string {
  return typeof tz === "string" && tz ? tz : env().APP_TIMEZONE;
}

/** Today as YYYY-MM-DD where the property is (its own zone), else where the operator is. */
export async function operatorToday(property?: { timezone?: string | null } | null, tx?: Tx): Promise<string> {
  return todayIn(property?.timezone || (await operatorTimeZone(tx)));
}

/** settings.general.defaultCurrency (ISO 4217). */
export async function defaultCurrency(tx?: Tx): Promise<string> {
  const c = await generalSetting("defaultCurrency", tx);
  return typeof c === "string" && /^[A-Z]{3}$/.test(c) ? c : SPEC_DEFAULT_CURRENCY;
}
