// POST /api/rooms/{id}/status: a room's or cabin's housekeeping status (dirty, clean, inspected,
// out of service) with an optional note (lib/domain/inventory/set-room-status.ts).
import { z } from "zod";
import { ROOM_STATUS_SET_SCOPES, setRoomStatus, setRoomStatusSchema } from "@/lib/domain/inventory/set-room-status";
import { HOUSEKEEPING_STATUSES } from "@/lib/domain/inventory/room-status";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Set a room's or cabin's housekeeping status: {status: dirty | clean | inspected | outOfService, note?}. " +
      "Answers the room's status, note and who set it when. 409 ROOM_STATUS_NOT_AFTER when the status may not " +
      "follow the room's (a dirty room is cleaned before it is inspected); the same status with the same note " +
      "changes nothing. Each change is kept as a history row. Out of service does not close nights for sale.",
    scopes: ROOM_STATUS_SET_SCOPES,
    features: ["resort", "vessel"],
    params: z.object({ id: id() }),
    body: setRoomStatusSchema,
    response: z.object({
      id: wireId,
      status: z.enum(HOUSEKEEPING_STATUSES),
      note: z.string().nullable(),
      changedAt: z.string().nullable(),
      changedById: wireId.nullable(),
    }),
  },
  ({ params, body, principal }) => setRoomStatus({ id: params.id, ...body }, principal),
);
