// What the staff frame and the welcome page load: the navigation the user sees (without the new
// booking pages when the operator keeps them from booking themselves) and the bell's first state.
import "server-only";
import type { FeatureState } from "../access/features";
import { navigation } from "../access/navigation";
import type { Principal } from "../auth/principal";
import { NEW_BOOKING_PAGES, selfBookingOff } from "../domain/booking/access";
import { listNotifications } from "../domain/users/notifications";
import { receivesNotifications } from "../domain/users/notification-recipients";

/** The navigation sections the user may open. */
export async function userNavigation(principal: Principal, features: FeatureState) {
  return navigation(principal, features, (await selfBookingOff(principal)) ? NEW_BOOKING_PAGES : undefined);
}

/**
 * The bell's first state, rendered with the page: the unread count and the newest `size`
 * notifications; undefined for users who get none (agencies, customers and some staff).
 */
export async function bellState(user: Parameters<typeof receivesNotifications>[0] & { id: number }, size: number) {
  if (!receivesNotifications(user)) return undefined;
  const { unread, items } = await listNotifications(user.id, 0, size);
  return {
    unread,
    items: items.map((n) => ({
      id: n.id,
      title: n.title,
      text: n.text,
      link: n.link,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}
