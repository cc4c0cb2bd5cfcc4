// GET /api/bookings/arrivalCount?days=&start=: arrivals and departures day by day (lib/domain/stats,
// docs/statistics.md).
import { arrivalCountPeriod, arrivalCountQuery } from "@/lib/domain/stats/figure-queries";
import { figureRoute } from "@/lib/http/stats-route";

export const GET = figureRoute(
  "arrivalCount",
  "Per day of start (default today) .. start + days - 1 (days 1-366, default 30): the bookings holding their rooms that arrive and depart, and their guests; assets, categories and sources filter.",
  { query: arrivalCountQuery, toStats: arrivalCountPeriod },
);
