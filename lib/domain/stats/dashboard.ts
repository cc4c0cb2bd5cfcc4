// The home page's numbers: what happens today and in the coming days, and the bookings behind
// each number (the figures link to them).
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { operatorToday } from "../../core/operator";
import { bookingSummaries } from "../booking/booking-summaries";
import { holdingBookings } from "../booking/states";
import { departures } from "../tours/departures";
import type { BookingScope } from "../booking/access";
import { bookingListWhere } from "../booking/list-bookings";
import { dueWhere, todaysByZone, type Todays } from "../booking/payment-due";
import { db, type Prisma } from "../../core/db";

/** What a dashboard figure counts, as a list of bookings. */
export const DASHBOARD_LISTS = [
  "arrivals",
  "departures",
  "inHouse",
  "upcoming",
  "schedule",
  "leaving",
  "optionsExpiring",
  "openPayments",
] as const;
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
  todays?: Todays,
): Prisma.BookingWhereInput {
  const day = calendarDate(today);
  const within = { gte: day, lt: calendarDate(addCalendarDays(today, days)) };
  switch (list) {
    case "arrivals":
      return { ...holdingBookings, dateFrom: day };
    case "departures":
      return { ...holdingBookings, dateTo: day };
    case "inHouse":
      return { ...holdingBookings, dateFrom: { lte: day }, dateTo: { gt: day } };
    case "upcoming":
      return { ...holdingBookings, dateFrom: within };
    case "schedule":
      return { ...holdingBookings, scheduleId: scheduleId ?? -1 };
    // the departures of the coming days
    case "leaving":
      return { ...holdingBookings, dateTo: within };
    // options whose hold runs out within OPTION_SOON_DAYS (not the ones already run out)
    case "optionsExpiring": {
      const now = Date.now();
      return {
        state: "planned",
        optionUntil: { gt: new Date(now), lte: new Date(now + OPTION_SOON_DAYS * 86_400_000) },
      };
    }
    // an instalment due by today + days where the booking is, overdue ones included: the where of
    // GET /api/bookings/allBookingsWithOpenPayments (open-payments.ts)
    case "openPayments":
      return dueWhere(todays!, "lte", days);
  }
}

/** The booking list's filters behind the overdue and waiting-list figures (/booking/list?filter[k]=v). */
export const OVERDUE_FILTER = ["hasExceededDueDate", "true"] as const;
export const WAITING_FILTER = ["state", "waiting"] as const;

/** Options whose hold runs out within this many days count as expiring soon. */
export const OPTION_SOON_DAYS = 7;

/** The bookings a figure (or a departure) counts, first arrivals first. */
export async function dashboardBookings(list: DashboardList, days: number, scheduleId?: number, take = 50) {
  const todays = list === "openPayments" ? await todaysByZone() : undefined;
  return bookingSummaries(dashboardWhere(list, await operatorToday(), days, scheduleId, todays), {
    orderBy: [{ dateFrom: "asc" }, { bookingNo: "asc" }],
    take,
  });
}

/**
 * The figures of the home page on the operator's day: each counts the list behind it (dashboardWhere),
 * the waiting list and the overdue instalments the booking list's filters in the caller's `scope`
 * (bookingListWhere), the customers the customer list, and the next departures' sold beds are the
 * vessel calendar's and the departure list's (departures()), so the numbers and lists never disagree.
 */
export async function dashboard(days: number, scope: BookingScope = { kind: "all" }) {
  const [today, todays] = await Promise.all([operatorToday(), todaysByZone()]);
  const day = calendarDate(today);
  const where = (list: DashboardList) => dashboardWhere(list, today, days, undefined, todays);
  // the waiting list and the overdue instalments are the booking list's own filters: counted with
  // its where, so the number is the list's total
  const listed = (filter: Record<string, string>) =>
    db().booking.count({ where: bookingListWhere(scope, { filter }, { todays }) });
  const [arrivals, departing, inHouse, upcoming, customers, schedules, leaving, optionsExpiring, openPayments] =
    await Promise.all([
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
      db().booking.count({ where: where("leaving") }),
      db().booking.count({ where: where("optionsExpiring") }),
      db().booking.count({ where: where("openPayments") }),
    ]);
  const [overdue, waiting] = await Promise.all([
    listed({ [OVERDUE_FILTER[0]]: OVERDUE_FILTER[1] }),
    listed({ [WAITING_FILTER[0]]: WAITING_FILTER[1] }),
  ]);
  const ids = new Set(schedules.map((s) => s.id));
  const occupancy = schedules.length
    ? (await departures({ from: today, to: isoDate(schedules[schedules.length - 1].from) })).filter((d) =>
        ids.has(d.id),
      )
    : [];
  return {
    today,
    days,
    arrivals,
    departures: departing,
    inHouse: inHouse._sum.noOfPax ?? 0,
    upcoming,
    customers,
    leaving,
    optionsExpiring,
    openPayments,
    overdue,
    waiting,
    /** guest forms come with the forms module: no count yet */
    guestFormsMissing: null as number | null,
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
