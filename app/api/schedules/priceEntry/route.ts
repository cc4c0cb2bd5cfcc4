import { route } from "@/lib/http/route";
import { PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { scheduleEntryQuery, schedulePriceEntry } from "@/lib/domain/pricing/price-lookups";

export const GET = route(
  {
    summary:
      "The price entry of a departure (?schedule=) for its cabin types (or ?roomType=), with the value in ?currency.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["vessel"],
    query: scheduleEntryQuery,
  },
  ({ query }) => schedulePriceEntry(query),
);
