// What the operator set up, for code in any ring: the time zone that decides "today" and the
// default currency. Calendar dates are the operator's (or the property's) dates, never the UTC
// date of the server: at 01:00 in Manila it is still yesterday in UTC.
import { todayIn } from "./dates";
import { db, type Tx } from "./db";
import { env } from "./env";
import { referenceCache } from "./reference-cache";

/** The spec's default currency, where the operator has chosen none. */
// eslint-disable-next-line no-restricted-syntax -- the one place that names it
export const SPEC_DEFAULT_CURRENCY = "EUR";

// the general settings as stored, kept in memory while the reference version holds: the time zone
// and the default currency are read by every booking write and most reads
const general = referenceCache<Map<string, unknown>>();

async function generalSetting(key: string, tx: Tx = db()): Promise<unknown> {
  const stored = await general.get(tx, async (tx) => {
    const rows = await tx.setting.findMany({ where: { group: "general" }, select: { key: true, value: true } });
    return new Map(rows.map((r) => [r.key, r.value]));
  });
  return stored.get(key);
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
