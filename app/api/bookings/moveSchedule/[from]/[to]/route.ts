// POST /api/bookings/moveSchedule/{from}/{to}: move every booking of a departure to another one.
import { moveDeparture } from "@/lib/domain/booking/move-booking";
import { moveDepartureSchema } from "@/lib/domain/booking/schemas";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const POST = route(
  {
    summary:
      "Move every open booking of departure {from} to departure {to} in one step (cabins or cabin types kept where possible); answers {moved, notPlaced}; those not placed stay. dryRun: report only.",
    scopes: ["bookings.update"],
    params: z.object({ from: z.string().max(12), to: z.string().max(12) }),
    body: moveDepartureSchema,
    idempotent: true,
  },
  ({ params, body, principal }) =>
    moveDeparture(
      { fromScheduleId: pathId(params.from), toScheduleId: pathId(params.to), dryRun: body?.dryRun },
      principal,
    ),
);
