// The home page's numbers: what happens today and in the coming days, and the bookings behind
// each number (the figures link to them).
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { operatorToday } from "../../core/operator";
import { bookingSummaries } from "../booking/booking-summaries";
import { holdingBookings } from "../booking/states";
import { departures } from "../tours/departures";
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
  return bookingSummaries(dashboardWhere(list, await operatorToday(), days, scheduleId), {
    orderBy: [{ dateFrom: "asc" }, { bookingNo: "asc" }],
    take,
  });
}

/**
 * The figures of the home page on the operator's day: each counts the list behind it (dashboardWhere),
 * the customers the customer list, and the next departures' sold beds are the vessel calendar's
 * and the departure list's (departures()), so the three never disagree.
 */
export async function dashboard(days: number) {
  const today = await operatorToday();
  const day = calendarDate(today);
  const where = (list: DashboardList) => dashboardWhere(list, today, days);
  const [arrivals, departing, inHouse, upcoming, customers, schedules] = await Promise.all([
    db().booking.count({ where: where("arrivals") }),
    db().booking.count({ where: where("departures") }),
    db().booking.aggregate({ _sum: { noOfPax: true }, where: where("inHouse") }),
    db().booking.count({ where: where("upcoming") }),
    db().customer.count(),
    db().schedule.findMany({
      where: { from: { gte: day }, status: "active" },
      orderBy: [{ from: "asc" }, { id: "asc" }],
      take: 5,
      select: { id: true, from: true },
    }),
  ]);
  const ids = new Set(schedules.map((s) => s.id));
  const occupancy = schedules.length
    ? (await departures({ from: today, to: isoDate(schedules[schedules.length - 1].from) })).filter((d) =>
        ids.has(d.id),
      )
    : [];
  return {
    today,
    arrivals,
    departures: departing,
    inHouse: inHouse._sum.noOfPax ?? 0,
    upcoming,
    customers,
    nextDepartures: occupancy.map((d) => ({
      id: d.id,
      tour: d.tour.name,
      vessel: d.vessel.name,
      from: d.from,
      to: d.to,
      beds: d.beds,
      sold: d.sold,
      free: d.free,
    })),
  };
}
