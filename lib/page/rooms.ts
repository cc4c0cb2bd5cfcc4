// What the room pages show besides the room's own screen: bed type options and, for an existing
// room, its blockers from today on.
import "server-only";
import { calendarDate, isoDate } from "../core/dates";
import { db } from "../core/db";
import { operatorToday } from "../core/operator";
import { optionsOf } from "./options";

export const bedTypeOptions = () => optionsOf("bedType");

export async function upcomingBlockers(roomId: number) {
  const today = calendarDate(await operatorToday());
  const rows = await db().roomBlocker.findMany({
    where: { roomId, to: { gt: today } },
    orderBy: { from: "asc" },
    select: { id: true, type: true, from: true, to: true, reason: true },
  });
  return rows.map((b) => ({ ...b, from: isoDate(b.from), to: isoDate(b.to) }));
}

/** Persons of each room type by id: a new room (one or many) starts with its type's. */
export async function roomTypePersons(): Promise<Record<string, { max: number; min: number; default: number }>> {
  const rows = await db().roomType.findMany({
    select: { id: true, maxNoOfPax: true, minNoOfPax: true, defaultNoOfPax: true },
    take: 1000,
  });
  return Object.fromEntries(
    rows.map((r) => [String(r.id), { max: r.maxNoOfPax, min: r.minNoOfPax, default: r.defaultNoOfPax }]),
  );
}

/** What "add N rooms of this type" offers: room types and decks (with their owner), bed types, persons. */
export async function bulkRoomOptions() {
  const [roomTypes, decks, bedTypes, persons, sleeps] = await Promise.all([
    optionsOf("roomType"),
    optionsOf("deck"),
    bedTypeOptions(),
    roomTypePersons(),
    db().bedType.findMany({ select: { id: true, sleeps: true }, take: 1000 }),
  ]);
  const sleepsOf = Object.fromEntries(sleeps.map((b) => [String(b.id), b.sleeps]));
  return { roomTypes, decks, bedTypes: bedTypes.map((b) => ({ ...b, sleeps: sleepsOf[b.value] ?? 1 })), persons };
}
