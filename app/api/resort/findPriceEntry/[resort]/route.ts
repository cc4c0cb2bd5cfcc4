// GET /api/resort/findPriceEntry/{resort}: what each room type of a resort costs on a date.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id, PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { findResortPriceEntry, priceQuery } from "@/lib/domain/pricing/price-lookups";
import { typeEntryAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Per room type of the resort (or ?roomTypeId), the price entry of a day (?date=YYYY-MM-DD): price, period, value per room or person, and the value in ?currency.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["resort"],
    params: z.object({ resort: id() }),
    query: priceQuery,
    response: z.object({ resortId: wireId, date: wireDate, currency: z.string(), entries: z.array(typeEntryAnswer) }),
  },
  ({ params, query }) => findResortPriceEntry(params.resort, query),
);
