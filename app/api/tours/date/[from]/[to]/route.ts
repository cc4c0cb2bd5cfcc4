// GET /api/tours/date/{from}/{to}: the departures of a period with beds sold and free.
import { z } from "zod";
import { departures } from "@/lib/domain/tours/departures";
import { dateRange, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { departureRowAnswer } from "@/lib/domain/tours/answer-schemas";

export const GET = route(
  {
    summary:
      "The departures touching [from, to] (YYYY-MM-DD, at most 800 days; query vesselId, tourId) with their occupancy: " +
      "[{id, from, to, nights, status, tour, vessel, embarkationPort, disembarkationPort, beds, sold, free, pax, bookings, " +
      "colour, textColour}]. The vessel calendar reads this.",
    scopes: ["tours.read", "schedules.read", "bookings.read"],
    features: ["vessel"],
    params: dateRange({}, { maxDays: 800 }),
    query: z.object({ vesselId: queryId(), tourId: queryId() }),
    response: z.array(departureRowAnswer),
  },
  ({ params, query }) =>
    departures({ from: params.from, to: params.to, vesselId: query.vesselId, tourId: query.tourId }),
);
