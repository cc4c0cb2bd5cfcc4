// "Add N rooms of this type" (POST /api/rooms/bulk and the dialog on the room lists): rooms or
// cabins of one room type created in one transaction, their names from a pattern (room-names.ts),
// persons and beds from the type, each with its own audit row as a single create writes it. A
// name the resort or vessel already has refuses the whole request (409 naming them): all or none.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { accessFor } from "../../resources/engine";
import { text } from "../../validation/validators";
import { count, id, optionalId } from "./fields";
import { assertAssetScope, invalid, roomResource } from "./room-resources";
import { bedsFor, MAX_BULK_ROOMS, roomNames } from "./room-names";
import { createRoom } from "./save-room";

export const createRoomsSchema = z
  .object({
    roomTypeId: id(),
    /** "1{01..12}", "Room {n}" (with count and start), or one name */
    pattern: text({ min: 1, max: 120 }),
    count: count(1, MAX_BULK_ROOMS).optional(),
    start: count(0, 100_000).default(1),
    deckId: optionalId(),
    bedTypeId: optionalId(),
    /** beds per room; default: as many as the type's persons need */
    beds: count(1, 50).optional(),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const r = roomNames(v);
    if (!r.ok) ctx.addIssue({ code: "custom", path: [r.path], message: r.message });
  });

export type CreateRoomsInput = z.output<typeof createRoomsSchema>;

/** How many names a refusal's message lists (its details list them all). */
const NAMED = 10;

/** Names among `names` the resort or vessel's rooms already have (case aside), in the pattern's order. */
async function takenNames(tx: Tx, asset: { resortId: number | null; vesselId: number | null }, names: string[]) {
  const rows = await tx.room.findMany({
    where: {
      ...(asset.resortId != null ? { resortId: asset.resortId } : { vesselId: asset.vesselId }),
      name: { in: names, mode: "insensitive" },
    },
    select: { name: true },
  });
  const taken = new Set(rows.map((r) => r.name.toLowerCase()));
  return names.filter((n) => taken.has(n.toLowerCase()));
}

/**
 * Creates the rooms the pattern names, of the room type's resort or vessel, in its order after
 * the asset's rooms. 400 for a bad pattern or a deck of another vessel, 403 without the asset's
 * update scope, 409 naming every name already taken (nothing created).
 */
export async function createRooms(input: CreateRoomsInput, actor: Principal, tx?: Tx) {
  await accessFor(roomResource, actor, "create");
  const names = roomNames(input);
  if (!names.ok) throw invalid(names.path, names.message);
  return transaction(
    async (tx) => {
      const type = await tx.roomType.findUnique({
        where: { id: input.roomTypeId },
        select: { resortId: true, vesselId: true, maxNoOfPax: true },
      });
      if (!type) throw invalid("roomTypeId", "validation.unknownReference");
      assertAssetScope(actor, type);
      const taken = await takenNames(tx, type, names.names);
      if (taken.length) {
        const more = taken.length > NAMED ? ` (+${taken.length - NAMED})` : "";
        throw new AppError("CONFLICT", "errors.ROOM_NAMES_TAKEN", {
          values: { count: taken.length, names: taken.slice(0, NAMED).join(", ") + more },
          details: { names: taken },
          fields: [{ path: "pattern", message: "validation.unique" }],
        });
      }
      const sleeps =
        input.bedTypeId != null
          ? (await tx.bedType.findUnique({ where: { id: input.bedTypeId }, select: { sleeps: true } }))?.sleeps
          : undefined;
      if (input.bedTypeId != null && sleeps === undefined) throw invalid("bedTypeId", "validation.unknownReference");
      const last = await tx.room.aggregate({
        where: type.resortId != null ? { resortId: type.resortId } : { vesselId: type.vesselId },
        _max: { sort: true },
      });
      const first = (last._max.sort ?? 0) + 1;
      const rooms = [];
      for (const [i, name] of names.names.entries()) {
        // each room as a single create takes it: its schema's defaults, its checks, its audit row
        const fields = roomResource.create.parse({
          name,
          resortId: type.resortId,
          vesselId: type.vesselId,
          roomTypeId: input.roomTypeId,
          deckId: input.deckId ?? null,
          bedTypeId: input.bedTypeId ?? null,
          availableBeds: input.beds ?? bedsFor(type.maxNoOfPax, sleeps),
          isActive: input.isActive,
          sort: first + i,
        });
        rooms.push(await createRoom(tx, actor, fields as Record<string, unknown>, "created"));
      }
      return {
        rooms: rooms.map((r) => ({
          id: r.id as number,
          name: r.name as string,
          maxNoOfPax: r.maxNoOfPax as number,
          availableBeds: r.availableBeds as number,
        })),
      };
    },
    { tx },
  );
}
