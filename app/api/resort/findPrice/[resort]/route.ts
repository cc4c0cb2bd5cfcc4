// GET /api/resort/findPrice/{resort}: which price a resort's date takes, and why not the others.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { findResortPrice, priceQuery } from "@/lib/domain/pricing/price-lookups";
import { priceCandidateAnswer, priceSummaryAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The price the engine takes for an arrival at the resort (?date=YYYY-MM-DD, default today; channel, currency, country, roomTypeId), with every candidate and why it was not taken.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
    query: priceQuery,
    response: z.object({
      resortId: wireId,
      date: wireDate,
      price: priceSummaryAnswer.nullable(),
      candidates: z.array(priceCandidateAnswer),
    }),
  },
  ({ params, query }) => findResortPrice(params.resort, query),
);
