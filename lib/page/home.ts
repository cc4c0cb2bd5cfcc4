// What the home pages load: the operator's figures and the bookings behind one, an agency's and a
// customer's own home, and the club member's card and trips.
import "server-only";
import type { Principal } from "../auth/principal";
import { operatorToday } from "../core/operator";
import { bookingsOfCustomer } from "../domain/booking/booking-summaries";
import { holdsInventory } from "../domain/booking/states";
import { agencyOverview } from "../domain/crm/agency-overview";
import { clubMember } from "../domain/crm/club";
import { agencyBalances } from "../domain/crm/credits";
import { customerResource } from "../domain/crm/customer-resource";
import { dashboard, dashboardBookings, DASHBOARD_LISTS, type DashboardList } from "../domain/stats/dashboard";
import { getResource } from "../resources/engine";
import { agencyBookings } from "./customers";

/** The figures of the coming `days`, and the bookings of the figure (or departure) `show` names. */
export async function staffDashboard(days: number, show: { list?: string; schedule?: string }) {
  const figures = await dashboard(days);
  const list = (DASHBOARD_LISTS as readonly string[]).includes(show.list ?? "") ? (show.list as DashboardList) : null;
  const scheduleId = list === "schedule" && /^\d{1,9}$/.test(show.schedule ?? "") ? Number(show.schedule) : undefined;
  const rows = list && (list !== "schedule" || scheduleId) ? await dashboardBookings(list, days, scheduleId) : null;
  return { figures, list, scheduleId, rows };
}

/** An agency user's home: their agency, its newest bookings and customers; null without an agency. */
export async function agencyHome(principal: Principal, take = 8) {
  const agencyId = principal.agencyId;
  const data = agencyId ? await agencyOverview(agencyId, take) : null;
  if (!agencyId || !data?.agency) return null;
  const { bookings, count: bookingCount } = await agencyBookings(agencyId, take);
  const balances = await agencyBalances(principal, false);
  return { ...data, agency: data.agency, bookings, bookingCount, balances };
}

/** A customer's home: their own record (as the customer resource shows it to them) and their bookings. */
export async function customerHome(principal: Principal) {
  const customer = principal.customerId ? await getResource(customerResource, principal, principal.customerId) : null;
  const bookings = customer ? await bookingsOfCustomer(customer.id) : [];
  return { customer, bookings };
}

/** The club member's card, trips (their deleted bookings left out) and the next trip. */
export async function clubOverview(customerId: number) {
  const [customer, trips, today] = await Promise.all([
    clubMember(customerId),
    bookingsOfCustomer(customerId, { deleted: false }),
    operatorToday(),
  ]);
  // the next trip is one that still holds its place and has not started yet
  const next = [...trips].reverse().find((t) => t.from >= today && holdsInventory(t.state));
  return { customer, trips, next };
}
