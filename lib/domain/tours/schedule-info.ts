// One departure as the vessel calendar opens it (GET /api/schedules/info): its cabins and beds,
// and who holds each bed (booking, state, guest), coloured by the calendar rules.
import { isoDate, todayIn } from "../../core/dates";
import { db } from "../../core/db";
import { AppError } from "../../core/errors";
import { operatorTimeZone } from "../../core/operator";
import { bookingLabel, bookingNumberSelect, holdingBookings } from "../booking/states";
import { entryColour } from "../calendar/colours";
import { operatorColourConfig } from "../calendar/colour-settings";
import { departureColumns, tourColour } from "./departures";

export type BedHolder = {
  bookingId: number;
  bookingNo: string;
  state: string;
  guest: string | null;
  customer: string | null;
  background: string;
  text: string;
};

export async function scheduleInfo(scheduleId: number) {
  const s = await db().schedule.findUnique({
    where: { id: scheduleId },
    select: {
      ...departureColumns,
      tour: { select: { id: true, name: true, color: true } },
      vessel: { select: { id: true, name: true, timezone: true } },
      embarkationPort: { select: { id: true, name: true } },
      disembarkationPort: { select: { id: true, name: true } },
    },
  });
  if (!s) throw new AppError("NOT_FOUND");
  const [cabins, held, config, zone] = await Promise.all([
    db().room.findMany({
      where: { vesselId: s.vessel.id, isActive: true },
      orderBy: [{ deck: { sort: "asc" } }, { sort: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        allowSharedRoom: true,
        allowMixedGender: true,
        maxNoOfPax: true,
        deck: { select: { id: true, name: true } },
        roomType: { select: { id: true, name: true } },
        beds: {
          where: { active: true },
          orderBy: [{ sort: "asc" }, { id: "asc" }],
          select: { id: true, internalId: true, maxAge: true, bedType: { select: { name: true } } },
        },
      },
    }),
    db().bookingRoom.findMany({
      where: { active: true, booking: { scheduleId, ...holdingBookings } },
      select: {
        roomId: true,
        exclusive: true,
        checkedInAt: true,
        checkedOutAt: true,
        beds: { where: { active: true }, select: { bedId: true } },
        guests: { orderBy: { sort: "asc" }, select: { customer: { select: { fullName: true } } } },
        booking: {
          select: {
            ...bookingNumberSelect,
            state: true,
            resolved: true,
            dateFrom: true,
            dateTo: true,
            checkedInAt: true,
            checkedOutAt: true,
            customer: { select: { fullName: true } },
            category: { select: { color: true } },
          },
        },
      },
    }),
    operatorColourConfig(),
    s.vessel.timezone || operatorTimeZone(),
  ]);
  const today = todayIn(zone);
  // check-in and check-out are instants; the colour rules compare the vessel's calendar days
  const localDay = (at: Date | null) => (at ? todayIn(zone, at) : null);
  const holderOf = (h: (typeof held)[number], guest: string | null): BedHolder => {
    const c = entryColour(
      {
        kind: "booking",
        state: h.booking.state,
        resolved: h.booking.resolved,
        dateFrom: isoDate(h.booking.dateFrom),
        dateTo: isoDate(h.booking.dateTo),
        categoryColour: h.booking.category?.color,
        checkedInAt: localDay(h.booking.checkedInAt),
        checkedOutAt: localDay(h.booking.checkedOutAt),
        room: { checkedInAt: localDay(h.checkedInAt), checkedOutAt: localDay(h.checkedOutAt) },
      },
      config,
      today,
    );
    return {
      bookingId: h.booking.id,
      bookingNo: bookingLabel(h.booking),
      state: h.booking.state,
      guest,
      customer: h.booking.customer?.fullName ?? null,
      background: c.background,
      text: c.text,
    };
  };
  // each bed's holder: the booking room that names the bed, its i-th guest on its i-th bed; a
  // cabin booked whole holds its other beds too
  const byBed = new Map<number, BedHolder>();
  const wholeCabin = new Map<number, BedHolder>();
  for (const h of held) {
    h.beds.forEach((b, i) => byBed.set(b.bedId, holderOf(h, h.guests[i]?.customer.fullName ?? null)));
    if (h.exclusive) wholeCabin.set(h.roomId, holderOf(h, null));
  }
  const heldRooms = new Set(s.heldBackRoomIds);
  const heldBeds = new Set(s.heldBackBedIds);
  const rows = cabins.map((c) => ({
    id: c.id,
    name: c.name,
    deck: c.deck,
    roomType: c.roomType,
    allowSharedRoom: c.allowSharedRoom,
    allowMixedGender: c.allowMixedGender,
    maxNoOfPax: c.maxNoOfPax,
    heldBack: heldRooms.has(c.id),
    beds: c.beds.map((b) => ({
      id: b.id,
      name: b.internalId,
      bedType: b.bedType?.name ?? null,
      maxAge: b.maxAge,
      heldBack: heldRooms.has(c.id) || heldBeds.has(b.id),
      holder: byBed.get(b.id) ?? wholeCabin.get(c.id) ?? null,
    })),
  }));
  const beds = rows.flatMap((r) => r.beds);
  const colour = tourColour(s.tour);
  return {
    schedule: {
      id: s.id,
      from: isoDate(s.from),
      to: isoDate(s.to),
      status: s.status,
      note: s.note,
      tour: { id: s.tour.id, name: s.tour.name, colour },
      vessel: { id: s.vessel.id, name: s.vessel.name },
      embarkationPort: s.embarkationPort,
      disembarkationPort: s.disembarkationPort,
      /** beds held back one by one (a cabin held back whole: its heldBack) */
      heldBackBedIds: s.heldBackBedIds,
    },
    cabins: rows,
    totals: {
      beds: beds.filter((b) => !b.heldBack).length,
      sold: beds.filter((b) => b.holder).length,
      free: beds.filter((b) => !b.heldBack && !b.holder).length,
      heldBack: beds.filter((b) => b.heldBack).length,
    },
  };
}

export type ScheduleInfo = Awaited<ReturnType<typeof scheduleInfo>>;
