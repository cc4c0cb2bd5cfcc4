// GET /api/banks/balance: each bank's balance at `from` and at the end of each day, week or month
// to `to`, and per currency in total (lib/domain/banks/cashflow.ts).
import { balanceAnswer } from "@/lib/domain/banks/answer-schemas";
import { balances } from "@/lib/domain/banks/cashflow";
import { BANK_READ_SCOPES, balanceQuery } from "@/lib/domain/banks/match-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The balances from `from` to `to` (calendar dates, at most ten years) per bank (bankId: one) and per currency in total: the opening balance at `from`, the closing one at `to`, and the balance at the end of each day, week (from Monday) or month. Derived from the opening balance and the entries, never stored.",
    scopes: BANK_READ_SCOPES,
    features: ["bank"],
    query: balanceQuery,
    response: balanceAnswer,
  },
  ({ query, principal }) => balances(query, principal),
);
