// What /housekeeping loads: the first page of the housekeeping list for the caller, the resorts and
// vessels to filter by, and whether the caller may set a status.
import "server-only";
import type { Principal } from "../auth/principal";
import { hasSome } from "../access/scopes";
import { housekeepingList } from "../domain/booking/housekeeping-list";
import { ROOM_STATUS_SET_SCOPES } from "../domain/inventory/set-room-status";
import { optionsOf } from "./options";

/** Whether the caller may set a room's status (the housekeeping page, the chart's row menu). */
export const canSetRoomStatus = (principal: Principal) => hasSome(principal, ROOM_STATUS_SET_SCOPES);

export async function housekeepingPage(principal: Principal) {
  const [list, resorts, vessels] = await Promise.all([
    housekeepingList({ page: 1, size: 50 }, principal),
    optionsOf("resort"),
    optionsOf("vessel"),
  ]);
  return {
    list,
    resorts,
    vessels,
    canSet: canSetRoomStatus(principal),
    me: principal.user?.name ?? null,
  };
}
