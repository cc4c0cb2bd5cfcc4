import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { priceQuery, schedulePrice } from "@/lib/domain/pricing/price-lookups";

export const GET = route(
  {
    summary:
      "A departure's price per cabin type: the entry of the departure day and the whole trip for one unit (cabin or person), in ?currency (default the operator's).",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["vessel"],
    params: z.object({ id: id() }),
    query: priceQuery.pick({ channel: true, currency: true }),
  },
  ({ params, query }) => schedulePrice(params.id, query),
);
