import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { resortPrices } from "@/lib/domain/pricing/price-lookups";

export const GET = route(
  {
    summary: "Every price of the resort (and those for every resort) with its periods, in any status.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
  },
  ({ params }) => resortPrices(params.resort),
);
