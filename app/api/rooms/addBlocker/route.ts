import { addBlocker, addBlockerSchema } from "@/lib/domain/booking/add-blocker";
import { created, route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Block a room's nights [from, to) (YYYY-MM-DD): {roomId, type: Maintanance | OutOfOrder | Event, from, to, reason?, color?}. " +
      "409 when another blocker of the room overlaps or a booking holds one of the nights (naming it).",
    scopes: ["resort.update", "vessel.update", "bookings.update"],
    features: ["resort", "vessel"],
    body: addBlockerSchema,
  },
  async ({ body, principal }) => created(await addBlocker(body, principal)),
);
