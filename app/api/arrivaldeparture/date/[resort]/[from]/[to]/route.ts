// GET /api/arrivaldeparture/date/{resort}/{from}/{to}: the allowed arrival and departure of each day for a resort.
import { z } from "zod";
import { USER } from "@/lib/access/scopes";
import { MAX_LOOKUP_DAYS, arrivalDeparture } from "@/lib/domain/inventory/arrival-departure";
import { dateRange, pathId, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";
import { stayAnswer } from "@/lib/domain/inventory/answer-schemas";

export const GET = route(
  {
    summary:
      "Allowed arrival and departure per day of [from, to] (YYYY-MM-DD, both included, at most 366 days) for a resort: " +
      "[{date, weekday (1 = Monday), weekend, arrival: {allowed, reasons: [{code, ruleId, message}]}, departure: {allowed, reasons}, " +
      "minNights, maxNights, stopSell, rules: [ruleId]}]. Reason codes: ARRIVAL_WEEKDAY, DEPARTURE_WEEKDAY, ARRIVAL_DATE, " +
      "DEPARTURE_DATE, CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE, STOP_SELL, MIN_NIGHTS, MAX_NIGHTS, BEFORE_ARRIVAL (ruleId null: " +
      "the resort's own setting). Weekend: Saturday and Sunday, or the configured arrival and departure weekdays. " +
      "Query roomTypeId adds that room type's rules; arrival=YYYY-MM-DD also checks each departure against the stay's " +
      "minimum and maximum nights and stop-sell nights. 404 RESORT_NOT_FOUND for an unknown resort, 400 for a bad or reversed date.",
    scopes: [USER],
    features: ["resort"],
    params: dateRange({ resort: z.string().max(20) }, { maxDays: MAX_LOOKUP_DAYS }),
    query: z.object({ roomTypeId: queryId(), arrival: calendarDateField().optional() }),
    response: z.array(
      z.object({
        date: wireDate,
        weekday: z.number().int().min(1).max(7).meta({ description: "1 = Monday" }),
        weekend: z.boolean(),
        arrival: stayAnswer,
        departure: stayAnswer,
        minNights: wireInt,
        maxNights: wireInt.nullable(),
        stopSell: z.boolean(),
        rules: z.array(wireId),
      }),
    ),
  },
  ({ params, query, locale }) =>
    arrivalDeparture(
      pathId(params.resort, "RESORT_NOT_FOUND"),
      { from: params.from, to: params.to, roomTypeId: query.roomTypeId ?? null, arrival: query.arrival ?? null },
      locale,
    ),
);
