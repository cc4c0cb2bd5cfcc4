// Builders for pricing tests: a small resort and a vessel with round numbers, so expected
// figures can be worked out by hand in each test. Every builder takes overrides.
import type { BookingRoom, BookingSnapshot, Guest, Price, PricingInput, Special } from "@/lib/domain/pricing/types";
import { calculateBooking } from "@/lib/domain/pricing/calculate";
import { SPECIAL_FLAG_DEFAULTS } from "@/lib/domain/pricing/enums";

export const DOUBLE = 1; // room type "Double"
export const SUITE = 2; // room type "Suite"

export function resortPrice(o: Partial<Price> = {}): Price {
  return {
    id: 1,
    name: "Summer 2025",
    status: "active",
    type: "resort",
    calculationType: "unit",
    resortId: 7,
    currency: "EUR",
    valid: { from: "2025-01-01", to: "2025-12-31" },
    periods: [
      { id: 10, name: "Low", from: "2025-01-01", to: "2025-06-30" },
      { id: 11, name: "High", from: "2025-07-01", to: "2025-12-31" },
    ],
    entries: [
      { id: 100, periodId: 10, roomTypeId: DOUBLE, per: "room", value: 100 },
      { id: 101, periodId: 11, roomTypeId: DOUBLE, per: "room", value: 150 },
      { id: 102, periodId: 10, roomTypeId: SUITE, per: "person", value: 80 },
      { id: 103, periodId: 11, roomTypeId: SUITE, per: "person", value: 120 },
    ],
    ...o,
  };
}

/** The liveaboard's price: cabin type 5 ("Lower deck") at 1500 a person, all of 2025. */
export function vesselPrice(o: Partial<Price> = {}): Price {
  return {
    id: 2,
    name: "Liveaboard 2025",
    status: "active",
    type: "vessel",
    calculationType: "complete",
    vesselId: 3,
    currency: "EUR",
    periods: [{ id: 20, name: "2025", from: "2025-01-01", to: "2025-12-31" }],
    entries: [{ id: 200, periodId: 20, roomTypeId: 5, per: "person", value: 1500 }],
    ...o,
  };
}

/** The liveaboard's departure: Tubbataha, 1 to 8 March 2025 on vessel 3. */
export const TUBBATAHA: NonNullable<BookingSnapshot["schedule"]> = {
  id: 60,
  tourId: 8,
  tourName: "Tubbataha",
  vesselId: 3,
  departureDate: "2025-03-01",
  returnDate: "2025-03-08",
};

/**
 * A trip for two (a Lower deck cabin, 1 to 8 March 2025: 2 x 1500) with a stay at resort 7 in a
 * Double from `stayFrom` until the departure; both guests sleep in the cabin and in the room.
 */
export function tripWithStay(stayFrom = "2025-02-26", o: Partial<BookingSnapshot> = {}): Partial<BookingSnapshot> {
  return {
    type: "vessel",
    vesselId: 3,
    resortId: 7,
    dateFrom: stayFrom,
    dateTo: "2025-03-08",
    schedule: TUBBATAHA,
    rooms: [
      room({ id: 1, roomTypeId: 5, roomTypeName: "Lower deck", dateFrom: "2025-03-01", dateTo: "2025-03-08" }),
      room({ id: 2, roomId: 102, stayResortId: 7, dateFrom: stayFrom, dateTo: "2025-03-01" }),
    ],
    guests: [
      guest(1, { isMain: true }),
      guest(2),
      guest(1, { bookingRoomId: 2, isMain: true }),
      guest(2, { bookingRoomId: 2 }),
    ],
    ...o,
  };
}

export function room(o: Partial<BookingRoom> = {}): BookingRoom {
  return {
    id: 1,
    roomId: 101,
    roomName: "101",
    roomTypeId: DOUBLE,
    roomTypeName: "Double",
    exclusive: true,
    beds: 2,
    noOfPax: 2,
    ...o,
  };
}

export function guest(customerId: number, o: Partial<Guest> = {}): Guest {
  return { customerId, bookingRoomId: 1, customerType: "Direct", age: 35, ...o };
}

export function resortBooking(o: Partial<BookingSnapshot> = {}): BookingSnapshot {
  return {
    id: 500,
    type: "resort",
    dateFrom: "2025-05-10",
    dateTo: "2025-05-17",
    bookingDate: "2025-02-01",
    channel: "Booking",
    resortId: 7,
    currency: "EUR",
    rooms: [room()],
    guests: [guest(1, { isMain: true }), guest(2)],
    ...o,
  };
}

export function special(o: Partial<Special> = {}): Special {
  return {
    id: 900,
    name: "Special",
    status: "active",
    kind: "special",
    rules: [],
    discount: "PerCent",
    discountValue: 10,
    target: "ChangeRoomPrice",
    scope: "Booking",
    channels: [],
    ...SPECIAL_FLAG_DEFAULTS,
    includeIn: [],
    ...o,
  };
}

export function input(
  o: Omit<Partial<PricingInput>, "booking"> & { booking?: Partial<BookingSnapshot> } = {},
): PricingInput {
  const { booking, ...rest } = o;
  return { prices: [resortPrice()], specials: [], ...rest, booking: resortBooking(booking) };
}

/** Calculates and returns handy views: lines by type, the number text of the total. */
export function calc(i: PricingInput) {
  const r = calculateBooking(i);
  const of = (type: string) => r.lines.filter((l) => l.type === type);
  const prices = (type: string) => of(type).map((l) => `${l.amount.toFixed()}x${l.price.toFixed(2)}`);
  return { ...r, of, prices, totalText: r.total.toFixed(2) };
}
