// What the inventory reads of the booking context answer (availability.ts, schedule-cabins.ts), as
// zod schemas: a room or cabin with what is free of it. Declared by GET /api/rooms/available/{id}
// and GET /api/schedules/movecabin/{id}.
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { wireDate, wireId, wireInt } from "../../validation/wire";
import { genderAnswer } from "./view-schema";

/** A room or cabin with its free beds, a blocker that closes it and the genders already in it. */
export const availableRoomAnswer = z.object({
  id: wireId,
  name: z.string(),
  kind: z.enum(WIRE_ENUMS.RoomKind as [string, ...string[]]),
  roomTypeId: wireId,
  roomType: z.string(),
  deckId: wireId.nullable(),
  deck: z.string().nullable(),
  allowSharedRoom: z.boolean(),
  allowMixedGender: z.boolean(),
  maxNoOfPax: wireInt,
  available: z.boolean(),
  blocked: z.object({ type: z.string(), from: wireDate, to: wireDate }).nullable(),
  freeBedIds: z.array(wireId),
  genders: z.array(genderAnswer),
  beds: z.array(z.object({ id: wireId, internalId: z.string().nullable(), free: z.boolean() })),
});
