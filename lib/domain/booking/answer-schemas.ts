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

/** GET /api/rooms/available/{id} as objects (the default), and with compact=true (availability-wire.ts). */
const availabilityHead = {
  type: z.enum(["resort", "vessel", "schedule"]),
  assetId: wireId,
  scheduleId: wireId.nullable(),
  dateFrom: wireDate,
  dateTo: wireDate,
  nights: wireInt,
  summary: z.object({ rooms: wireInt, freeRooms: wireInt, beds: wireInt, freeBeds: wireInt }),
};
export const availabilityAnswer = z.object({ ...availabilityHead, rooms: z.array(availableRoomAnswer) });
export const compactAvailabilityAnswer = z.object({
  ...availabilityHead,
  roomTypes: z.array(z.object({ id: wireId, name: z.string() })),
  decks: z.array(z.object({ id: wireId, name: z.string() })),
  rooms: z
    .array(
      z.tuple([
        wireId.meta({ description: "id" }),
        z.string().meta({ description: "name" }),
        z.enum(WIRE_ENUMS.RoomKind as [string, ...string[]]).meta({ description: "kind" }),
        wireId.meta({ description: "roomTypeId (its name: roomTypes)" }),
        wireId.nullable().meta({ description: "deckId (its name: decks)" }),
        z.boolean().meta({ description: "allowSharedRoom" }),
        z.boolean().meta({ description: "allowMixedGender" }),
        wireInt.meta({ description: "maxNoOfPax" }),
        z.boolean().meta({ description: "available: the whole room or cabin can be booked" }),
        z
          .tuple([z.string(), wireDate, wireDate])
          .nullable()
          .meta({ description: "blocked: [type, from, to] of a blocker closing it" }),
        z.array(wireId).meta({ description: "freeBedIds" }),
        z.array(genderAnswer).meta({ description: "genders already in it" }),
        z
          .array(z.tuple([wireId, z.string().nullable(), z.boolean()]))
          .meta({ description: "beds: [id, internalId, free]" }),
      ]),
    )
    .meta({ description: "each room as one row of values, in the order of the object form's fields" }),
});

/** The tape chart's data (GET /api/rooms/occupancy; a departure's, GET /api/schedules/{id}/occupancy), compact
 * (grid-wire.ts): each room type and colour once, booked rooms and blockers as rows of values pointing into them. */
export const occupancyGridAnswer = z.object({
  from: wireDate,
  to: wireDate,
  today: wireDate,
  weekends: z.array(wireDate).meta({ description: "the window's weekend nights (the nights are [from, to))" }),
  roomTypes: z.array(z.object({ id: wireId, name: z.string() })),
  colours: z
    .array(entryColourAnswer)
    .meta({ description: "the entries' colours, each once (bookings and blockers point in by index)" }),
  rooms: z.array(
    z.object({
      id: wireId,
      name: z.string(),
      resortId: wireId.meta({ description: "the room's resort (a departure's chart: the vessel)" }),
      roomTypeId: wireId.meta({ description: "its name: roomTypes" }),
      beds: wireInt,
      allowSharedRoom: z.boolean(),
      status: z.enum(HOUSEKEEPING_STATUSES).meta({ description: "the room's housekeeping status" }),
      bedId: wireId.optional().meta({ description: "a departure's chart: the row is this bed of the cabin" }),
      bed: z.string().optional().meta({ description: "the bed's name (internal ID, else its place)" }),
      held: z.boolean().optional().meta({ description: "the bed is not for sale on the trip" }),
    }),
  ),
  bookings: z
    .array(
      z.tuple([
        wireId.meta({ description: "bookingRoomId: the booking's room (what the drag moves)" }),
        wireId.meta({ description: "roomId" }),
        wireDate.meta({ description: "from" }),
        wireDate.meta({ description: "to" }),
        wireId.meta({ description: "bookingId" }),
        z.string().meta({ description: "bookingNo: the booking's number as shown" }),
        bookingAnswer.shape.state,
        z.boolean().meta({ description: "resolved" }),
        z.string().nullable().meta({ description: "the guest's name on the bar (null: the booking's number)" }),
        wireInt.meta({ description: "pax" }),
        wireInt.meta({ description: "colour: index into colours" }),
        wireId.nullable().meta({ description: "a departure's chart: the guest's bed" }),
        wireId.nullable().meta({ description: "a departure's chart: the guest (null: a bed held unnamed)" }),
      ]),
    )
    .meta({ description: "booked rooms over the window, as rows of values" }),
  blockers: z
    .array(
      z.tuple([
        wireId.meta({ description: "blockerId" }),
        wireId.meta({ description: "roomId" }),
        wireDate.meta({ description: "from" }),
        wireDate.meta({ description: "to" }),
        z.string().meta({ description: "type" }),
        z.string().nullable().meta({ description: "reason" }),
        wireInt.meta({ description: "colour: index into colours" }),
      ]),
    )
    .meta({ description: "blockers over the window, as rows of values" }),
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
