import { route } from "@/lib/http/route";
import { CALCULATION_TYPES } from "@/lib/domain/pricing/enums";
import { priceResource } from "@/lib/domain/pricing/price-resource";

export const GET = route(
  {
    summary: "How a price's entries count: complete (the whole stay or trip) or unit (per night).",
    resource: [priceResource, "read"],
  },
  () => CALCULATION_TYPES,
);
