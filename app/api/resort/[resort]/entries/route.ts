// GET /api/resort/{resort}/entries: the price entries of a resort's prices, by period and room type.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { rangeQuery, resortEntries } from "@/lib/domain/pricing/price-lookups";
import { priceSummaryAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireDecimal, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The entries of the resort's prices whose periods meet ?from=&to= (YYYY-MM-DD, both optional), with period dates and room type; ?roomTypeId narrows to one type (and the shared entries).",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
    query: rangeQuery,
    response: z.array(
      z.object({
        id: wireId,
        priceId: wireId,
        priceName: z.string(),
        priceStatus: priceSummaryAnswer.shape.status,
        calculationType: priceSummaryAnswer.shape.calculationType,
        currency: z.string(),
        periodId: wireId,
        periodName: z.string(),
        from: wireDate,
        to: wireDate,
        override: z.boolean(),
        roomTypeId: wireId.nullable(),
        roomTypeName: z.string().nullable(),
        per: z.enum(["room", "person"]),
        value: wireDecimal,
        variants: z.record(z.string(), wireDecimal),
      }),
    ),
  },
  ({ params, query }) => resortEntries(params.resort, query),
);
