// POST /api/price/{id}/copy: a price copied as a draft with its periods, entries, variants and supplements.
import { z } from "zod";
import { created, route } from "@/lib/http/route";
import { id } from "@/lib/domain/pricing/fields";
import { priceResource } from "@/lib/domain/pricing/price-resource";
import { copyPrice } from "@/lib/domain/pricing/save-price";
import { createdWith } from "@/lib/http/answers";
import { resourceRows } from "@/lib/http/resource-routes";

export const POST = route(
  {
    summary: "Copy a price with its periods, entries, variants and supplements, as a draft.",
    resource: [priceResource, "create"],
    params: z.object({ id: id() }),
    response: createdWith(resourceRows(priceResource).detail),
  },
  async ({ params, principal }) => created(await copyPrice(params.id, principal)),
);
