// GET /api/price/calculationTypes: how a price's entries count (complete or unit).
import { route } from "@/lib/http/route";
import { CALCULATION_TYPES } from "@/lib/domain/pricing/enums";
import { priceResource } from "@/lib/domain/pricing/price-resource";
import { z } from "zod";

export const GET = route(
  {
    summary: "How a price's entries count: complete (the whole stay or trip) or unit (per night).",
    resource: [priceResource, "read"],
    response: z.array(z.enum(CALCULATION_TYPES)),
  },
  () => CALCULATION_TYPES,
);
