// Who may book online, and as whom the booking engine is called. Staff always; a logged-in agency
// when the operator allows agency booking (it books with its commission, its customers are its
// own); guests and logged-in customers when the operator allows customer booking. The engine runs
// as the agency itself (its ownership rules apply) or, for guests, as the system: the guest is
// not a user, the customers are created from the request.
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { AppError } from "../../core/errors";
import { SYSTEM_ACTOR } from "../booking/access";
import { readGroup } from "../settings/group-settings";

export type OnlineAccess = {
  /** the actor the booking engine runs as */
  actor: Principal;
  /** set when an agency books: commission and ownership */
  agencyId: number | null;
  /** the user who booked (none for guests) */
  userId: number | null;
  /** a logged-in customer's own customer record: the booking's main customer, never a copy */
  customerId: number | null;
  /** staff booking through the online pages: firm bookings, no client limits */
  staff: boolean;
};

export async function onlineAccess(p: Principal): Promise<OnlineAccess> {
  if (hasSome(p, ["bookings.create"]))
    return { actor: p, agencyId: null, userId: p.user?.id ?? null, customerId: null, staff: true };
  const settings = await readGroup("booking");
  if (p.agencyId && hasSome(p, ["agencies.self"])) {
    if (settings.allowAgencyBooking !== true) throw new AppError("FORBIDDEN", "errors.BOOKING_SELF_OFF");
    return { actor: p, agencyId: p.agencyId, userId: p.user?.id ?? null, customerId: null, staff: false };
  }
  if (settings.allowCustomerBooking !== true) throw new AppError("FORBIDDEN", "errors.BOOKING_SELF_OFF");
  const customerId = p.customerId && hasSome(p, ["customers.self"]) ? p.customerId : null;
  return { actor: SYSTEM_ACTOR, agencyId: null, userId: p.user?.id ?? null, customerId, staff: false };
}
