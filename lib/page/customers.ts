// What the customer and agency screens load besides their record: a customer's and an agency's
// bookings, the credit balances, and whether the user may edit a customer.
import "server-only";
import { hasSome } from "../access/scopes";
import type { Principal } from "../auth/principal";
import { bookingScope, scopeWhere } from "../domain/booking/access";
import { bookingsOfAgency, bookingsOfCustomer } from "../domain/booking/booking-summaries";
import { agencyBalances, customerBalances } from "../domain/crm/credits";
import { customerResource } from "../domain/crm/customer-resource";
import { can } from "../resources/engine";

/**
 * The bookings a customer takes part in that the user sees (an agency its own), newest first;
 * deleted ones and online holds left out, as the booking list does.
 */
export async function customerBookings(principal: Principal, customerId: number) {
  const scope = await bookingScope(principal, "read").catch(() => null);
  // staff who read customers but not bookings still see whom a customer travelled with (as before)
  if (!scope && !hasSome(principal, ["customers.read"])) return [];
  return bookingsOfCustomer(customerId, { worked: true, within: scope ? scopeWhere(scope) : undefined });
}

/** An agency's bookings, newest first, and how many; each names its customer without linking it. */
export async function agencyBookings(agencyId: number, take: number) {
  const { rows, count } = await bookingsOfAgency(agencyId, take);
  return { bookings: rows.map(({ customerId: _, ...b }) => b), count };
}

/** A customer's credit balance per currency, as far as the user sees it. */
export async function customerBalance(principal: Principal, customerId: number) {
  const rows = await customerBalances(principal, hasSome(principal, ["customers.read"]));
  return rows.filter((r) => r.customerId === customerId);
}

/** An agency's credit balance per currency, as far as the user sees it. */
export async function agencyBalance(principal: Principal, agencyId: number) {
  const rows = await agencyBalances(principal, hasSome(principal, ["agencies.read"]));
  return rows.filter((r) => r.agencyId === agencyId);
}

export const mayEditCustomer = (principal: Principal) => !!can(customerResource, principal, "update");

/** Every customer's credit balance per currency the user sees (/ccredits). */
export const customerCreditBalances = (principal: Principal) => customerBalances(principal, true);

/** Every agency's credit balance per currency the user sees (/credits). */
export const agencyCreditBalances = (principal: Principal) => agencyBalances(principal, true);
