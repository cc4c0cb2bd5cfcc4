import { linesInLanguage } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { fullCharterPrice, fullCharterQuery } from "@/lib/domain/pricing/price-lookups";

export const GET = route(
  {
    summary:
      "The price of the whole vessel for a departure (?schedule=): every active cabin, every bed filled, no specials, in ?currency (default the operator's; it needs an exchange rate).",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["vessel"],
    query: fullCharterQuery,
  },
  async ({ query, locale }) => {
    // its lines as every calculation answers them: text in the caller's language, the key as textKey
    const price = await fullCharterPrice(query);
    return { ...price, lines: linesInLanguage(price.lines, locale) };
  },
);
