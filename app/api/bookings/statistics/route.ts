// GET /api/bookings/statistics?days=: the home dashboard's figures for the coming days (the user
// setting defaultDashboardDays unless given), each counted with the where of the list behind it
// (lib/domain/stats/dashboard.ts, docs/statistics.md).
import { bookingScope } from "@/lib/domain/booking/access";
import { dashboardAnswer } from "@/lib/domain/stats/answer-schemas";
import { dashboard } from "@/lib/domain/stats/dashboard";
import { dashboardDaysQuery } from "@/lib/domain/stats/figure-queries";
import { route } from "@/lib/http/route";
import { STATS_SCOPES } from "@/lib/http/stats-route";

export const GET = route(
  {
    summary:
      "The dashboard's figures on the operator's day: arrivals, departures and guests in house today; arrivals and departures within days; options expiring within 7 days; bookings with payments due within days and overdue; the waiting list; the next departures with their sold beds. days: 1-366, default the user's defaultDashboardDays.",
    scopes: STATS_SCOPES,
    query: dashboardDaysQuery,
    response: dashboardAnswer,
  },
  async ({ principal, query }) =>
    dashboard(query.days ?? principal.user?.settings.defaultDashboardDays ?? 30, await bookingScope(principal, "read")),
);
