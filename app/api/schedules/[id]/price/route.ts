// GET /api/schedules/{id}/price: what each cabin type of a departure costs, and which price it takes.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { priceQuery, schedulePrice } from "@/lib/domain/pricing/price-lookups";
import { priceCandidateAnswer, typeEntryAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireDecimal, wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "A departure's price per cabin type: the entry of the departure day and the whole trip for one unit (cabin or person), in ?currency (default the operator's).",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["vessel"],
    params: z.object({ id: id() }),
    query: priceQuery.pick({ channel: true, currency: true }),
    response: z.object({
      scheduleId: wireId,
      tourId: wireId,
      from: wireDate,
      to: wireDate,
      nights: wireInt,
      currency: z.string(),
      cabinTypes: z.array(typeEntryAnswer.extend({ trip: wireDecimal.nullable() })),
      candidates: z.array(priceCandidateAnswer),
    }),
  },
  ({ params, query }) => schedulePrice(params.id, query),
);
