// GET /api/rooms/occupancy: the occupancy grid of resort rooms: days, rooms, entries and stay rules.
import { z } from "zod";
import { occupancyGrid } from "@/lib/domain/booking/occupancy-grid";
import { dateRange, queryId } from "@/lib/http/path-id";
import { json, route } from "@/lib/http/route";
import { ids } from "@/lib/validation/validators";
import { occupancyGridAnswer } from "@/lib/domain/booking/answer-schemas";
import { matchesTag, occupancyGridTag } from "@/lib/domain/booking/grid-tag";
import { packGrid } from "@/lib/domain/booking/grid-wire";

// revalidated on every use: the tag says whether the copy kept is current
const CACHE = "private, no-cache";

export const GET = route(
  {
    summary:
      "The occupancy grid's data: the active rooms of the resorts (resortId: one or a comma list; roomTypeId) and every " +
      "booking and blocker over the nights [from, to) (YYYY-MM-DD, at most 93 nights), each with its calendar colour, " +
      "compact: {from, to, today, weekends: [date], roomTypes: [{id, name}], colours: [{background, text, rule, " +
      "entryType}], rooms: [...], bookings: [[bookingRoomId, roomId, from, to, bookingId, bookingNo, state, resolved, " +
      "guest, pax, colour, bedId, customerId]], blockers: [[blockerId, roomId, from, to, type, reason, colour]], stays: " +
      "[{resortId, roomTypeId, days: [{date, arrival: {allowed, reasons}, departure: {allowed, reasons}, minNights, " +
      "maxNights, stopSell}]}]} where colour indexes colours and stays lists, per resort and room type in view, the " +
      "nights its stay rules restrict. With an ETag (weak): a request with If-None-Match naming it answers 304 " +
      "without a body while nothing its resorts show changed. 404 RESORT_NOT_FOUND when a resortId is unknown.",
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
    response: { 200: occupancyGridAnswer, 304: null },
  },
  async ({ query, req }) => {
    const q = { from: query.from, to: query.to, resortIds: query.resortId, roomTypeId: query.roomTypeId };
    const etag = await occupancyGridTag(q);
    const headers = { etag, "cache-control": CACHE };
    if (matchesTag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    return json(packGrid(await occupancyGrid(q)), { headers });
  },
);
