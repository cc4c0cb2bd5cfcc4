// GET /api/bookings/customersAtDate?from=&to=&asset=: the guests at an asset in a period, a page of
// them (lib/domain/stats, docs/statistics.md).
import { customersAtDatePeriod, customersAtDateQuery } from "@/lib/domain/stats/figure-queries";
import { figureRoute } from "@/lib/http/stats-route";

export const GET = figureRoute(
  "customersAtDate",
  "The guests of the bookings holding their rooms who sleep at asset (resort:1 or vessel:2; none: every asset) on a night of from..to: name, booking, room, arrival, departure, country, nights in the period; page and size (1-1000, default 100) page them, total counts them all.",
  { query: customersAtDateQuery, toStats: (q) => customersAtDatePeriod(q), names: { assets: "asset" } },
);
