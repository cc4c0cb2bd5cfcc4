// GET /api/bookings/topProducts: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("topProducts", "Products booked on the sold bookings by how many bookings took them.");
