// GET /api/bookings/occupancyPerYear: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("occupancyPerYear", "Utilization per year and asset (as utilization, grouped by year).");
