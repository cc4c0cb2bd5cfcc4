// The booking as the engine sees it: rooms with their nights, persons (named guests plus
// placeholders for guests not yet named), beds, the main guest, and the facts each rule
// dimension reads at booking, room and person level.
import { dec } from "../../core/money";
import { DEFAULT_DIVES_PER_DAY, DEFAULT_NON_DIVE_DAYS } from "./add-rules";
import { rateTable, type RateTable } from "./currency";
import { dayNumber, weekday } from "./dates";
import type { CustomerType, RuleDimension } from "./enums";
import type { Fact } from "./rules";
import type { BookingRoom, Guest, ISODate, LineOverride, PricingInput, Text } from "./types";

/** How a person's charges are paid: normally, on site, or not at all (customer type ForFree). */
export type PayClass = "normal" | "onsite" | "free";

export type Person = {
  key: string;
  customerId: number | null;
  guest: Guest | null;
  room: RoomCtx | null;
  customerType: CustomerType;
  pay: PayClass;
  age: number | null;
  nights: number;
  main: boolean;
};

export type Bed = { key: string; room: RoomCtx; occupant: Person | null };

export type RoomCtx = {
  room: BookingRoom;
  from: ISODate;
  to: ISODate;
  nights: number;
  persons: Person[];
  beds: Bed[];
};

export type Ctx = {
  input: PricingInput;
  currency: string;
  rateDay: ISODate;
  rates: RateTable;
  divesPerDay: number;
  nonDiveDays: number;
  nights: number;
  /** the day prices and special date rules look at: arrival, or the vessel's departure */
  arrival: ISODate;
  rooms: RoomCtx[];
  persons: Person[];
  beds: Bed[];
  main: Person | null;
  bookingFacts: Partial<Record<RuleDimension, Fact>>;
  overrides: Map<string, LineOverride>;
  /** explanation steps per line key */
  steps: Record<string, Text[]>;
  todos: Text[];
};

const payClass = (t: CustomerType): PayClass => (t === "ForFree" ? "free" : t === "OnSite" ? "onsite" : "normal");

export function buildContext(input: PricingInput): Ctx {
  const b = input.booking;
  const s = input.settings ?? {};
  const arrival = b.type === "vessel" && b.schedule ? b.schedule.departureDate : b.dateFrom;
  const nights = Math.max(0, dayNumber(b.dateTo) - dayNumber(b.dateFrom));
  const rooms: RoomCtx[] = b.rooms.map((room) => {
    const from = room.dateFrom ?? b.dateFrom;
    const to = room.dateTo ?? b.dateTo;
    return { room, from, to, nights: Math.max(0, dayNumber(to) - dayNumber(from)), persons: [], beds: [] };
  });
  const roomById = new Map(rooms.map((r) => [r.room.id, r]));
  const persons: Person[] = [];
  const keys = new Set<string>();
  // Info contacts per room: they hold a place of the room's noOfPax (it counts the named guests)
  const infoInRoom = new Map<number, number>();
  // Info guests are contacts, not travellers: they are neither counted nor charged
  for (const g of b.guests) {
    if (g.customerType === "Info") {
      if (g.bookingRoomId != null) infoInRoom.set(g.bookingRoomId, (infoInRoom.get(g.bookingRoomId) ?? 0) + 1);
      continue;
    }
    const room = g.bookingRoomId != null ? (roomById.get(g.bookingRoomId) ?? null) : null;
    // a guest of a trip with a stay beside it sleeps in two rooms: one person in each, each with
    // a key of its own, so the prices of the two rooms stay apart (specials of the stay or the trip)
    const key = keys.has(`c${g.customerId}`) ? `c${g.customerId}r${g.bookingRoomId}` : `c${g.customerId}`;
    keys.add(key);
    const p: Person = {
      key,
      customerId: g.customerId,
      guest: g,
      room,
      customerType: g.customerType,
      pay: payClass(g.customerType),
      age: g.age ?? null,
      nights: room ? room.nights : nights,
      main: g.isMain === true,
    };
    persons.push(p);
    room?.persons.push(p);
  }
  for (const r of rooms) {
    // the places nobody is named for are travellers to come (priced as adults); an Info
    // contact's place is not one of them, or the contact would be charged after all
    const places = r.room.noOfPax - (infoInRoom.get(r.room.id) ?? 0);
    for (let i = r.persons.length; i < places; i++) {
      const p: Person = {
        key: `r${r.room.id}#${i}`,
        customerId: null,
        guest: null,
        room: r,
        customerType: "None",
        pay: "normal",
        age: null,
        nights: r.nights,
        main: false,
      };
      r.persons.push(p);
      persons.push(p);
    }
    // an exclusive room holds all its beds; a shared one the beds its persons sleep in
    const count = r.room.exclusive ? Math.max(r.room.beds, r.persons.length) : r.persons.length;
    for (let i = 0; i < count; i++) r.beds.push({ key: `b${r.room.id}#${i}`, room: r, occupant: r.persons[i] ?? null });
  }
  const main = persons.find((p) => p.main) ?? persons.find((p) => p.guest) ?? persons[0] ?? null;
  const ctx: Ctx = {
    input,
    currency: b.currency.toUpperCase(),
    rateDay: s.rateDate ?? b.bookingDate,
    rates: rateTable(input.exchangeRates),
    divesPerDay: s.divesPerDay ?? DEFAULT_DIVES_PER_DAY,
    nonDiveDays: s.nonDiveDays ?? DEFAULT_NON_DIVE_DAYS,
    nights,
    arrival,
    rooms,
    persons,
    beds: rooms.flatMap((r) => r.beds),
    main,
    bookingFacts: {},
    overrides: new Map((b.lineOverrides ?? []).map((o) => [o.key, o])),
    steps: {},
    todos: [],
  };
  ctx.bookingFacts = bookingFacts(ctx);
  return ctx;
}

