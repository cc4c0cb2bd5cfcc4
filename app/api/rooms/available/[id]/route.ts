import { z } from "zod";
import { roomAvailability } from "@/lib/domain/inventory/room-availability";
import { dateRange, pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "Is room {id} free over the nights [from, to) (query, YYYY-MM-DD)? {available, freeBeds: [bedId], bookings: " +
      "[{bookingNo, dateFrom, dateTo, exclusive, beds}], blockers: [{id, type, from, to, reason}]}.",
    scopes: ["resort.read", "vessel.read", "bookings.read"],
    features: ["resort", "vessel"],
    params: z.object({ id: z.string().max(20) }),
    query: dateRange({}, { strict: true, maxDays: 731 }),
  },
  ({ params, query }) => roomAvailability(pathId(params.id), query.from, query.to),
);
