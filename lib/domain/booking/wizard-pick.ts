// What the booking wizard lets staff pick in a room or cabin of the availability answer. Pure, so
// that the client component and the tests share it.
import type { BookingState } from "../../core/db";
import { holdsInventory } from "./states";

export type PickableRoom = {
  available: boolean;
  allowSharedRoom: boolean;
  blocked: unknown;
  beds: { id: number; free: boolean }[];
};

/**
 * A booking that holds its rooms takes only what is free: the whole room when nothing of it is
 * taken, single free beds of a shared cabin. A waiting-list entry holds nothing, so it may name a
 * taken room or bed (that is what it waits for); a blocked room stays closed to it too.
 */
export function wizardPicks(room: PickableRoom, state: BookingState): { whole: boolean; bedIds: number[] } {
  if (holdsInventory(state))
    return {
      whole: room.available,
      bedIds: room.allowSharedRoom ? room.beds.filter((b) => b.free).map((b) => b.id) : [],
    };
  if (room.blocked) return { whole: false, bedIds: [] };
  return { whole: true, bedIds: room.allowSharedRoom ? room.beds.map((b) => b.id) : [] };
}
