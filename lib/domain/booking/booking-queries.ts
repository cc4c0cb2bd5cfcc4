// Reads about bookings besides the list: full bookings of a period (calendars), calendar events
// with their colours, one booking's version, customers, cabins and products, and the task names.
import { calendarDate, isoDate } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { entryColour } from "../calendar/colours";
import { operatorColourConfig } from "../calendar/colour-settings";
import { scopeWhere, type BookingScope } from "./access";
import { compareBookingRooms, presentBooking, presentLine, bookingViewSelect } from "./view";
import { bookingLabel, bookingNumberSelect } from "./states";

export type PeriodQuery = {
  dateFrom: string;
  dateTo: string;
  resortId?: number;
  vesselId?: number;
  scheduleId?: number;
  onlyActive?: boolean;
};

const MAX_PERIOD_DAYS = 400;

function period(q: PeriodQuery): Prisma.BookingWhereInput {
  const [from, to] = [calendarDate(q.dateFrom), calendarDate(q.dateTo)];
  if (to <= from || (to.getTime() - from.getTime()) / 86_400_000 > MAX_PERIOD_DAYS)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "dateTo", message: "validation.periodRange" }],
    });
  return {
    dateFrom: { lt: to },
    dateTo: { gt: from },
    ...(q.resortId ? { resortId: q.resortId } : {}),
    ...(q.vesselId ? { vesselId: q.vesselId } : {}),
    ...(q.scheduleId ? { scheduleId: q.scheduleId } : {}),
    ...(q.onlyActive ? { state: { in: ["draft", "planned", "confirmed", "resolved"] } } : {}),
  };
}

/** GET full: the bookings of a period with rooms, beds and guests (at most 500). */
export async function fullBookings(scope: BookingScope, q: PeriodQuery) {
  const rows = await db().booking.findMany({
    where: { AND: [scopeWhere(scope), period(q)] },
    orderBy: [{ dateFrom: "asc" }, { id: "asc" }],
    take: 500,
    select: bookingViewSelect,
  });
  return rows.map((r) => presentBooking(r));
}

/**
 * GET events: calendar entries of a period, one per booked room and per blocker, each with its
 * colour from the calendar rules (docs/calendar-colours.md).
 */
export async function bookingEvents(scope: BookingScope, q: PeriodQuery) {
  const [from, to] = [calendarDate(q.dateFrom), calendarDate(q.dateTo)];
  const config = await operatorColourConfig();
  const today = await operatorToday();
  const rooms = await db().bookingRoom.findMany({
    where: {
      dateFrom: { lt: to },
      dateTo: { gt: from },
      booking: { AND: [scopeWhere(scope), period({ ...q, onlyActive: q.onlyActive })] },
    },
    select: {
      id: true,
      roomId: true,
      dateFrom: true,
      dateTo: true,
      checkedInAt: true,
      checkedOutAt: true,
      room: { select: { name: true } },
      booking: {
        select: {
          ...bookingNumberSelect,
          state: true,
          resolved: true,
          checkedInAt: true,
          checkedOutAt: true,
          customer: { select: { fullName: true } },
          category: { select: { color: true } },
        },
      },
    },
    take: 5000,
  });
  const bookings = rooms.map((r) => {
    const b = r.booking;
    const colour = entryColour(
      {
        kind: "booking",
        state: b.state,
        resolved: b.resolved,
        dateFrom: isoDate(r.dateFrom),
        dateTo: isoDate(r.dateTo),
        categoryColour: b.category?.color ?? null,
        checkedInAt: b.checkedInAt?.toISOString() ?? null,
        checkedOutAt: b.checkedOutAt?.toISOString() ?? null,
        room: {
          checkedInAt: r.checkedInAt?.toISOString() ?? null,
          checkedOutAt: r.checkedOutAt?.toISOString() ?? null,
        },
      },
      config,
      today,
    );
    return {
      id: `b${r.id}`,
      kind: "booking" as const,
      bookingId: b.id,
      bookingRoomId: r.id,
      roomId: r.roomId,
      room: r.room.name,
      start: isoDate(r.dateFrom),
      end: isoDate(r.dateTo),
      title: `${bookingLabel(b)} ${b.customer?.fullName ?? ""}`.trim(),
      state: b.state,
      ...colour,
    };
  });
  // blockers of the asset's rooms (staff and agencies alike see that a room is closed)
  const roomWhere: Prisma.RoomWhereInput = q.resortId
    ? { resortId: q.resortId }
    : q.vesselId
      ? { vesselId: q.vesselId }
      : {};
  const blockers = await db().roomBlocker.findMany({
    where: { from: { lt: to }, to: { gt: from }, room: roomWhere },
    select: { id: true, roomId: true, type: true, from: true, to: true, reason: true, color: true },
    take: 2000,
  });
  return [
    ...bookings,
    ...blockers.map((b) => ({
      id: `x${b.id}`,
      kind: "blocker" as const,
      roomId: b.roomId,
      start: isoDate(b.from),
      end: isoDate(b.to),
      title: b.reason ?? b.type,
      ...entryColour({ kind: "blocker", type: b.type, reason: b.reason, colour: b.color }, config, today),
    })),
  ];
}

