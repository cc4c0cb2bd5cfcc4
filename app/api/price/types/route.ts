import { route } from "@/lib/http/route";
import { PRICE_TYPES } from "@/lib/domain/pricing/enums";
import { priceResource } from "@/lib/domain/pricing/price-resource";

export const GET = route(
  { summary: "What a price is for: resort (rooms) or vessel (cabins).", resource: [priceResource, "read"] },
  () => PRICE_TYPES,
);
