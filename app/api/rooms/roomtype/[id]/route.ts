// GET /api/rooms/roomtype/{id}: the rooms or cabins of a room type.
import { z } from "zod";
import { roomsOfType } from "@/lib/domain/inventory/room-lists";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "The rooms or cabins of room type {id}: [{id, name, availableBeds, isActive}] (404 for an unknown type).",
    scopes: ["resort.read", "vessel.read", "bookings.read"],
    features: ["resort", "vessel"],
    params: z.object({ id: z.string().max(20) }),
    response: z.array(
      z.object({
        id: wireId,
        name: z.string(),
        kind: z.enum(["Room", "Cabin"]),
        isActive: z.boolean(),
        resortId: wireId.nullable(),
        vesselId: wireId.nullable(),
        availableBeds: wireInt,
      }),
    ),
  },
  ({ params }) => roomsOfType(pathId(params.id)),
);