/** GET {id}/customers: the guest list with the rooms each guest is in. */
/** The booking's version and last change (GET /api/bookings/etag/{id}; the caller checked its scope). */
export async function bookingVersion(bookingId: number) {
  return db().booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { id: true, version: true, updatedAt: true },
  });
}

/** What a customer reading a booking sees of a fellow guest: who it is and where, no contact or birthday. */
const FELLOW_GUEST_FIELDS = ["id", "fullName", "firstName", "lastName", "gender", "isMain", "rooms"];

/** `viewerCustomerId`: a customer reading it, who sees only their own details in full. */
export async function bookingCustomers(bookingId: number, viewerCustomerId?: number) {
  const rows = await db().bookingGuest.findMany({
    where: { bookingId },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: {
      customerId: true,
      isMain: true,
      bookingRoomId: true,
      bookingRoom: { select: { room: { select: { name: true } } } },
      customer: {
        select: {
          id: true,
          fullName: true,
          firstName: true,
          lastName: true,
          gender: true,
          birthday: true,
          email: true,
          nationality: true,
        },
      },
    },
  });
  const out = new Map<number, Record<string, unknown> & { rooms: { id: number; name: string }[] }>();
  for (const g of rows) {
    const entry = out.get(g.customerId) ?? {
      ...g.customer,
      birthday: g.customer.birthday ? isoDate(g.customer.birthday) : null,
      isMain: g.isMain,
      rooms: [],
    };
    if (g.bookingRoomId && g.bookingRoom) entry.rooms.push({ id: g.bookingRoomId, name: g.bookingRoom.room.name });
    out.set(g.customerId, entry);
  }
  const all = [...out.values()];
  if (viewerCustomerId === undefined) return all;
  return all.map((c) =>
    c.id === viewerCustomerId ? c : Object.fromEntries(FELLOW_GUEST_FIELDS.map((k) => [k, c[k]])),
  );
}

/** GET {id}/cabins: the booking's rooms or cabins with beds and guests, in the booking sort. */
export async function bookingCabins(bookingId: number) {
  const b = await db().booking.findUnique({ where: { id: bookingId }, select: bookingViewSelect });
  if (!b) return [];
  return presentBooking(b).rooms.sort(compareBookingRooms);
}

/**
 * GET {id}/products: the products booked with the booking (product/{product}, addon/{addon}), as
 * the calculation lines the pricing engine stored for them (the fields of the booking's
 * `calculation`), with the product and booked product each line is for. A product priced per
 * guest type may give several lines.
 */
export async function bookingProducts(bookingId: number) {
  const lines = await db().bookingCalculationLine.findMany({
    where: { bookingId },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: bookingViewSelect.calculationLines.select,
  });
  return lines.flatMap((l) => {
    // the engine marks what a line came from; a product's line names the booked product
    const source = l.source as { kind?: string; productId?: number; bookingProductId?: number } | null;
    if (source?.kind !== "product") return [];
    return [
      {
        ...presentLine(l),
        productId: source.productId ?? null,
        bookingProductId: source.bookingProductId ?? null,
      },
    ];
  });
}

/** GET taskNames: the booking engine's background tasks, for the operator's job overview. */
export const BOOKING_TASKS = [
  { name: "expireOptions", every: "1 minute", what: "frees options (planned) whose optionUntil has passed" },
  {
    name: "waitingList",
    every: "on release",
    what: "notifies staff about waiting bookings when rooms or beds free up",
  },
  { name: "idempotencyKeys", every: "1 hour", what: "forgets Idempotency-Keys older than a day" },
] as const;
