// Where a booking's rooms go on another departure (or other dates): the same cabin if it is free,
// else one of the same cabin type, else any cabin that sleeps the party; single beds of a shared
// cabin go to free beds of a shared cabin (respecting the gender rule). Pure: it works on the
// occupancy loaded under lock and updates it as it places, so many bookings can be placed in turn.
import type { Gender } from "../../core/db";
import type { Occupancy } from "./availability";
import type { RoomInfo } from "./inventory";

export type Source = {
  /** the booking room being placed */
  key: number;
  roomId: number;
  roomTypeKey: string;
  exclusive: boolean;
  /** beds held (shared) */
  beds: number;
  guests: number;
  genders: Gender[];
};

export type Placement = { key: number; room: RoomInfo; bedIds: number[]; exclusive: boolean };

const activeBeds = (r: RoomInfo) => r.beds.filter((b) => b.active).map((b) => b.id);

function fits(room: RoomInfo, s: Source, o: Occupancy): number[] | null {
  const beds = activeBeds(room);
  if (s.exclusive) {
    if (o.wholeTaken || o.takenBeds.size) return null;
    return Math.max(room.maxNoOfPax, beds.length) >= Math.max(s.guests, 1) ? beds : null;
  }
  if (!room.allowSharedRoom || o.wholeTaken) return null;
  const free = beds.filter((b) => !o.takenBeds.has(b));
  if (free.length < s.beds) return null;
  if (!room.allowMixedGender) {
    const all = new Set([...o.genders, ...s.genders].filter((g) => g !== "u"));
    if (all.size > 1) return null;
  }
  return free.slice(0, s.beds);
}

/**
 * Places every source or none (a booking is never half-moved). On success the occupancy is
 * updated with what was taken; on failure it is left as it was and the keys that found no room
 * are answered.
 */
export function placeAll(
  sources: Source[],
  rooms: RoomInfo[],
  occ: Map<number, Occupancy>,
): { ok: true; placed: Placement[] } | { ok: false; unplaced: number[] } {
  const taken = new Map<number, { beds: number[]; whole: boolean; genders: Gender[] }[]>();
  const view = (id: number): Occupancy => {
    const base = occ.get(id)!;
    const extra = taken.get(id) ?? [];
    return {
      blocked: base.blocked,
      wholeTaken: base.wholeTaken || extra.some((e) => e.whole),
      takenBeds: new Set([...base.takenBeds, ...extra.flatMap((e) => e.beds)]),
      genders: new Set([...base.genders, ...extra.flatMap((e) => e.genders).filter((g) => g !== "u")]),
    };
  };
  const placed: Placement[] = [];
  const unplaced: number[] = [];
  for (const s of sources) {
    const candidates = [
      ...rooms.filter((r) => r.id === s.roomId),
      ...rooms.filter((r) => r.id !== s.roomId && r.roomTypeKey === s.roomTypeKey),
      ...rooms.filter((r) => r.roomTypeKey !== s.roomTypeKey),
    ];
    let done = false;
    for (const room of candidates) {
      const bedIds = fits(room, s, view(room.id));
      if (!bedIds) continue;
      taken.set(room.id, [...(taken.get(room.id) ?? []), { beds: bedIds, whole: s.exclusive, genders: s.genders }]);
      placed.push({ key: s.key, room, bedIds, exclusive: s.exclusive });
      done = true;
      break;
    }
    if (!done) unplaced.push(s.key);
  }
  if (unplaced.length) return { ok: false, unplaced };
  for (const [id, extra] of taken) {
    const o = occ.get(id)!;
    for (const e of extra) {
      if (e.whole) o.wholeTaken = true;
      e.beds.forEach((b) => o.takenBeds.add(b));
      e.genders.filter((g) => g !== "u").forEach((g) => o.genders.add(g));
    }
  }
  return { ok: true, placed };
}
