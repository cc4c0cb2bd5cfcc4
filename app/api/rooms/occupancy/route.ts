// GET /api/rooms/occupancy: the occupancy grid of resort rooms: days, rooms, entries and stay rules.
import { z } from "zod";
import { occupancyGrid } from "@/lib/domain/booking/occupancy-grid";
import { dateRange, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { ids } from "@/lib/validation/validators";
import { occupancyGridAnswer } from "@/lib/domain/booking/answer-schemas";

export const GET = route(
  {
    summary:
      "The occupancy grid's data: the active rooms of the resorts (resortId: one or a comma list; roomTypeId) and every " +
      "booking and blocker over the nights [from, to) (YYYY-MM-DD, at most 93 nights), each with its calendar colour: " +
      "{from, to, today, days: [{date, weekend, today}], rooms: [...], entries: [{kind: booking | blocker, roomId, from, to, " +
      "label, background, text, rule, entryType, ...}], stays: [{resortId, roomTypeId, days: [{date, arrival: {allowed, " +
      "reasons}, departure: {allowed, reasons}, minNights, maxNights, stopSell}]}]} where stays lists, per resort and " +
      "room type in view, the nights its stay rules restrict. 404 RESORT_NOT_FOUND when a resortId is unknown.",
    scopes: ["bookings.read"],
    features: ["resort"],
    query: dateRange(
      {
        resortId: z
          .preprocess((v) => (typeof v === "string" ? v.split(",") : v), ids())
          .optional()
          .meta({ description: "one resort id, a comma list (1,2) or the key repeated" }),
        roomTypeId: queryId(),
      },
      { strict: true, maxDays: 93 },
    ),
    response: occupancyGridAnswer,
  },
  ({ query }) =>
    occupancyGrid({ from: query.from, to: query.to, resortIds: query.resortId, roomTypeId: query.roomTypeId }),
);
