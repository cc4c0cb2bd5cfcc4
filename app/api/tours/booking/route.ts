// GET /api/tours/booking: the tours that can be booked with their next departures.
import { operatorToday } from "@/lib/core/operator";
import { bookableTours } from "@/lib/domain/tours/bookable";
import { optionalDateRange, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Tours that can be booked: active tours on active vessels with their upcoming active departures that still have " +
      "free beds (query from (default today), to, vesselId): [{id, name, code, nights, schedules: [{id, from, to, free, beds}]}].",
    scopes: ["tours.read", "bookings.read", "bookings.create", "agencies.self"],
    features: ["vessel"],
    query: optionalDateRange({ vesselId: queryId() }),
    response: z.array(
      z.object({
        id: wireId,
        name: z.string(),
        code: z.string(),
        vesselId: wireId,
        color: z.string().nullable(),
        nights: wireInt,
        nextDeparture: wireDate,
        schedules: z.array(z.object({ id: wireId, from: wireDate, to: wireDate, free: wireInt, beds: wireInt })),
      }),
    ),
  },
  async ({ query }) => bookableTours({ ...query, from: query.from ?? (await operatorToday()) }),
);
