import { z } from "zod";
import { roomsOfType } from "@/lib/domain/inventory/room-lists";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The rooms or cabins of room type {id}: [{id, name, availableBeds, isActive}] (404 for an unknown type).",
    scopes: ["resort.read", "vessel.read", "bookings.read"],
    features: ["resort", "vessel"],
    params: z.object({ id: z.string().max(20) }),
  },
  ({ params }) => roomsOfType(pathId(params.id)),
);
