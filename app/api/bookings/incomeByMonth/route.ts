// GET /api/bookings/incomeByMonth: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "incomeByMonth",
  "Revenue (gross booking totals in the operator's currency, at the booking date's stored rate), bookings, guests and nights of the sold bookings (confirmed or settled) by the period their stay starts in.",
);
