// GET /api/schedules/booking: the departures that can be booked, with beds sold and free.
import { operatorToday } from "@/lib/core/operator";
import { bookableSchedules } from "@/lib/domain/tours/bookable";
import { optionalDateRange, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { departureRowAnswer } from "@/lib/domain/tours/answer-schemas";

export const GET = route(
  {
    summary:
      "Departures that can be booked: active, from `from` (default today) on, with free beds (query to, vesselId, " +
      "tourId), with their occupancy as in GET /api/tours/date/{from}/{to}.",
    scopes: ["schedules.read", "tours.read", "bookings.read", "bookings.create", "agencies.self"],
    features: ["vessel"],
    query: optionalDateRange({ vesselId: queryId(), tourId: queryId() }),
    response: z.array(departureRowAnswer),
  },
  async ({ query }) => bookableSchedules({ ...query, from: query.from ?? (await operatorToday()) }),
);
