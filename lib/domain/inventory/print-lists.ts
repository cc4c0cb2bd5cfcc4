// The printable lists of a vessel departure (guests, crew, cabins) and of a resort day
// (arrivals, departures, in-house guests): their kinds, the columns each can show, and the rows.
// The PDF is drawn by lib/domain/documents/list-document.tsx.
import { calendarDate, isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { AppError } from "../../core/errors";
import { bookingLabel, bookingNumberSelect, holdingBookings } from "../booking/states";

export const VESSEL_LIST_KINDS = ["guests", "crew", "cabins"] as const;
export const RESORT_LIST_KINDS = ["arrivals", "departures", "inhouse"] as const;
export type ListKind = (typeof VESSEL_LIST_KINDS)[number] | (typeof RESORT_LIST_KINDS)[number];

/** Every column a list may show; labels are printLists.columns.<key>. */
export const LIST_COLUMNS = {
  name: "name",
  gender: "gender",
  birthday: "birthday",
  nationality: "nationality",
  passportNationality: "passportNationality",
  country: "country",
  email: "email",
  phone: "phone",
  room: "room",
  roomType: "roomType",
  deck: "deck",
  bed: "bed",
  bookingNo: "bookingNo",
  agency: "agency",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
  nights: "nights",
  pax: "pax",
  guests: "guests",
  position: "position",
  state: "state",
} as const;
export type ListColumn = keyof typeof LIST_COLUMNS;

/** The columns a list of each kind shows when it names none. */
export const DEFAULT_COLUMNS: Record<ListKind, ListColumn[]> = {
  guests: ["name", "gender", "birthday", "nationality", "room", "bed", "bookingNo", "agency"],
  crew: ["name", "position", "email", "phone"],
  cabins: ["deck", "room", "roomType", "guests", "bookingNo"],
  arrivals: ["room", "roomType", "guests", "pax", "nights", "dateTo", "bookingNo", "agency"],
  departures: ["room", "roomType", "guests", "pax", "dateFrom", "bookingNo"],
  inhouse: ["room", "roomType", "guests", "pax", "dateFrom", "dateTo", "bookingNo"],
};

export type ListRow = Partial<Record<ListColumn, string | number | null>>;

const nameOf = (c: { fullName: string; name: string | null } | null) => (c ? c.fullName || c.name || "" : "");
const nightsBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 86_400_000);

/** The guests of a departure that exists (GET /api/schedules/customers): 404 for an unknown one. */
export async function departureGuests(scheduleId: number): Promise<ListRow[]> {
  if (!(await db().schedule.findUnique({ where: { id: scheduleId }, select: { id: true } })))
    throw new AppError("NOT_FOUND");
  return departureGuestRows(scheduleId);
}

/**
 * The guests of one departure, one row per guest (or per held bed without a named guest): its
 * cabins only, not the resort rooms of a stay its bookings hold before or after the trip.
 */
export async function departureGuestRows(scheduleId: number): Promise<ListRow[]> {
  const rooms = await db().bookingRoom.findMany({
    where: { active: true, room: { vesselId: { not: null } }, booking: { scheduleId, ...holdingBookings } },
    orderBy: [{ room: { sort: "asc" } }, { id: "asc" }],
    select: {
      room: { select: { name: true, deck: { select: { name: true } }, roomType: { select: { name: true } } } },
      beds: { select: { bed: { select: { internalId: true, sort: true } } }, orderBy: { bed: { sort: "asc" } } },
      booking: { select: { ...bookingNumberSelect, agency: { select: { name: true } } } },
      guests: {
        orderBy: { sort: "asc" },
        select: {
          customer: {
            select: {
              fullName: true,
              name: true,
              gender: true,
              birthday: true,
              nationality: true,
              passportNationality: true,
              country: true,
              email: true,
              phone: true,
            },
          },
        },
      },
    },
  });
  return rooms.flatMap((r) => {
    const base = {
      room: r.room.name,
      deck: r.room.deck?.name ?? null,
      roomType: r.room.roomType.name,
      bookingNo: bookingLabel(r.booking),
      agency: r.booking.agency?.name ?? null,
    };
    const n = Math.max(r.guests.length, r.beds.length, 1);
    return Array.from({ length: n }, (_, i) => {
      const c = r.guests[i]?.customer;
      return {
        ...base,
        bed: r.beds[i]?.bed.internalId ?? null,
        name: c ? nameOf(c) : null,
        gender: c?.gender ?? null,
        birthday: c?.birthday ? isoDate(c.birthday) : null,
        nationality: c?.nationality ?? null,
        passportNationality: c?.passportNationality ?? null,
        country: c?.country ?? null,
        email: c?.email ?? null,
        phone: c?.phone ?? null,
      };
    });
  });
}

