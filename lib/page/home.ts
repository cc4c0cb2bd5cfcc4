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
import { dashboard, dashboardBookings, DASHBOARD_LISTS, type DashboardList } from "../domain/stats/dashboard";
import { getResource } from "../resources/engine";

/** The figures of the coming `days`, and the bookings of the figure (or departure) `show` names. */
export async function staffDashboard(days: number, show: { list?: string; schedule?: string }) {
  const figures = await dashboard(days);
  const list = (DASHBOARD_LISTS as readonly string[]).includes(show.list ?? "") ? (show.list as DashboardList) : null;
  const scheduleId = list === "schedule" && /^\d{1,9}$/.test(show.schedule ?? "") ? Number(show.schedule) : undefined;
  const rows = list && (list !== "schedule" || scheduleId) ? await dashboardBookings(list, days, scheduleId) : null;
  return { figures, list, scheduleId, rows };
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
