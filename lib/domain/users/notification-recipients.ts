// Who gets notifications: staff who change bookings (the waiting list tells them about freed
// space). Said once: the waiting list picks its recipients by these lists (waiting-list.ts), and
// the shell shows the bell to the same users only, so agencies, customers and club members see none.
import type { UserType } from "../../core/db";

/** the user types of staff; an agency's, a customer's or an inactive account is none of them */
export const NOTIFIED_USER_TYPES = ["employee", "Default", "System"] as const satisfies readonly UserType[];

/** rights of which one is needed, held directly or through the role: changing bookings, or admin */
export const NOTIFIED_RIGHTS = ["admin", "bookings.update", "bookings.*", "bookings"] as const;

/** Does this user get notifications (and so see the bell)? `scopes` are their own and their role's. */
export function receivesNotifications(user: {
  userType: string | null;
  agencyId?: number | null;
  scopes: readonly string[];
}): boolean {
  return (
    (NOTIFIED_USER_TYPES as readonly string[]).includes(user.userType ?? "") &&
    // a staff account tied to an agency acts as that agency (roles.ts)
    !user.agencyId &&
    user.scopes.some((s) => (NOTIFIED_RIGHTS as readonly string[]).includes(s))
  );
}
