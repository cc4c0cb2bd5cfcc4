// POST /api/rooms/bulk: rooms or cabins of one room type in one step ("add N rooms of this type").
import { z } from "zod";
import { createRooms, createRoomsSchema } from "@/lib/domain/inventory/create-rooms";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { wireId, wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Create rooms or cabins of a room type in one transaction: {roomTypeId, pattern, count?, start?, deckId?, " +
      "bedTypeId?, beds?, isActive?}. The pattern names them: '1{01..12}' (a range) or 'Room {n}' (count from " +
      "start). Persons come from the room type, beds as many as its persons need. 409 naming the names the " +
      "resort or vessel already has (nothing is created).",
    scopes: ["resort.update", "vessel.update"],
    features: ["resort", "vessel"],
    body: createRoomsSchema,
    response: createdWith(
      z.object({
        rooms: z.array(z.object({ id: wireId, name: z.string(), maxNoOfPax: wireInt, availableBeds: wireInt })),
      }),
    ),
  },
  async ({ body, principal }) => created(await createRooms(body, principal)),
);
