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
