// GET /api/bookings/conversions: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "conversions",
  "Enquiries made per period (the waiting list aside), how many became options and firm bookings, and the share booked.",
);
