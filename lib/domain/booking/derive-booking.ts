// New bookings made from an existing one: the successor of a rebook, the parts of a split. They
// take the original's customer, agency, terms and settings, get the numbers their state needs and
// their first history version; their rooms are checked and held like any new booking's.
import type { Principal } from "../../auth/principal";
import type { BookingState, Tx } from "../../core/db";
import { afterBookingChange } from "./after-change";
import { expireBookings } from "./expire-options";
import { checkClaims, insertRooms, type ClaimWithGuests } from "./inventory";
import { numberYear } from "./lock-booking";
import { takeNumbers } from "./numbers";
import { NUMBER_FOR_STATE } from "./state-machine";
import { bookingRoomStaySelect, holdsInventory } from "./states";
import { bookingLinkSelect, type BookingView } from "./view";

const COPIED = {
  type: true,
  ...bookingLinkSelect,
  language: true,
  currency: true,
  todo: true,
  systemReference: true,
  optionUntil: true,
  commission: true,
  tax: true,
} as const;

/** The room requests of the booking's rooms, with their guests (for a copy elsewhere). */
export async function roomsWithGuests(tx: Tx, bookingId: number) {
  return tx.bookingRoom.findMany({
    where: { bookingId },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: {
      ...bookingRoomStaySelect,
      sort: true,
      beds: { select: { bedId: true } },
      guests: { select: { customerId: true, customer: { select: { gender: true } } }, orderBy: { sort: "asc" } },
      room: { select: { kind: true, roomType: { select: { key: true } } } },
    },
  });
}

export async function deriveBooking(
  tx: Tx,
  templateId: number,
  actor: Principal,
  o: {
    state: BookingState;
    claims: ClaimWithGuests[];
    action: string;
    set?: { scheduleId?: number | null; tourId?: number | null; vesselId?: number | null; customerId?: number | null };
    link: { rebookedFromId: number } | { splitFromId: number };
  },
): Promise<BookingView> {
  const template = await tx.booking.findUniqueOrThrow({ where: { id: templateId }, select: COPIED });
  const holding = holdsInventory(o.state);
  if (holding) await checkClaims(tx, o.claims, { expire: expireBookings });
  const kind = NUMBER_FOR_STATE[o.state];
  const number = kind ? { [kind]: (await takeNumbers(tx, kind, await numberYear(tx)))[0] } : {};
  const now = new Date();
  const created = await tx.booking.create({
    data: {
      ...template,
      commission: template.commission ?? undefined,
      tax: template.tax ?? undefined,
      ...o.set,
      ...o.link,
      ...number,
      state: o.state,
      dateFrom: o.claims[0]?.dateFrom ?? now,
      dateTo: o.claims[0]?.dateTo ?? now,
      bookingDate: now,
      reservationDate: o.state === "planned" ? now : null,
    },
    select: { id: true, customerId: true },
  });
  await insertRooms(tx, created.id, o.claims, { active: holding, mainCustomerId: created.customerId });
  return afterBookingChange(tx, created.id, actor, { action: o.action, created: true });
}
