// GET /api/rooms/resort: the rooms of a resort (or of all resorts) with their type.
import { z } from "zod";
import { resortRooms } from "@/lib/domain/inventory/room-lists";
import { queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The active rooms of the resorts (query resortId: of one), grouped by resort and room type: " +
      "[{id, name, resortId, roomTypeId, roomType, availableBeds, maxNoOfPax}].",
    scopes: ["resort.read", "bookings.read"],
    features: ["resort"],
    query: z.object({ resortId: queryId() }),
    response: z.array(
      z.object({
        id: wireId,
        name: z.string(),
        resortId: wireId.nullable(),
        roomTypeId: wireId,
        roomType: z.string(),
        availableBeds: wireInt,
        maxNoOfPax: wireInt,
      }),
    ),
  },
  ({ query }) => resortRooms(query.resortId),
);
