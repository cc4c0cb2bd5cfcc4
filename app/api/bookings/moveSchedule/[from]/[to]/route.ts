// POST /api/bookings/moveSchedule/{from}/{to}: move every booking of a departure to another one.
import { moveDeparture } from "@/lib/domain/booking/move-booking";
import { moveDepartureSchema } from "@/lib/domain/booking/schemas";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireId } from "@/lib/validation/wire";

// a booking of the departure: its number and main customer
const placed = z.object({ id: wireId, booking: z.string(), customer: z.string().nullable() });

export const POST = route(
  {
    summary:
      "Move every open booking of departure {from} to departure {to} in one step (cabins or cabin types kept where possible); answers {moved, notPlaced}; those not placed stay. dryRun: report only.",
    scopes: ["bookings.update"],
    params: z.object({ from: z.string().max(12), to: z.string().max(12) }),
    body: moveDepartureSchema,
    idempotent: true,
    response: z.object({
      from: wireId,
      to: wireId,
      dryRun: z.boolean(),
      moved: z.array(placed.extend({ rooms: z.array(z.object({ from: z.string(), to: z.string() })) })),
      notPlaced: z.array(placed.extend({ rooms: z.array(z.string()) })),
    }),
  },
  ({ params, body, principal }) =>
    moveDeparture(
      { fromScheduleId: pathId(params.from), toScheduleId: pathId(params.to), dryRun: body?.dryRun },
      principal,
    ),
);
