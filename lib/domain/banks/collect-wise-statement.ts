// Collects a Wise account's statement through Wise's REST API and imports it like a file: the
// bank keeps the profile and balance ids (settings) and a personal API token (secrets); the
// statement of the period (default: from the day of the last collected entry, at most 31 days
// back, to today) is fetched for the bank's currency and written through the same checks and
// transaction as an import, so collecting twice adds nothing twice. Wise refusing the token or
// not knowing the balance is a 409 (the settings need a change); Wise failing, timing out or
// answering what we cannot read is a 502. Never a 500. The base URL is WISE_API_URL.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { addCalendarDays, isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { env } from "../../core/env";
import { AppError } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { calendarDateField } from "../../validation/validators";
import { findBank } from "./bank-access";
import { wiseSettingsOf } from "./bank-resource";
import { checkStatement, commitImport, type ImportResult } from "./import-statement";
import { wiseEntries, wiseStatementSchema } from "./wise-statement";

const WISE_TIMEOUT_MS = 20_000;
/** Wise answers a statement of at most 469 days. */
const MAX_DAYS = 469;
const DEFAULT_DAYS = 31;

export const collectWiseSchema = z
  .object({ from: calendarDateField().optional(), to: calendarDateField().optional() })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ["to"], message: "validation.dateOrder" });
export type CollectWiseInput = z.infer<typeof collectWiseSchema>;

const wiseFailed = (reason: string) =>
  new AppError("BAD_GATEWAY", "errors.wise.failed", { values: { reason }, details: { reason } });

async function fetchStatement(url: string, token: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      signal: AbortSignal.timeout(WISE_TIMEOUT_MS),
    });
  } catch (e) {
    throw wiseFailed(e instanceof Error && e.name === "TimeoutError" ? "timeout" : "unreachable");
  }
  if (res.status === 401 || res.status === 403)
    throw new AppError("CONFLICT", "errors.wise.refused", { details: { status: res.status } });
  if (res.status === 404) throw new AppError("CONFLICT", "errors.wise.notFound", { details: { status: 404 } });
  if (!res.ok) throw wiseFailed(`HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw wiseFailed("not JSON");
  }
}

export async function collectWiseStatement(
  bankId: number,
  input: CollectWiseInput,
  actor: Principal,
): Promise<ImportResult> {
  const bank = await findBank(actor, bankId);
  const wise = wiseSettingsOf(bank.settings);
  const token = (bank.secrets as Record<string, unknown> | null)?.wiseToken;
  if (!wise.profileId || !wise.balanceId || typeof token !== "string" || !token)
    throw new AppError("NOT_CONFIGURED", "errors.wise.notConfigured");
  const to = input.to ?? (await operatorToday());
  const last = await db().bankEntry.findFirst({
    where: { bankId: bank.id, source: "wise" },
    orderBy: { date: "desc" },
    select: { date: true },
  });
  const opening = isoDate(bank.openingDate);
  const earliest = addCalendarDays(to, -DEFAULT_DAYS);
  const from = input.from ?? [last ? isoDate(last.date) : earliest, earliest, opening].sort().reverse()[0];
  if (from > to)
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "to", message: "validation.dateOrder" }] });
  if (addCalendarDays(from, MAX_DAYS) < to)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "from", message: `banks.validation.wisePeriod|${JSON.stringify({ days: MAX_DAYS })}` }],
    });
  const url = new URL(
    `/v1/profiles/${encodeURIComponent(wise.profileId)}/balance-statements/${encodeURIComponent(wise.balanceId)}/statement.json`,
    env().WISE_API_URL,
  );
  url.search = new URLSearchParams({
    currency: bank.currency,
    intervalStart: `${from}T00:00:00.000Z`,
    intervalEnd: `${to}T23:59:59.999Z`,
    type: "COMPACT",
  }).toString();
  const parsed = wiseStatementSchema.safeParse(await fetchStatement(url.toString(), token));
  if (!parsed.success) throw wiseFailed("unexpected answer");
  const entries = checkStatement(
    { format: "wise", parts: [{ entries: wiseEntries(parsed.data), currency: bank.currency }] },
    bank,
    { from, to },
  );
  return commitImport({ bank, format: "wise", encoding: null, fileName: `Wise ${from} – ${to}`, entries }, actor);
}
