// The one place that says which bookings hold rooms and beds and which bookings a customer takes
// part in. Everything else (dashboard, club, availability) asks here, as data or as a Prisma where.
import type { BookingState, Prisma } from "../../core/db";

export const BOOKING_STATES = [
  "draft",
  "confirmed",
  "planned",
  "aborted",
  "rebooked",
  "resolved",
  "deleted",
  "freed",
  "splitted",
  "waiting",
] as const satisfies readonly BookingState[];

/** The state filter's extra entry: every state but resolved. */
export const NOT_RESOLVED = "notResolved";

// States whose booking keeps its rooms and beds. A waiting-list entry holds nothing; a cancelled,
// rebooked, deleted, freed or split booking has given its inventory back (or to its successor).
export const HOLDING_STATES: readonly BookingState[] = ["draft", "confirmed", "planned", "resolved"];
const HOLDING: ReadonlySet<BookingState> = new Set(HOLDING_STATES);

export function holdsInventory(state: BookingState): boolean {
  return HOLDING.has(state);
}

// States whose stay does not take place: cancelled, replaced by a rebooking, an option that ran
// out, deleted, or split into other bookings. Their calculation bills only what staff add by hand
// (a cancellation fee); the stay itself is billed nowhere or by the booking that took it over.
export const CALLED_OFF_STATES: readonly BookingState[] = ["aborted", "rebooked", "freed", "deleted", "splitted"];

// A trip (the club's count and its trips): a booking that takes place, confirmed, an option or
// settled; not an offer (draft), not called off, not a waiting-list entry.
export const TRIP_STATES: readonly BookingState[] = ["confirmed", "planned", "resolved"];
export const isTrip = (state: BookingState) => TRIP_STATES.includes(state);

/** Bookings that hold their rooms and beds. */
export const holdingBookings = { state: { in: [...HOLDING_STATES] } } satisfies Prisma.BookingWhereInput;

/**
 * Bookings that still hold what their rows say: every holding state, except an option (planned)
 * past its `optionUntil` (the expiry rule, state-machine.ts): it holds nothing any more, even
 * before the sweep frees it. Combine with `holdingBookings` or an active BookingRoom.
 */
export const notExpiredOption = (now: Date) =>
  ({
    OR: [{ state: { not: "planned" } }, { optionUntil: null }, { optionUntil: { gte: now } }],
  }) satisfies Prisma.BookingWhereInput;

/**
 * The online booking pages' holds: a planned booking whose systemReference starts with this and a
 * colon (hold-online-choice.ts). They hold a guest's choice for minutes; nobody works with them.
 */
export const HOLD_REFERENCE = "online-hold";

/**
 * The bookings people work with: not deleted and not an online hold. The booking list shows only
 * these unless asked (its filter "hidden"), and the counts that summarise it count only these.
 */
export const workedBookings = {
  state: { not: "deleted" },
  OR: [{ systemReference: null }, { NOT: { systemReference: { startsWith: `${HOLD_REFERENCE}:` } } }],
} satisfies Prisma.BookingWhereInput;

/** Bookings a customer takes part in: as the main customer or as a guest. */
export const bookingsWithCustomer = (customerId: number) =>
  ({ OR: [{ customerId }, { guests: { some: { customerId } } }] }) satisfies Prisma.BookingWhereInput;

/** The fields that name a booking: its number once confirmed, else its reservation or offer number. */
export const bookingNumberSelect = {
  id: true,
  bookingNo: true,
  reservationNo: true,
  offerNo: true,
} as const satisfies Prisma.BookingSelect;

/** A booking room's stay: which room, which nights, whole or single beds, and how many sleep in it. */
export const bookingRoomStaySelect = {
  id: true,
  roomId: true,
  dateFrom: true,
  dateTo: true,
  exclusive: true,
  noOfPax: true,
} as const satisfies Prisma.BookingRoomSelect;

/** A booking's three numbers as the booking answers (list and detail) carry them. */
export const bookingNumbersOf = (b: {
  bookingNo: string | null;
  reservationNo: string | null;
  offerNo: string | null;
}) => ({
  bookingNo: b.bookingNo,
  reservationNo: b.reservationNo,
  offerNo: b.offerNo,
});

/** How a booking is named to people: a draft has no number yet, so its id stands in. */
export function bookingLabel(b: {
  id: number;
  bookingNo: string | null;
  reservationNo?: string | null;
  offerNo?: string | null;
}): string {
  return b.bookingNo ?? b.reservationNo ?? b.offerNo ?? `#${b.id}`;
}

/**
 * The number a booking had before its current one (bookingLabel), shown beneath it: the
 * reservation or offer number of a booking, the offer number of a reservation; null otherwise.
 */
export function earlierBookingNumber(b: {
  bookingNo: string | null;
  reservationNo?: string | null;
  offerNo?: string | null;
}): string | null {
  if (b.bookingNo) return b.reservationNo ?? b.offerNo ?? null;
  if (b.reservationNo) return b.offerNo ?? null;
  return null;
}
