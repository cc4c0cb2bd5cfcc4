// The page /bank/cashflow: the range and grouping from the address (the last three months by week
// unless told; a range the API would refuse falls back to that), the banks to choose from, and the
// cash flow itself (lib/domain/banks/cashflow.ts).
import "server-only";
import { addCalendarDays } from "../core/dates";
import { operatorToday } from "../core/operator";
import type { Principal } from "../auth/principal";
import { banksOf } from "../domain/banks/bank-access";
import { cashflow } from "../domain/banks/cashflow";
import { cashflowQuery } from "../domain/banks/match-schemas";
import type { PageSearchParams } from "./list";

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export async function loadCashflow(sp: PageSearchParams, principal: Principal) {
  const today = await operatorToday();
  const fallback = { from: `${addCalendarDays(today, -92).slice(0, 7)}-01`, to: today, groupBy: "week" as const };
  const asked = cashflowQuery.safeParse({
    from: one(sp.from) ?? fallback.from,
    to: one(sp.to) ?? fallback.to,
    groupBy: one(sp.groupBy) ?? fallback.groupBy,
    bankId: one(sp.bankId),
  });
  const query = asked.success ? asked.data : fallback;
  const [flow, banks] = await Promise.all([cashflow(query, principal), banksOf(principal)]);
  return { query, flow, banks };
}
