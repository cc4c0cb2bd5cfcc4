// Every pricing resource served by the resource engine, for the composition root.
import { priceResource } from "./price-resource";
import { specialResource, specialsGroupResource } from "./special-resource";
import { supplementResource } from "./supplement-resource";
import { priceVariantResource } from "./variant-resource";

export const PRICING_RESOURCES = [
  priceResource,
  priceVariantResource,
  supplementResource,
  specialsGroupResource,
  specialResource,
];
