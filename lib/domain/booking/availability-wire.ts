// GET /api/rooms/available/{id}?compact=true (issue 43, item 3): the same answer with each room type
// and deck named once and each room as one row of values (no key repeated per room and bed). The
// object form stays the default: agencies' and customers' clients read it. Pure.
import type { z } from "zod";
import type { availabilityAnswer, compactAvailabilityAnswer } from "./answer-schemas";

type Availability = z.infer<typeof availabilityAnswer>;
type CompactAvailability = z.infer<typeof compactAvailabilityAnswer>;

export function packAvailability({ rooms, ...head }: Availability): CompactAvailability {
  const roomTypes = new Map<number, string>();
  const decks = new Map<number, string>();
  for (const r of rooms) {
    roomTypes.set(r.roomTypeId, r.roomType);
    if (r.deckId != null) decks.set(r.deckId, r.deck ?? "");
  }
  return {
    ...head,
    roomTypes: [...roomTypes].map(([id, name]) => ({ id, name })),
    decks: [...decks].map(([id, name]) => ({ id, name })),
    rooms: rooms.map((r) => [
      r.id,
      r.name,
      r.kind,
      r.roomTypeId,
      r.deckId,
      r.allowSharedRoom,
      r.allowMixedGender,
      r.maxNoOfPax,
      r.available,
      r.blocked ? [r.blocked.type, r.blocked.from, r.blocked.to] : null,
      r.freeBedIds,
      r.genders,
      r.beds.map((b) => [b.id, b.internalId, b.free]),
    ]),
  };
}
