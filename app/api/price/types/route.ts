// GET /api/price/types: what a price is for (resort or vessel).
import { route } from "@/lib/http/route";
import { PRICE_TYPES } from "@/lib/domain/pricing/enums";
import { priceResource } from "@/lib/domain/pricing/price-resource";
import { z } from "zod";

export const GET = route(
  {
    summary: "What a price is for: resort (rooms) or vessel (cabins).",
    resource: [priceResource, "read"],
    response: z.array(z.enum(PRICE_TYPES)),
  },
  () => PRICE_TYPES,
);
