import { z } from "zod";
import { resortRooms } from "@/lib/domain/inventory/room-lists";
import { queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The active rooms of the resorts (query resortId: of one), grouped by resort and room type: " +
      "[{id, name, resortId, roomTypeId, roomType, availableBeds, maxNoOfPax}].",
    scopes: ["resort.read", "bookings.read"],
    features: ["resort"],
    query: z.object({ resortId: queryId() }),
  },
  ({ query }) => resortRooms(query.resortId),
);
