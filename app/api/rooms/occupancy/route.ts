// GET /api/rooms/occupancy: the occupancy grid of resort rooms: days, rooms, entries and stay rules.
import { z } from "zod";
import { occupancyGrid } from "@/lib/domain/booking/occupancy-grid";
import { dateRange, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { ids } from "@/lib/validation/validators";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { entryColourAnswer } from "@/lib/domain/calendar/answer-schemas";
import { stayAnswer } from "@/lib/domain/inventory/answer-schemas";
import { HOUSEKEEPING_STATUSES } from "@/lib/domain/inventory/room-status";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";

// a booked room or a blocker on the grid, with its colours by the calendar rules
const entry = z.object({
  id: z.string(),
  roomId: wireId,
  from: wireDate,
  to: wireDate,
  label: z.string(),
  ...entryColourAnswer.shape,
});

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
    response: z.object({
      from: wireDate,
      to: wireDate,
      today: wireDate,
      days: z.array(z.object({ date: wireDate, weekend: z.boolean(), today: z.boolean() })),
      rooms: z.array(
        z.object({
          id: wireId,
          name: z.string(),
          resortId: wireId,
          roomTypeId: wireId,
          roomType: z.string(),
          beds: wireInt,
          allowSharedRoom: z.boolean(),
          status: z.enum(HOUSEKEEPING_STATUSES).meta({ description: "the room's housekeeping status" }),
        }),
      ),
      entries: z.array(
        z.discriminatedUnion("kind", [
          entry.extend({
            kind: z.literal("booking"),
            bookingRoomId: wireId,
            bookingId: wireId,
            bookingNo: z.string(),
            state: bookingAnswer.shape.state,
            resolved: z.boolean(),
            pax: wireInt,
          }),
          entry.extend({
            kind: z.literal("blocker"),
            blockerId: wireId,
            type: z.string(),
            reason: z.string().nullable(),
          }),
        ]),
      ),
      stays: z.array(
        z.object({
          resortId: wireId,
          roomTypeId: wireId,
          days: z.array(
            z.object({
              date: wireDate,
              minNights: wireInt,
              maxNights: wireInt.nullable(),
              stopSell: z.boolean(),
              arrival: stayAnswer,
              departure: stayAnswer,
            }),
          ),
        }),
      ),
    }),
  },
  ({ query }) =>
    occupancyGrid({ from: query.from, to: query.to, resortIds: query.resortId, roomTypeId: query.roomTypeId }),
);
