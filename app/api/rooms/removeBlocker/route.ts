// POST /api/rooms/removeBlocker: a room's blocker removed.
import { removeBlocker, removeBlockerSchema } from "@/lib/domain/booking/remove-blocker";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireId } from "@/lib/validation/wire";

export const POST = route(
  {
    summary: "Remove a blocker: {id}; its nights are free again.",
    scopes: ["resort.update", "vessel.update", "bookings.update"],
    features: ["resort", "vessel"],
    body: removeBlockerSchema,
    response: z.object({ id: wireId, roomId: wireId, removed: z.boolean() }),
  },
  ({ body, principal }) => removeBlocker(body, principal),
);