/** The cabins of a departure's vessel with who holds them. */
export async function departureCabinRows(scheduleId: number, vesselId: number): Promise<ListRow[]> {
  const [cabins, held] = await Promise.all([
    db().room.findMany({
      where: { vesselId, isActive: true },
      orderBy: [{ deck: { sort: "asc" } }, { sort: "asc" }],
      select: { id: true, name: true, deck: { select: { name: true } }, roomType: { select: { name: true } } },
    }),
    db().bookingRoom.findMany({
      where: { active: true, booking: { scheduleId, ...holdingBookings } },
      select: {
        roomId: true,
        booking: { select: bookingNumberSelect },
        guests: { select: { customer: { select: { fullName: true, name: true } } } },
      },
    }),
  ]);
  return cabins.map((c) => {
    const mine = held.filter((h) => h.roomId === c.id);
    return {
      room: c.name,
      deck: c.deck?.name ?? null,
      roomType: c.roomType.name,
      guests: mine.flatMap((h) => h.guests.map((g) => nameOf(g.customer))).join(", ") || null,
      bookingNo: mine.map((h) => bookingLabel(h.booking)).join(", ") || null,
    };
  });
}

/** The crew of a vessel (its active employees). */
export async function crewRows(vesselId: number): Promise<ListRow[]> {
  const crew = await db().employee.findMany({
    where: { vesselId, isActive: true },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    select: { fullName: true, position: true, email: true, phone: true },
  });
  return crew.map((e) => ({ name: e.fullName, position: e.position, email: e.email, phone: e.phone }));
}

/** Arrivals, departures or in-house stays of a resort on one day. */
export async function resortDayRows(resortId: number, kind: (typeof RESORT_LIST_KINDS)[number], date: string) {
  const day = calendarDate(date);
  const when =
    kind === "arrivals"
      ? { dateFrom: day }
      : kind === "departures"
        ? { dateTo: day }
        : { dateFrom: { lte: day }, dateTo: { gt: day } };
  const rooms = await db().bookingRoom.findMany({
    where: { active: true, room: { resortId }, ...when, booking: holdingBookings },
    orderBy: [{ room: { sort: "asc" } }, { id: "asc" }],
    select: {
      dateFrom: true,
      dateTo: true,
      noOfPax: true,
      room: { select: { name: true, roomType: { select: { name: true } } } },
      booking: {
        select: {
          ...bookingNumberSelect,
          state: true,
          agency: { select: { name: true } },
          customer: { select: { fullName: true, name: true } },
        },
      },
      guests: { orderBy: { sort: "asc" }, select: { customer: { select: { fullName: true, name: true } } } },
    },
  });
  return rooms.map((r): ListRow => ({
    room: r.room.name,
    roomType: r.room.roomType.name,
    guests: (r.guests.length ? r.guests.map((g) => nameOf(g.customer)) : [nameOf(r.booking.customer)]).join(", "),
    name: nameOf(r.booking.customer),
    pax: r.noOfPax,
    dateFrom: isoDate(r.dateFrom),
    dateTo: isoDate(r.dateTo),
    nights: nightsBetween(r.dateFrom, r.dateTo),
    bookingNo: bookingLabel(r.booking),
    agency: r.booking.agency?.name ?? null,
    state: r.booking.state,
  }));
}
