// POST /api/bankentries/{id}/credit: what is left of an entry (or part of it) booked as an agency's
// or a customer's credit, an overpayment (lib/domain/banks/credit-entry-rest.ts).
import { z } from "zod";
import { entryCreditAnswer } from "@/lib/domain/banks/answer-schemas";
import { creditEntryRest } from "@/lib/domain/banks/credit-entry-rest";
import { BANK_MATCH_SCOPES, entryCreditSchema } from "@/lib/domain/banks/match-schemas";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Book what is left of a bank entry (money in), or `amount` of it, as the credit of an agency (agencyId) or a customer (customerId): a credit movement of kind overpayment in the entry's currency, linked to the entry. 409 beyond what is left. Correcting the movement in the credit ledger gives the entry that amount back.",
    allScopes: BANK_MATCH_SCOPES,
    features: ["bank"],
    params: z.object({ id: id() }),
    body: entryCreditSchema,
    idempotent: true,
    response: createdWith(entryCreditAnswer),
  },
  async ({ params, body, principal }) => created(await creditEntryRest({ entryId: params.id, ...body }, principal)),
);
