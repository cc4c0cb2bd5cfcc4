import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { findResortPriceEntry, priceQuery } from "@/lib/domain/pricing/price-lookups";

export const GET = route(
  {
    summary:
      "Per room type of the resort (or ?roomTypeId), the price entry of a day (?date=YYYY-MM-DD): price, period, value per room or person, and the value in ?currency.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
    query: priceQuery,
  },
  ({ params, query }) => findResortPriceEntry(params.resort, query),
);
