// GET /api/bookings/topUsers: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "topUsers",
  "Users by the revenue of the sold bookings they made (the booking's first history entry).",
);
