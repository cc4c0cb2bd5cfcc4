// GET /api/product/constants: product kinds, units, add rules and line kinds.
import { route } from "@/lib/http/route";
import { PRODUCT_CONSTANTS, productResource } from "@/lib/domain/products/product-resources";
import { z } from "zod";

export const GET = route(
  {
    summary: "Product kinds, units, add rules and what a product becomes on a calculation (product, addon, external).",
    resource: [productResource, "read"],
    response: z.object({
      kinds: z.array(z.string()),
      units: z.array(z.string()),
      addRules: z.array(z.string()),
      lineKinds: z.array(z.string()),
    }),
  },
  () => PRODUCT_CONSTANTS,
);
