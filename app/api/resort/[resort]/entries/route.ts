import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { rangeQuery, resortEntries } from "@/lib/domain/pricing/price-lookups";

export const GET = route(
  {
    summary:
      "The entries of the resort's prices whose periods meet ?from=&to= (YYYY-MM-DD, both optional), with period dates and room type; ?roomTypeId narrows to one type (and the shared entries).",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
    query: rangeQuery,
  },
  ({ params, query }) => resortEntries(params.resort, query),
);
