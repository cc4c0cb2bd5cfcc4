// What can still be booked: upcoming active departures with free beds, per departure
// (GET /api/schedules/booking) and per tour (GET /api/tours/booking), for the booking wizard.
import { addCalendarDays, isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { sum, ZERO, type Decimal } from "../../core/money";
import { bookingLabel, bookingNumberSelect, holdingBookings } from "../booking/states";
import { departures } from "./departures";

export type BookableQuery = { from: string; to?: string; vesselId?: number | null; tourId?: number | null };

export async function bookableSchedules(q: BookableQuery) {
  const list = await departures({
    from: q.from,
    to: q.to ?? addCalendarDays(q.from, 730),
    vesselId: q.vesselId,
    tourId: q.tourId,
    activeOnly: true,
  });
  return list.filter((d) => d.status === "active" && d.from >= q.from && d.free > 0);
}

export async function bookableTours(q: BookableQuery) {
  const [tours, schedules] = await Promise.all([
    db().tour.findMany({
      where: { isActive: true, vessel: { isActive: true }, ...(q.vesselId ? { vesselId: q.vesselId } : {}) },
      orderBy: [{ sort: "asc" }, { name: "asc" }],
      select: { id: true, name: true, code: true, nights: true, color: true, vesselId: true },
    }),
    bookableSchedules(q),
  ]);
  return tours
    .map((t) => {
      const mine = schedules.filter((s) => s.tour.id === t.id);
      return {
        ...t,
        schedules: mine.map((s) => ({ id: s.id, from: s.from, to: s.to, free: s.free, beds: s.beds })),
        nextDeparture: mine[0]?.from ?? null,
      };
    })
    .filter((t) => t.schedules.length > 0);
}

/** GET /api/tours/{tour}/{schedule}/payments: the departure's bookings with what they cost. */
export async function schedulePayments(tourId: number, scheduleId: number) {
  const schedule = await db().schedule.findFirst({ where: { id: scheduleId, tourId }, select: { id: true } });
  if (!schedule) return null;
  const bookings = await db().booking.findMany({
    where: { scheduleId, ...holdingBookings },
    orderBy: [{ bookingNo: "asc" }, { id: "asc" }],
    select: {
      ...bookingNumberSelect,
      state: true,
      currency: true,
      total: true,
      dateFrom: true,
      customer: { select: { fullName: true } },
      agency: { select: { name: true } },
    },
  });
  const totals = new Map<string, Decimal>();
  for (const b of bookings) totals.set(b.currency, sum([totals.get(b.currency) ?? ZERO, b.total]));
  return {
    scheduleId,
    tourId,
    bookings: bookings.map((b) => ({
      id: b.id,
      bookingNo: bookingLabel(b),
      state: b.state,
      customer: b.customer?.fullName ?? null,
      agency: b.agency?.name ?? null,
      currency: b.currency,
      total: b.total.toFixed(2),
      // payments are recorded by the finance module; until it lands nothing is paid
      payments: [] as { date: string; amount: string }[],
      paid: "0.00",
      open: b.total.toFixed(2),
      dateFrom: isoDate(b.dateFrom),
    })),
    totals: [...totals].map(([currency, total]) => ({ currency, total: total.toFixed(2) })),
  };
}
