// GET /api/bookings/topAgencies: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("topAgencies", "Agencies by the revenue of their sold bookings, the largest first.");
