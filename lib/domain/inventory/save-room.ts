// Saving a room or cabin with its beds (POST /api/rooms and /api/rooms/{id}, the room form) and
// copying one (POST /api/rooms/{id}/copy), each in one transaction: the room's rules checked, its
// beds written (room-beds.ts), a room taken out of sale through deactivateRoom, and the audit row
// naming each changed field, the beds among them, from what to what.
import type { Principal } from "../../auth/principal";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { recordWrite, type Changes, type WriteVerb } from "../../resources/audit-trail";
import { accessFor, assertKnownImages, copyFields, serialize } from "../../resources/engine";
import { deactivateRoom, lockRoom } from "./deactivate-room";
import { paxInOrder } from "./fields";
import { bedsFor } from "./room-names";
import { editedBeds, newBeds, type BedInput } from "./room-beds";
import {
  assertAssetScope,
  invalid,
  releaseHeldBack,
  roomDetailSelect,
  roomResource,
  visibleFollowsHidden,
  type RoomFields,
} from "./room-resources";

/** A new room (no id) or the fields of an existing one to change (its id). */
export type SaveRoomInput = Partial<RoomFields> & { id?: number };

type Fields = Record<string, unknown> & { beds?: BedInput[] };
type Room = Prisma.RoomGetPayload<{ select: typeof roomDetailSelect }>;

/**
 * The room's rules on what it will be (`existing` with the change on top): one resort or vessel
 * (and its scope), its kind, persons in order, a room type and deck of its own resort or vessel,
 * known bed types, and no move to another resort or vessel while bookings hold it.
 */
async function checkRoom(tx: Tx, actor: Principal, rest: Fields, beds: BedInput[] | undefined, existing?: any) {
  const merged = { ...existing, ...rest } as Record<string, any>;
  if ((merged.resortId == null) === (merged.vesselId == null)) throw invalid("resortId", "validation.oneAsset");
  assertAssetScope(actor, merged);
  if (existing) assertAssetScope(actor, existing);
  const kind: "Room" | "Cabin" = merged.resortId != null ? "Room" : "Cabin";
  if (rest.kind !== undefined && rest.kind !== kind) throw invalid("kind", "validation.kindOfAsset");
  if (!paxInOrder(merged)) throw invalid("defaultNoOfPax", "validation.paxOrder");
  // the room type and the deck belong to the room's own resort or vessel
  const type = await tx.roomType.findUnique({
    where: { id: merged.roomTypeId },
    select: { resortId: true, vesselId: true, maxNoOfPax: true, minNoOfPax: true, defaultNoOfPax: true },
  });
  if (!type || type.resortId !== (merged.resortId ?? null) || type.vesselId !== (merged.vesselId ?? null))
    throw invalid("roomTypeId", "validation.roomTypeOfOtherAsset");
  if (merged.deckId != null) {
    const deck = await tx.deck.findUnique({ where: { id: merged.deckId }, select: { vesselId: true } });
    if (!deck || deck.vesselId !== merged.vesselId) throw invalid("deckId", "validation.deckOfOtherVessel");
  }
  // additional bed types are an id list, not a reference the database checks
  const extra = rest.additionalBedTypeIds as number[] | undefined;
  if (extra?.length) {
    if (new Set(extra).size !== extra.length) throw invalid("additionalBedTypeIds", "validation.duplicate");
    if ((await tx.bedType.count({ where: { id: { in: extra } } })) !== extra.length)
      throw invalid("additionalBedTypeIds", "validation.unknownReference");
  }
  // a bed's own type names the bed it is on (beds.{i}.bedTypeId), not the room's field
  const bedTypes = [...new Set((beds ?? []).flatMap((b) => (b.bedTypeId != null ? [b.bedTypeId] : [])))];
  if (bedTypes.length) {
    const known = new Set(
      (await tx.bedType.findMany({ where: { id: { in: bedTypes } }, select: { id: true } })).map((t) => t.id),
    );
    const i = (beds ?? []).findIndex((b) => b.bedTypeId != null && !known.has(b.bedTypeId));
    if (i >= 0) throw invalid(`beds.${i}.bedTypeId`, "validation.unknownReference");
  }
  if (existing && (existing.resortId !== merged.resortId || existing.vesselId !== merged.vesselId)) {
    const held = await tx.bookingRoom.count({ where: { roomId: existing.id } });
    if (held) throw new AppError("CONFLICT", "errors.ROOM_ASSET_HAS_BOOKINGS", { values: { count: held } });
  }
  return { merged, kind, type };
}

/** The beds as the trail shows them: in their order, without ids. */
const trailBeds = (beds: readonly Omit<Room["beds"][number], "id" | "sort">[]) =>
  beds.map((b) => ({
    internalId: b.internalId,
    bedTypeId: b.bedTypeId,
    active: b.active,
    visible: b.visible,
    maxAge: b.maxAge,
  }));

