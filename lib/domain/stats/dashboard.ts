// The home page's numbers: what happens today and in the coming days.
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { operatorToday } from "../../core/operator";
import { holdingBookings } from "../booking/states";
import { db } from "../../core/db";

export async function dashboard(days: number) {
  const today = await operatorToday();
  const day = calendarDate(today);
  const until = calendarDate(addCalendarDays(today, days));
  const [arrivals, departures, inHouse, upcoming, customers, schedules] = await Promise.all([
    db().booking.count({ where: { ...holdingBookings, dateFrom: day } }),
    db().booking.count({ where: { ...holdingBookings, dateTo: day } }),
    db().booking.aggregate({
      _sum: { noOfPax: true },
      where: { ...holdingBookings, dateFrom: { lte: day }, dateTo: { gt: day } },
    }),
    db().booking.count({ where: { ...holdingBookings, dateFrom: { gte: day, lt: until } } }),
    db().customer.count(),
    db().schedule.findMany({
      where: { from: { gte: day }, status: "active" },
      orderBy: { from: "asc" },
      take: 5,
      select: {
        id: true,
        from: true,
        to: true,
        tour: { select: { name: true } },
        vessel: { select: { id: true, name: true } },
      },
    }),
  ]);
  const ids = schedules.map((s) => s.id);
  const vesselIds = [...new Set(schedules.map((s) => s.vessel.id))];
  const [beds, booked] = await Promise.all([
    Promise.all(
      vesselIds.map(
        async (v) =>
          [v, await db().bed.count({ where: { active: true, room: { vesselId: v, isActive: true } } })] as const,
      ),
    ),
    ids.length
      ? db().$queryRaw<{ scheduleId: number; n: number }[]>`
          SELECT b."scheduleId", count(*)::int AS n FROM "BookingBed" bb
          JOIN "BookingRoom" br ON br.id = bb."bookingRoomId" JOIN "Booking" b ON b.id = br."bookingId"
          WHERE bb.active AND b."scheduleId" = ANY(${ids}) GROUP BY b."scheduleId"`
      : [],
  ]);
  const bedsOf = new Map(beds);
  return {
    today,
    arrivals,
    departures,
    inHouse: inHouse._sum.noOfPax ?? 0,
    upcoming,
    customers,
    nextDepartures: schedules.map((s) => ({
      id: s.id,
      tour: s.tour.name,
      vessel: s.vessel.name,
      from: isoDate(s.from),
      to: isoDate(s.to),
      beds: bedsOf.get(s.vessel.id) ?? 0,
      booked: booked.find((b) => b.scheduleId === s.id)?.n ?? 0,
    })),
  };
}
