// The home page's numbers: what happens today and in the coming days, and the bookings behind
// each number (the figures link to them).
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { operatorToday } from "../../core/operator";
import { bookingSummary, bookingSummarySelect, holdingBookings } from "../booking/states";
import { db, type Prisma } from "../../core/db";

/** What a dashboard figure counts, as a list of bookings. */
export const DASHBOARD_LISTS = ["arrivals", "departures", "inHouse", "upcoming", "schedule"] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

/**
 * The bookings a figure counts on `today` (the operator's day): the one where of each figure and
 * of the list behind it, so a number and its list never disagree.
 */
export function dashboardWhere(
  list: DashboardList,
  today: string,
  days: number,
  scheduleId?: number,
): Prisma.BookingWhereInput {
  const day = calendarDate(today);
  switch (list) {
    case "arrivals":
      return { ...holdingBookings, dateFrom: day };
    case "departures":
      return { ...holdingBookings, dateTo: day };
    case "inHouse":
      return { ...holdingBookings, dateFrom: { lte: day }, dateTo: { gt: day } };
    case "upcoming":
      return { ...holdingBookings, dateFrom: { gte: day, lt: calendarDate(addCalendarDays(today, days)) } };
    case "schedule":
      return { ...holdingBookings, scheduleId: scheduleId ?? -1 };
  }
}

/** The bookings a figure (or a departure) counts, first arrivals first. */
export async function dashboardBookings(list: DashboardList, days: number, scheduleId?: number, take = 50) {
  const rows = await db().booking.findMany({
    where: dashboardWhere(list, await operatorToday(), days, scheduleId),
    orderBy: [{ dateFrom: "asc" }, { bookingNo: "asc" }],
    take,
    select: {
      ...bookingSummarySelect,
      customerId: true,
      customer: { select: { fullName: true } },
      agency: { select: { name: true } },
    },
  });
  return rows.map((b) => ({
    ...bookingSummary(b),
    pax: b.noOfPax,
    customerId: b.customerId,
    customer: b.customer?.fullName ?? "",
    agency: b.agency?.name ?? null,
  }));
}

export async function dashboard(days: number) {
  const today = await operatorToday();
  const day = calendarDate(today);
  const where = (list: DashboardList) => dashboardWhere(list, today, days);
  const [arrivals, departures, inHouse, upcoming, customers, schedules] = await Promise.all([
    db().booking.count({ where: where("arrivals") }),
    db().booking.count({ where: where("departures") }),
    db().booking.aggregate({ _sum: { noOfPax: true }, where: where("inHouse") }),
    db().booking.count({ where: where("upcoming") }),
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