function bedChanges(before: Room["beds"] | undefined, after: Room["beds"]): Changes {
  const to = trailBeds(after);
  if (!before) return { beds: { to } };
  const from = trailBeds(before);
  return JSON.stringify(from) === JSON.stringify(to) ? {} : { beds: { from, to } };
}

/**
 * Creates one room in `tx` with its audit row: persons not given come from its room type, and
 * without a bed list or count it gets the beds its type's persons need.
 */
export async function createRoom(
  tx: Tx,
  actor: Principal,
  fields: Fields,
  verb: Extract<WriteVerb, "created" | "copied">,
  copiedFrom?: number,
) {
  await assertKnownImages(tx, fields);
  const { beds, ...rest } = visibleFollowsHidden(fields);
  const { merged, kind, type } = await checkRoom(tx, actor, rest, beds);
  // persons not given: the room type's (a new room is as its type says unless told otherwise)
  const pax = {
    maxNoOfPax: (rest.maxNoOfPax as number | undefined) ?? type.maxNoOfPax,
    minNoOfPax: (rest.minNoOfPax as number | undefined) ?? type.minNoOfPax,
    defaultNoOfPax: (rest.defaultNoOfPax as number | undefined) ?? type.defaultNoOfPax,
  };
  if (!paxInOrder(pax)) throw invalid("defaultNoOfPax", "validation.paxOrder");
  const sleeps =
    merged.bedTypeId != null
      ? (await tx.bedType.findUnique({ where: { id: merged.bedTypeId }, select: { sleeps: true } }))?.sleeps
      : undefined;
  const bedCount = (rest.availableBeds as number | undefined) ?? bedsFor(pax.maxNoOfPax, sleeps);
  const data = {
    ...rest,
    ...pax,
    kind,
    ...newBeds(beds, bedCount, String(merged.name), merged.bedTypeId ?? null),
  };
  const row = await tx.room.create({ data: data as Prisma.RoomUncheckedCreateInput, select: roomDetailSelect });
  await recordWrite(tx, roomResource, actor, verb, row.id, {
    after: row,
    written: data,
    more: bedChanges(undefined, row.beds),
    copiedFrom,
  });
  return serialize(roomResource, row);
}

async function updateRoom(tx: Tx, actor: Principal, id: number, fields: Fields) {
  const existing = await lockRoom(tx, id);
  await assertKnownImages(tx, fields);
  const { beds, ...rest } = visibleFollowsHidden(fields);
  const { merged } = await checkRoom(tx, actor, rest, beds, existing);
  const kind = merged.resortId != null ? "Room" : "Cabin";
  // out of sale: its own use case (and audit row), in this transaction
  let before: Record<string, unknown> = existing;
  if (existing.isActive && rest.isActive === false) {
    await deactivateRoom({ id }, actor, tx);
    before = { ...existing, isActive: false };
  }
  const bedsBefore = await tx.bed.findMany({
    where: { roomId: id },
    select: roomDetailSelect.beds.select,
    orderBy: roomDetailSelect.beds.orderBy,
  });
  const bedWrite = await editedBeds(
    tx,
    { id, name: String(merged.name), bedTypeId: merged.bedTypeId ?? null },
    beds,
    rest.availableBeds as number | undefined,
  );
  const data = { ...rest, kind, ...bedWrite };
  const row = await tx.room.update({
    where: { id },
    data: data as Prisma.RoomUncheckedUpdateInput,
    select: roomDetailSelect,
  });
  // a removed bed is held back by no departure any more
  if (row.vesselId != null) await releaseHeldBack(tx, row.vesselId);
  await recordWrite(tx, roomResource, actor, "updated", id, {
    before,
    after: row,
    written: data,
    more: bedChanges(bedsBefore, row.beds),
  });
  return serialize(roomResource, row);
}

/**
 * Creates a room with its beds (the list given, else `availableBeds` beds of its bed type), or,
 * with an id, changes the fields named: `beds` replaces the room's beds (ids keep theirs), and
 * `availableBeds` alone adds beds or switches unsold ones off. Answers the room as GET does.
 */
export async function saveRoom(input: SaveRoomInput, actor: Principal, tx?: Tx) {
  const { id, ...fields } = input;
  await accessFor(roomResource, actor, id === undefined ? "create" : "update");
  return transaction(
    (tx) => (id === undefined ? createRoom(tx, actor, fields, "created") : updateRoom(tx, actor, id, fields)),
    { tx },
  );
}

/** A new room with the original's fields and as many beds ("101 (2)", no internal ID). */
export async function copyRoom(input: { id: number }, actor: Principal, tx?: Tx) {
  await accessFor(roomResource, actor, "create");
  await accessFor(roomResource, actor, "read");
  return transaction(
    async (tx) => {
      const original = await tx.room.findUnique({ where: { id: input.id } });
      if (!original) throw notFound();
      return createRoom(tx, actor, copyFields(roomResource, original), "copied", input.id);
    },
    { tx },
  );
}
