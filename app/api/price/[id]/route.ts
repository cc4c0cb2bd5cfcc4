// /api/price/{id}: one price (GET, DELETE: generic) and the price grid's save (POST).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { resourceRoute, resourceRows } from "@/lib/http/resource-routes";
import { id } from "@/lib/domain/pricing/fields";
import { priceResource } from "@/lib/domain/pricing/price-resource";
import { priceUpdateInput, updatePrice } from "@/lib/domain/pricing/save-price";

/** GET one price with its periods, entries, variants and supplements; DELETE it (with them). */
export const GET = resourceRoute("price", "get");
export const DELETE = resourceRoute("price", "delete");

export const POST = route(
  {
    summary:
      "Change a price: the header fields named; periods and entries, when given, replace the stored ones in one transaction (the price grid's save).",
    resource: [priceResource, "update"],
    params: z.object({ id: id() }),
    body: priceUpdateInput,
    response: resourceRows(priceResource).detail,
  },
  async ({ params, body, principal }) => updatePrice(params.id, body, principal),
);
