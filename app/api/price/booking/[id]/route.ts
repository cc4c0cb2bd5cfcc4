// GET /api/price/booking/{id}: what a booking costs now, and with explain=1 (staff) why.
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { bookingScope } from "@/lib/domain/booking/access";
import { route } from "@/lib/http/route";
import { calculationJson } from "@/lib/domain/pricing/calculation-json";
import { id } from "@/lib/domain/pricing/fields";
import { priceBooking } from "@/lib/domain/booking/calculation/price-booking";
import { calculationAnswer } from "@/lib/domain/pricing/answer-schemas";

export const GET = route(
  {
    summary:
      "What a booking costs now: its calculation lines (sort, type, text, amount, price, source), total and totals (tax, commission, payment plan); with ?explain=1 (staff only) also why: the price entry and period of each line, the specials that applied with the rule that matched and those that did not with the first rule that failed.",
    scopes: ["bookings.read", "bookings.update", "price.update", "agencies.self"],
    params: z.object({ id: id() }),
    query: z.object({ explain: z.enum(["0", "1", "true", "false"], { error: "validation.invalidValue" }).optional() }),
    response: calculationAnswer,
  },
  async ({ params, query, principal, locale }) => {
    const explain = query.explain === "1" || query.explain === "true";
    // why a price is what it is names every price and special, drafts and other agencies' too: staff's
    if (explain && (await bookingScope(principal, "read")).kind !== "all") throw new AppError("FORBIDDEN");
    const { result } = await priceBooking(params.id, principal);
    return calculationJson(params.id, result, locale, { explain });
  },
);
