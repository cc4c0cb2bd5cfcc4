// A room's beds as one list in the room's form: what an edit of that list writes, under two
// rules. A bed sold to a stay that has not ended cannot be removed or switched off (409 naming
// the bookings); a bed with past bookings is switched off instead of deleted (its history stays).
import type { Tx } from "../../core/db";
import { bookingLabel, bookingNumberSelect } from "../booking/states";
import { AppError } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { calendarDate } from "../../core/dates";

export type BedInput = {
  id?: number | null;
  bedTypeId?: number | null;
  internalId?: string | null;
  active?: boolean;
  visible?: boolean;
  maxAge?: number | null;
};

const bedData = (b: BedInput, i: number, internalId: string, fallbackType: number | null) => ({
  bedTypeId: b.bedTypeId ?? fallbackType,
  internalId,
  active: b.active ?? true,
  visible: b.visible ?? true,
  maxAge: b.maxAge ?? null,
  sort: i,
});

/**
 * Each bed's internal ID, unique in its room (a unique constraint too): the one given, else
 * "<room>-<n>" from its place on, skipping what another bed of the room is called. `others`: the
 * room's beds outside the list that keep their IDs. A given ID another bed has is a 409 naming it.
 */
function internalIds(beds: readonly BedInput[], roomName: string, first: number, others: readonly (string | null)[]) {
  const taken = new Set(others.filter((x): x is string => x != null));
  beds.forEach((b, i) => {
    if (b.internalId == null) return;
    if (taken.has(b.internalId))
      throw new AppError("CONFLICT", undefined, {
        fields: [{ path: `beds.${i}.internalId`, message: "validation.unique" }],
      });
    taken.add(b.internalId);
  });
  return beds.map((b, i) => {
    if (b.internalId != null) return b.internalId;
    let n = first + i + 1;
    while (taken.has(`${roomName}-${n}`)) n++;
    taken.add(`${roomName}-${n}`);
    return `${roomName}-${n}`;
  });
}

/** Beds held by stays that have not ended, by bed id, with the booking numbers holding them. */
export async function soldBeds(tx: Tx, roomId: number): Promise<Map<number, string[]>> {
  const today = calendarDate(await operatorToday(null, tx));
  const rows = await tx.bookingBed.findMany({
    where: { active: true, dateTo: { gt: today }, bed: { roomId } },
    select: { bedId: true, bookingRoom: { select: { booking: { select: bookingNumberSelect } } } },
  });
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.bedId, [...(out.get(r.bedId) ?? []), bookingLabel(r.bookingRoom.booking)]);
  return out;
}

function refuseSold(bookingNos: string[]) {
  const list = [...new Set(bookingNos)].sort();
  throw new AppError("CONFLICT", "errors.BEDS_SOLD", {
    values: { bookings: list.join(", ") },
    details: { bookings: list },
  });
}

/** The nested write of a new room's beds: the given list, else `count` beds of the room's bed type. */
export function newBeds(beds: BedInput[] | undefined, count: number, roomName: string, bedTypeId: number | null) {
  const list: BedInput[] = beds ?? Array.from({ length: count }, () => ({}));
  const names = internalIds(list, roomName, 0, []);
  return {
    beds: { create: list.map((b, i) => bedData(b, i, names[i], bedTypeId)) },
    availableBeds: list.filter((b) => b.active !== false).length,
  };
}

/**
 * The nested write of an edited room's beds. With `beds`: that list is the room's beds (ids keep
 * existing beds, beds without id are new). Without `beds` but with `availableBeds`: beds are
 * added or switched off (unsold ones, last first) until that many are active.
 */
export async function editedBeds(
  tx: Tx,
  room: { id: number; name: string; bedTypeId: number | null },
  beds: BedInput[] | undefined,
  availableBeds: number | undefined,
) {
  if (!beds && availableBeds === undefined) return {};
  const existing = await tx.bed.findMany({
    where: { roomId: room.id },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, active: true, internalId: true, _count: { select: { bookingBeds: true } } },
  });
  const sold = await soldBeds(tx, room.id);

  if (!beds) {
    const active = existing.filter((b) => b.active);
    const target = availableBeds!;
    if (target >= active.length) {
      const added: BedInput[] = Array.from({ length: target - active.length }, () => ({}));
      const names = internalIds(
        added,
        room.name,
        existing.length,
        existing.map((b) => b.internalId),
      );
      return {
        availableBeds: target,
        beds: { create: added.map((b, i) => bedData(b, existing.length + i, names[i], room.bedTypeId)) },
      };
    }
    const unsold = active.filter((b) => !sold.has(b.id)).reverse();
    const off = unsold.slice(0, active.length - target);
    if (off.length < active.length - target) refuseSold([...sold.values()].flat());
    return {
      availableBeds: target,
      beds: { updateMany: { where: { id: { in: off.map((b) => b.id) } }, data: { active: false } } },
    };
  }

  const known = new Map(existing.map((b) => [b.id, b]));
  const unknown = beds.findIndex((b) => b.id != null && !known.has(b.id));
  if (unknown >= 0)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: `beds.${unknown}.id`, message: "validation.bedOfOtherRoom" }],
    });
  const kept = new Set(beds.filter((b) => b.id != null).map((b) => b.id!));
  const removed = existing.filter((b) => !kept.has(b.id));
  const switchedOff = beds.filter((b) => b.id != null && b.active === false).map((b) => b.id!);
  const losing = [...removed.map((b) => b.id), ...switchedOff].filter((id) => sold.has(id));
  if (losing.length) refuseSold(losing.flatMap((id) => sold.get(id)!));
  const withHistory = removed.filter((b) => b._count.bookingBeds > 0);
  const deletable = removed.filter((b) => b._count.bookingBeds === 0).map((b) => b.id);
  // the beds switched off for their history keep their IDs beside the list's
  const names = internalIds(
    beds,
    room.name,
    0,
    withHistory.map((b) => b.internalId),
  );
  // the unique index checks each statement, and the beds are written one by one: the IDs that
  // change hands (two beds swapped, a removed bed's ID on a new one) are freed first
  const before = new Map(existing.map((b) => [b.id, b.internalId]));
  const renamed = beds.flatMap((b, i) => (b.id != null && before.get(b.id) !== names[i] ? [b.id] : []));
  await tx.bed.deleteMany({ where: { id: { in: deletable } } });
  await tx.bed.updateMany({ where: { id: { in: renamed } }, data: { internalId: null } });
  return {
    availableBeds: beds.filter((b) => b.active !== false).length,
    beds: {
      updateMany: { where: { id: { in: withHistory.map((b) => b.id) } }, data: { active: false } },
      update: beds
        .map((b, i) => [b, i] as const)
        .filter(([b]) => b.id != null)
        .map(([b, i]) => ({ where: { id: b.id! }, data: bedData(b, i, names[i], room.bedTypeId) })),
      create: beds
        .map((b, i) => [b, i] as const)
        .filter(([b]) => b.id == null)
        .map(([b, i]) => bedData(b, i, names[i], room.bedTypeId)),
    },
  };
}
