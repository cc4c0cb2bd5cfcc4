// GET /api/schedules/fullCharterPrice: what a departure costs chartered whole.
import { linesInLanguage } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { fullCharterPrice, fullCharterQuery } from "@/lib/domain/pricing/price-lookups";
import { z } from "zod";
import { engineLineAnswer, lineTextKey } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireDecimal, wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The price of the whole vessel for a departure (?schedule=): every active cabin, every bed filled, no specials, in ?currency (default the operator's; it needs an exchange rate).",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["vessel"],
    query: fullCharterQuery,
    response: z.object({
      scheduleId: wireId,
      from: wireDate,
      to: wireDate,
      currency: z.string(),
      cabins: wireInt,
      persons: wireInt,
      total: wireDecimal,
      todo: z.boolean(),
      todos: z.array(lineTextKey),
      lines: z.array(engineLineAnswer),
    }),
  },
  async ({ query, locale }) => {
    // its lines as every calculation answers them: text in the caller's language, the key as textKey
    const price = await fullCharterPrice(query);
    return { ...price, lines: linesInLanguage(price.lines, locale) };
  },
);
