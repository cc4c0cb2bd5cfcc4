// GET /api/resort/{resort}/prices: a resort's prices with their periods.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { resortPrices } from "@/lib/domain/pricing/price-lookups";
import { priceSummaryAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "Every price of the resort (and those for every resort) with its periods, in any status.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
    response: z.array(
      priceSummaryAnswer.extend({
        resortId: wireId.nullable(),
        periods: z.array(z.object({ id: wireId, name: z.string(), from: wireDate, to: wireDate })),
      }),
    ),
  },
  ({ params }) => resortPrices(params.resort),
);
