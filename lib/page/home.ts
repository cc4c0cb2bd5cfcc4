// What the home pages load: the operator's figures and the bookings behind one, an agency's and a
// customer's own home, and the club member's card and trips.
import "server-only";
import type { Principal } from "../auth/principal";
import { operatorToday } from "../core/operator";
import { bookingsOfCustomer } from "../domain/booking/booking-summaries";
import { listBookings } from "../domain/booking/list-bookings";
import { earlierBookingNumber, isTrip } from "../domain/booking/states";
import { agencyOverview } from "../domain/crm/agency-overview";
import { clubMember } from "../domain/crm/club";
import { agencyBalances } from "../domain/crm/credits";
import { customerResource } from "../domain/crm/customer-resource";
import {
  dashboard,
  dashboardBookings,
  DASHBOARD_LISTS,
  OPTION_SOON_DAYS,
  OVERDUE_FILTER,
  WAITING_FILTER,
  type DashboardList,
} from "../domain/stats/dashboard";

/** What the dashboard's figures link to: the booking list's filters, and how soon an option expires. */
export { OPTION_SOON_DAYS, OVERDUE_FILTER, WAITING_FILTER };
import { getResource } from "../resources/engine";
import { addCalendarDays } from "../core/dates";
import { bookingScope } from "../domain/booking/access";
import { runFigure } from "../domain/stats/run-figure";
import { statsQuery } from "../domain/stats/stats-query";
import type { Locale } from "../i18n/locale";

/**
 * The figures of the coming `days` (in the caller's booking scope), the utilization of the coming
 * weeks per asset (the statistics module's figure), and the bookings of the figure (or departure)
 * `show` names.
 */
export async function staffDashboard(
  principal: Principal,
  days: number,
  show: { list?: string; schedule?: string },
  locale: Locale,
) {
  const figures = await dashboard(days, await bookingScope(principal, "read"));
  const weeks = statsQuery.parse({
    from: figures.today,
    to: addCalendarDays(figures.today, days - 1),
    groupBy: "week",
    mode: "table",
  });
  const occupancy = await runFigure("utilization", weeks, locale);
  const list = (DASHBOARD_LISTS as readonly string[]).includes(show.list ?? "") ? (show.list as DashboardList) : null;
  const scheduleId = list === "schedule" && /^\d{1,9}$/.test(show.schedule ?? "") ? Number(show.schedule) : undefined;
  const rows = list && (list !== "schedule" || scheduleId) ? await dashboardBookings(list, days, scheduleId) : null;
  return { figures, list, scheduleId, rows, occupancy };
}

/**
 * An agency user's home: their agency, the first bookings of their booking list and its total (the
 * list's own query, so the count and /booking/list agree), and its customers; null without an agency.
 */
export async function agencyHome(principal: Principal, take = 8) {
  const agencyId = principal.agencyId;
  const data = agencyId ? await agencyOverview(agencyId, take) : null;
  if (!agencyId || !data?.agency) return null;
  const list = await listBookings(
    { kind: "agency", agencyId },
    { page: 1, size: take, order: "asc", filter: {} },
    { showCustomers: principal.user?.settings.showCustomersInBookingList !== false },
  );
  const bookings = list.data.map((b) => ({
    id: b.id,
    bookingNo: b.bookingNo,
    number: b.number,
    earlierNumber: earlierBookingNumber(b),
    state: b.state,
    from: b.dateFrom,
    to: b.dateTo,
    pax: b.noOfPax,
    where: b.asset ?? "",
    customer: b.customer ?? "",
  }));
  const balances = await agencyBalances(principal, false);
  return { ...data, agency: data.agency, bookings, bookingCount: list.total, balances };
}

/**
 * A customer's home: their own record (as the customer resource shows it to them) and their
 * bookings (deleted ones and online holds left out, as every booking list does).
 */
export async function customerHome(principal: Principal) {
  const customer = principal.customerId ? await getResource(customerResource, principal, principal.customerId) : null;
  const bookings = customer ? await bookingsOfCustomer(customer.id, { worked: true }) : [];
  return { customer, bookings };
}

/**
 * The club member's card, trips and the next trip: the trips are the bookings that take place
 * (isTrip: no offers, nothing called off), and the card counts exactly these; their other bookings
 * (offers, cancelled ones) are listed apart.
 */
export async function clubOverview(customerId: number) {
  const [customer, bookings, today] = await Promise.all([
    clubMember(customerId),
    bookingsOfCustomer(customerId, { worked: true }),
    operatorToday(),
  ]);
  const trips = bookings.filter((b) => isTrip(b.state));
  const others = bookings.filter((b) => !isTrip(b.state));
  // the next trip is one that has not started yet (the list is newest first)
  const next = [...trips].reverse().find((t) => t.from >= today);
  return { customer, trips, others, next };
}
