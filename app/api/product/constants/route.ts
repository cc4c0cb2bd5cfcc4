import { route } from "@/lib/http/route";
import { PRODUCT_CONSTANTS, productResource } from "@/lib/domain/products/product-resources";

export const GET = route(
  {
    summary: "Product kinds, units, add rules and what a product becomes on a calculation (product, addon, external).",
    resource: [productResource, "read"],
  },
  () => PRODUCT_CONSTANTS,
);
