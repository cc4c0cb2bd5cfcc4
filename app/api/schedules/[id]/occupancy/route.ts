// GET /api/schedules/{id}/occupancy: a departure on the tape chart: its cabins' beds down, the trip's
// nights across, each guest on their bed (lib/domain/booking/cabin-grid.ts).
import { z } from "zod";
import { occupancyGridAnswer } from "@/lib/domain/booking/answer-schemas";
import { cabinGrid } from "@/lib/domain/booking/cabin-grid";
import { packGrid } from "@/lib/domain/booking/grid-wire";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The tape chart of departure {id}: the trip's nights (days), a row per bed of each cabin (rooms: the cabin with " +
      "bedId, bed and held: the bed is not for sale on this trip) and per guest of a booking that holds the cabin an " +
      "entry on their bed (bedId, customerId; a bed held without a named guest has no customerId), coloured by the " +
      "calendar rules; the compact shape of GET /api/rooms/occupancy. 404 for an unknown departure.",
    scopes: ["bookings.read"],
    features: ["vessel"],
    params: z.object({ id: id() }),
    response: occupancyGridAnswer.extend({ scheduleId: wireId, vesselId: wireId.nullable() }),
  },
  async ({ params }) => packGrid(await cabinGrid(params.id)),
);