function bookingFacts(ctx: Ctx): Partial<Record<RuleDimension, Fact>> {
  const b = ctx.input.booking;
  const start = dayNumber(b.dateFrom);
  const nightDays: number[] = [];
  for (let d = start; d < start + ctx.nights; d++) nightDays.push(weekday(d));
  const arrival = dayNumber(ctx.arrival);
  return {
    // a guest in two rooms (a stay beside the trip) travels once
    NoOfPax: new Set(ctx.persons.map((p) => p.customerId ?? p.key)).size,
    NoOfPaxOnTrip: b.schedule?.paxOnTrip ?? null,
    Date: arrival,
    DepartureDay: [weekday(arrival)],
    DaysBeforeTravelDate: arrival - dayNumber(b.bookingDate),
    BookingDate: dayNumber(b.bookingDate),
    Bookings: b.id ?? null,
    Resort: b.resortId ?? null,
    Vessel: b.vesselId ?? b.schedule?.vesselId ?? null,
    Itineraries: b.schedule?.tourId ?? null,
    Agencies: b.agency?.id ?? null,
    BookingSource: b.sourceId ?? null,
    Nights: ctx.nights,
    Schedules: b.schedule?.id ?? null,
    DayInWeek: [...new Set(nightDays)],
  };
}

export function roomFact(d: RuleDimension, r: RoomCtx | null): Fact {
  if (!r) return null;
  if (d === "RoomType") return r.room.roomTypeId;
  if (d === "NoOfPaxInDoubleRoom") return r.persons.length;
  return null;
}

export function personFact(d: RuleDimension, p: Person | null): Fact {
  const g = p?.guest;
  if (!p) return null;
  switch (d) {
    case "CustomerType":
      return p.customerType;
    case "Customers":
      return p.customerId;
    case "Age":
      return p.age;
    case "PassportCountry":
      return g?.passportCountry ?? null;
    case "AddressCountry":
      return g?.addressCountry ?? null;
    case "LastStay":
      return g?.lastStay ? dayNumber(g.lastStay) : null;
    case "NoOfStays":
      return g ? (g.noOfStays ?? 0) : null;
    case "StayRevenue":
      return g ? dec(g.stayRevenue ?? 0) : null;
    default:
      return null;
  }
}

export const customerIds = (ps: readonly Person[]): number[] => [
  ...new Set(ps.flatMap((p) => (p.customerId != null ? [p.customerId] : []))),
];

/**
 * The travellers: each guest once, though one who sleeps in a cabin and in a resort room (a stay
 * beside the trip) is a person in each; such a guest's nights add up. Products count these.
 */
export function travellers(ctx: Ctx): Person[] {
  const out = new Map<string, Person>();
  for (const p of ctx.persons) {
    const id = p.customerId != null ? `c${p.customerId}` : p.key;
    const seen = out.get(id);
    out.set(id, seen ? { ...seen, nights: seen.nights + p.nights } : p);
  }
  return [...out.values()];
}
