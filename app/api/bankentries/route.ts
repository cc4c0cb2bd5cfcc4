// GET /api/bankentries: the entries of every bank the caller sees, paged and filtered on the
// server like one bank's (lib/domain/banks/list-entries.ts), for /bank/entry/list.
import { bankEntryPage } from "@/lib/domain/banks/answer-schemas";
import { listEntries } from "@/lib/domain/banks/list-entries";
import { BANK_READ_SCOPES } from "@/lib/domain/banks/match-schemas";
import { route } from "@/lib/http/route";
import { readListQuery } from "@/lib/resources/list-query";

export const GET = route(
  {
    summary:
      "The entries of every bank the caller sees ({data, total, page, size}), newest first: page, size, sort (date, amount, counterparty, id), order, search (other party, IBAN, reference, details, or an amount), filter[bankId], filter[from], filter[to], filter[state] (matched, partial, unmatched, open = not matched), filter[source] (import, manual, wise).",
    scopes: BANK_READ_SCOPES,
    features: ["bank"],
    response: bankEntryPage,
  },
  ({ req, principal }) => listEntries(principal, readListQuery(req.nextUrl.searchParams)),
);
