// DELETE /api/bankentries/{id}/payments/{paymentId}: a match taken back: the booking's payment is
// reversed (with the reason) and the match removed (lib/domain/banks/unmatch-entry.ts).
import { z } from "zod";
import { unmatchAnswer } from "@/lib/domain/banks/answer-schemas";
import { BANK_MATCH_SCOPES, unmatchEntrySchema } from "@/lib/domain/banks/match-schemas";
import { unmatchEntry } from "@/lib/domain/banks/unmatch-entry";
import { route } from "@/lib/http/route";
import { translator } from "@/lib/i18n/translator";
import { id } from "@/lib/validation/validators";

export const DELETE = route(
  {
    summary:
      "Take a match back ({paymentId}: the booking's payment the match made): the payment is reversed by a reversal row with the reason (default: unmatched from the bank entry) and the match removed, so that part of the entry is left to match again. Answers the booking's paid and open and the entry.",
    allScopes: BANK_MATCH_SCOPES,
    features: ["bank"],
    params: z.object({ id: id(), paymentId: id() }),
    body: unmatchEntrySchema,
    response: unmatchAnswer,
  },
  ({ params, body, principal, locale }) =>
    unmatchEntry(
      {
        entryId: params.id,
        paymentId: params.paymentId,
        reason: body.reason ?? translator(locale)("bankMatching.unmatchedReason", { id: params.id }),
      },
      principal,
    ),
);
