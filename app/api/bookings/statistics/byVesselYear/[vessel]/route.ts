// GET /api/bookings/statistics/byVesselYear/{vessel}: byVesselYear of one vessel.
import { z } from "zod";
import { statsRoute } from "@/lib/http/stats-route";
import { id } from "@/lib/validation/validators";

export const GET = statsRoute(
  "byVesselYear",
  "byVesselYear of one vessel: per year, departures starting then, berths offered and sold, utilization and revenue.",
  { features: ["vessel"], params: z.object({ vessel: id() }) },
);
