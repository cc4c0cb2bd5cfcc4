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

const bedData = (b: BedInput, i: number, fallbackName: string, fallbackType: number | null) => ({
  bedTypeId: b.bedTypeId ?? fallbackType,
  internalId: b.internalId ?? `${fallbackName}-${i + 1}`,
  active: b.active ?? true,
  visible: b.visible ?? true,
  maxAge: b.maxAge ?? null,
  sort: i,
});

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
  return {
    beds: { create: list.map((b, i) => bedData(b, i, roomName, bedTypeId)) },
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
    select: { id: true, active: true, _count: { select: { bookingBeds: true } } },
  });
  const sold = await soldBeds(tx, room.id);

  if (!beds) {
    const active = existing.filter((b) => b.active);
    const target = availableBeds!;
    if (target >= active.length) {
      const extra = target - active.length;
      return {
        availableBeds: target,
        beds: {
          create: Array.from({ length: extra }, (_, i) => bedData({}, existing.length + i, room.name, room.bedTypeId)),
        },
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
  const withHistory = removed.filter((b) => b._count.bookingBeds > 0).map((b) => b.id);
  const deletable = removed.filter((b) => b._count.bookingBeds === 0).map((b) => b.id);
  return {
    availableBeds: beds.filter((b) => b.active !== false).length,
    beds: {
      deleteMany: { id: { in: deletable } },
      updateMany: { where: { id: { in: withHistory } }, data: { active: false } },
      update: beds
        .map((b, i) => [b, i] as const)
        .filter(([b]) => b.id != null)
        .map(([b, i]) => ({ where: { id: b.id! }, data: bedData(b, i, room.name, room.bedTypeId) })),
      create: beds
        .map((b, i) => [b, i] as const)
        .filter(([b]) => b.id == null)
        .map(([b, i]) => bedData(b, i, room.name, room.bedTypeId)),
    },
  };
}
