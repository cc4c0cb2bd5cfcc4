// What the inventory reads of the booking context answer (availability.ts, schedule-cabins.ts), as
// zod schemas: a room or cabin with what is free of it. Declared by GET /api/rooms/available/{id}
// and GET /api/schedules/movecabin/{id}.
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { wireDate, wireId, wireInt } from "../../validation/wire";
import { entryColourAnswer } from "../calendar/answer-schemas";
import { stayAnswer } from "../inventory/answer-schemas";
import { HOUSEKEEPING_STATUSES } from "../inventory/room-status";
import { bookingAnswer, genderAnswer } from "./view-schema";

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

// a booked room or a blocker on the grid, with its colours by the calendar rules
const gridEntry = z.object({
  id: z.string(),
  roomId: wireId,
  from: wireDate,
  to: wireDate,
  label: z.string(),
  ...entryColourAnswer.shape,
});

/** The tape chart's data (GET /api/rooms/occupancy; a departure's, GET /api/schedules/{id}/occupancy). */
export const occupancyGridAnswer = z.object({
  from: wireDate,
  to: wireDate,
  today: wireDate,
  days: z.array(z.object({ date: wireDate, weekend: z.boolean(), today: z.boolean() })),
  rooms: z.array(
    z.object({
      id: wireId,
      name: z.string(),
      resortId: wireId.meta({ description: "the room's resort (a departure's chart: the vessel)" }),
      roomTypeId: wireId,
      roomType: z.string(),
      beds: wireInt,
      allowSharedRoom: z.boolean(),
      status: z.enum(HOUSEKEEPING_STATUSES).meta({ description: "the room's housekeeping status" }),
      bedId: wireId.optional().meta({ description: "a departure's chart: the row is this bed of the cabin" }),
      bed: z.string().optional().meta({ description: "the bed's name (internal ID, else its place)" }),
      held: z.boolean().optional().meta({ description: "the bed is not for sale on the trip" }),
    }),
  ),
  entries: z.array(
    z.discriminatedUnion("kind", [
      gridEntry.extend({
        kind: z.literal("booking"),
        bookingRoomId: wireId,
        bookingId: wireId,
        bookingNo: z.string(),
        state: bookingAnswer.shape.state,
        resolved: z.boolean(),
        pax: wireInt,
        bedId: wireId.optional().meta({ description: "a departure's chart: the guest's bed" }),
        customerId: wireId
          .optional()
          .meta({ description: "a departure's chart: the guest (none: a bed held unnamed)" }),
      }),
      gridEntry.extend({
        kind: z.literal("blocker"),
        blockerId: wireId,
        type: z.string(),
        reason: z.string().nullable(),
      }),
    ]),
  ),
  stays: z.array(
    z.object({
      resortId: wireId,
      roomTypeId: wireId,
      days: z.array(
        z.object({
          date: wireDate,
          minNights: wireInt,
          maxNights: wireInt.nullable(),
          stopSell: z.boolean(),
          arrival: stayAnswer,
          departure: stayAnswer,
        }),
      ),
    }),
  ),
});
