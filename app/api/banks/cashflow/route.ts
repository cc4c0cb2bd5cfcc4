// GET /api/banks/cashflow: money in and out per day, week or month, per bank and per currency, with
// the balance at each period's end from the opening balance (lib/domain/banks/cashflow.ts).
import { cashflowAnswer } from "@/lib/domain/banks/answer-schemas";
import { cashflow } from "@/lib/domain/banks/cashflow";
import { BANK_READ_SCOPES, cashflowQuery } from "@/lib/domain/banks/match-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The cash flow from `from` to `to` (calendar dates, at most ten years) grouped by day, week (from Monday) or month: per bank (bankId: one) and per currency in total, the opening balance, money in and out (negative) and the balance at each period's end. Balances are derived from the opening balance and the entries. The same as CSV: /api/banks/cashflowCSV.",
    scopes: BANK_READ_SCOPES,
    features: ["bank"],
    query: cashflowQuery,
    response: cashflowAnswer,
  },
  ({ query, principal }) => cashflow(query, principal),
);
