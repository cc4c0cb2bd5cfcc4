// GET /api/schedules/priceEntry: what each cabin type of a departure costs on a date.
import { route } from "@/lib/http/route";
import { PRICE_LOOKUP_SCOPES } from "@/lib/domain/pricing/fields";
import { scheduleEntryQuery, schedulePriceEntry } from "@/lib/domain/pricing/price-lookups";
import { z } from "zod";
import { typeEntryAnswer } from "@/lib/domain/pricing/answer-schemas";
import { wireDate, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The price entry of a departure (?schedule=) for its cabin types (or ?roomType=), with the value in ?currency.",
    scopes: PRICE_LOOKUP_SCOPES,
    features: ["vessel"],
    query: scheduleEntryQuery,
    response: z.object({ scheduleId: wireId, date: wireDate, currency: z.string(), entries: z.array(typeEntryAnswer) }),
  },
  ({ query }) => schedulePriceEntry(query),
);
