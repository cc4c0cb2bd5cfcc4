// POST /api/bankentries/{id}/payments: part of a bank entry pays a booking: its payment row (method
// transfer, the entry's date and reference) and the match in one transaction; 409 beyond what is
// left of the entry (lib/domain/banks/match-entry.ts).
import { z } from "zod";
import { matchAnswer } from "@/lib/domain/banks/answer-schemas";
import { matchEntry } from "@/lib/domain/banks/match-entry";
import { BANK_MATCH_SCOPES, matchEntrySchema } from "@/lib/domain/banks/match-schemas";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Match part of a bank entry to a booking (bookingId, amount in the entry's currency; rate and rateType when that is not the booking's currency, else the stored rate of the entry's date). Records the booking's payment (method transfer, the entry's date and reference; money out: a refund) and the match in one transaction. 409 beyond what is left of the entry (two staff at once: one wins). Answers the match, the payment, the booking's paid and open, and the entry with what is left.",
    allScopes: BANK_MATCH_SCOPES,
    features: ["bank"],
    params: z.object({ id: id() }),
    body: matchEntrySchema,
    idempotent: true,
    response: createdWith(matchAnswer),
  },
  async ({ params, body, principal }) => created(await matchEntry({ entryId: params.id, ...body }, principal)),
);
