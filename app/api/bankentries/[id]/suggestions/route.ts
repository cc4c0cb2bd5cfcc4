// GET /api/bankentries/{id}/suggestions: the bookings an entry probably pays, best first, each with
// its reasons in the caller's language (lib/domain/banks/suggest-matches.ts).
import { z } from "zod";
import { suggestionAnswer } from "@/lib/domain/banks/answer-schemas";
import { BANK_READ_SCOPES } from "@/lib/domain/banks/match-schemas";
import { suggestMatches } from "@/lib/domain/banks/suggest-matches";
import { route } from "@/lib/http/route";
import { id, int4 } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "The bookings a bank entry (money in) probably pays, best first: a booking, reservation, offer or invoice number in its reference (also without leading zeros, with spaces or dashes), its amount equal to what is open or to an open instalment, the payer's name like the customer's or agency's. Each with its reasons (kind, value and text in the caller's language) and score. Money out: none.",
    scopes: BANK_READ_SCOPES,
    features: ["bank"],
    params: z.object({ id: id() }),
    query: z.object({ limit: int4({ min: 1, max: 20 }).default(5) }),
    response: z.array(suggestionAnswer),
  },
  ({ params, query, locale, principal }) => suggestMatches(params.id, locale, principal, { limit: query.limit }),
);
