// /api/price: the list of prices (generic) and creating a season price with its periods and entries.
import { route, created } from "@/lib/http/route";
import { resourceRoute, resourceRows } from "@/lib/http/resource-routes";
import { priceResource } from "@/lib/domain/pricing/price-resource";
import { createPrice, priceCreateInput } from "@/lib/domain/pricing/save-price";
import { createdWith } from "@/lib/http/answers";

/** GET /api/price: the list (generic). */
export const GET = resourceRoute("price", "list");

export const POST = route(
  {
    summary:
      "Create a season price: its header and, optionally, its periods and entries (entries name a period by periodId or periodIndex). Overlapping periods, negative values or a currency without an exchange rate: 400 naming the field, nothing written.",
    resource: [priceResource, "create"],
    body: priceCreateInput,
    response: createdWith(resourceRows(priceResource).detail),
  },
  async ({ body, principal }) => created(await createPrice(body, principal)),
);
