// GET /api/bankentries/temporary: imported entries not yet (fully) matched, paged on the server with what is
// matched and left (lib/domain/banks/list-match-entries.ts).
import { entryListAnswer } from "@/lib/domain/banks/answer-schemas";
import { listMatchEntries } from "@/lib/domain/banks/list-match-entries";
import { BANK_READ_SCOPES, entryListQuery } from "@/lib/domain/banks/match-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The imported (or collected) bank entries with something left to match, newest first, paged ({data, total, page, size}), each with what is matched, credited and left; suggestions=true adds each entry's best three suggestions. Filters: bankId, from, to, search (reference, counterparty, IBAN).",
    scopes: BANK_READ_SCOPES,
    features: ["bank"],
    query: entryListQuery,
    response: entryListAnswer,
  },
  ({ query, locale, principal }) => listMatchEntries("temporary", query, locale, principal),
);
