// Who may see, create and change which bookings. Staff with bookings.* see and change all; an
// agency (agencies.self) only its own, a customer (customers.self) only those they take part in.
// Customers and agencies create bookings themselves only when the operator allows it (settings
// group "booking": allowCustomerBooking, allowAgencyBooking). Ownership goes into the query, so
// another party's booking is simply not found (404).
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { AppError } from "../../core/errors";
import type { Prisma } from "../../core/db";
import { readGroup } from "../settings/group-settings";
import { bookingsWithCustomer } from "./states";

export type BookingAccessAction = "read" | "create" | "update";

/** The expiry sweep and other jobs act as the system: no user, every right. */
export const SYSTEM_ACTOR: Principal = Object.freeze({
  isGuest: false,
  scopes: ["admin"],
  user: null,
  session: null,
  userType: "System",
  agencyId: null,
  customerId: null,
}) as Principal;

const STAFF: Record<BookingAccessAction, string[]> = {
  read: ["bookings.read", "bookings.update"],
  create: ["bookings.create"],
  update: ["bookings.update"],
};

/** What the caller may touch: every booking, an agency's, or a customer's own. */
export type BookingScope =
  { kind: "all" } | { kind: "agency"; agencyId: number } | { kind: "customer"; customerId: number };

function refuse(p: Principal): never {
  if (p.isGuest) throw new AppError(p.tokenProblem === "expired" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
  throw new AppError("FORBIDDEN");
}

/** The caller's scope for `action`, or 401/403. Creating as an agency or customer also needs the setting. */
export async function bookingScope(p: Principal, action: BookingAccessAction): Promise<BookingScope> {
  if (hasSome(p, STAFF[action])) return { kind: "all" };
  if (p.agencyId && hasSome(p, ["agencies.self"])) {
    if (action === "create" && (await readGroup("booking")).allowAgencyBooking !== true)
      throw new AppError("FORBIDDEN", "errors.BOOKING_SELF_OFF");
    return { kind: "agency", agencyId: p.agencyId };
  }
  if (p.customerId && hasSome(p, ["customers.self"]) && action !== "update") {
    if (action === "create" && (await readGroup("booking")).allowCustomerBooking !== true)
      throw new AppError("FORBIDDEN", "errors.BOOKING_SELF_OFF");
    return { kind: "customer", customerId: p.customerId };
  }
  return refuse(p);
}

/** The pages that make a new booking: left out of the menu and the lists while the caller may not book itself. */
export const NEW_BOOKING_PAGES: ReadonlySet<string> = new Set(["/booking/wizard", "/booking/resort"]);

/** Whether the operator's setting keeps this agency or customer from booking itself (staff never). */
export async function selfBookingOff(p: Principal): Promise<boolean> {
  if (p.isGuest || hasSome(p, STAFF.create)) return false;
  const booking = await readGroup("booking");
  if (p.agencyId && hasSome(p, ["agencies.self"])) return booking.allowAgencyBooking !== true;
  if (p.customerId && hasSome(p, ["customers.self"])) return booking.allowCustomerBooking !== true;
  return false;
}

/** The scope as a Prisma where (empty for staff). */
export function scopeWhere(scope: BookingScope): Prisma.BookingWhereInput {
  if (scope.kind === "agency") return { agencyId: scope.agencyId };
  if (scope.kind === "customer") return bookingsWithCustomer(scope.customerId);
  return {};
}

/**
 * Who may edit or delete a comment on a booking they see: staff (who change every booking) any,
 * an agency or a customer only what they wrote themselves; the operator's words stay the operator's.
 */
export function mayChangeComment(p: Principal, comment: { userId: number | null }): boolean {
  return hasSome(p, STAFF.update) || (p.user !== null && comment.userId === p.user.id);
}

/** Only staff run these (an agency books and changes its bookings, but money and the stay are the operator's). */
export const STAFF_ONLY_ACTIONS: ReadonlySet<string> = new Set([
  "checkin",
  "checkout",
  "markPaid",
  "invoice",
  "payment",
  "reversePayment",
  "splitInvoice",
  "lockUnlockRoom",
  "agency",
  "move",
  "moveCabin",
  "revert",
  "revertRebook",
]);

/** Refuses staff-only actions to an agency. */
export function assertMayRun(scope: BookingScope, action: string) {
  if (scope.kind !== "all" && STAFF_ONLY_ACTIONS.has(action)) throw new AppError("FORBIDDEN");
}
