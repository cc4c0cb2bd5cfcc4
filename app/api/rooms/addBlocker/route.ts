// POST /api/rooms/addBlocker: a room closed for some nights (maintenance, out of order, an event).
import { addBlocker, addBlockerSchema } from "@/lib/domain/booking/add-blocker";
import { created, route } from "@/lib/http/route";
import { z } from "zod";
import { createdWith } from "@/lib/http/answers";
import { wireDate, wireId } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Block a room's nights [from, to) (YYYY-MM-DD): {roomId, type: Maintanance | OutOfOrder | Event, from, to, reason?, color?}. " +
      "409 when another blocker of the room overlaps or a booking holds one of the nights (naming it).",
    scopes: ["resort.update", "vessel.update", "bookings.update"],
    features: ["resort", "vessel"],
    body: addBlockerSchema,
    response: createdWith(
      z.object({
        id: wireId,
        roomId: wireId,
        type: z.string(),
        from: wireDate,
        to: wireDate,
        reason: z.string().nullable(),
        color: z.string().nullable(),
      }),
    ),
  },
  async ({ body, principal }) => created(await addBlocker(body, principal)),
);
