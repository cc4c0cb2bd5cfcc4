// The one step every booking-changing use case ends with, inside its transaction: keep the derived
// fields right (the stay's envelope, the number of guests), recalculate and store the price (the
// calculation lines and the total), store the history version, answer the booking as it now is.
// No use case can forget the price: it is here, once.
import type { Principal } from "../../auth/principal";
import { calendarDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { storeCalculation } from "../pricing/store-calculation";
import { writeVersion } from "./history";
import { loadBookingView, type BookingView } from "./view";

export type ChangeContext = {
  /** what happened: the action's API name ("create", "cancell", "rooms" ...) */
  action: string;
  /** the booking was just created: version 1 */
  created?: boolean;
};

/** The stay's envelope and party size, from the booking's rooms. */
function derived(view: BookingView) {
  if (!view.rooms.length) return null;
  const from = view.rooms.map((r) => r.dateFrom).sort()[0];
  const to = view.rooms
    .map((r) => r.dateTo)
    .sort()
    .at(-1)!;
  // the guest list when there is one, else what the rooms say
  const pax = view.guests.length || view.rooms.reduce((n, r) => n + r.noOfPax, 0);
  return { dateFrom: from, dateTo: to, noOfPax: pax };
}

export async function afterBookingChange(
  tx: Tx,
  bookingId: number,
  actor: Principal,
  ctx: ChangeContext,
): Promise<BookingView> {
  let view = await loadBookingView(bookingId, {}, tx);
  const d = derived(view);
  if (d && (d.dateFrom !== view.dateFrom || d.dateTo !== view.dateTo || d.noOfPax !== view.noOfPax)) {
    await tx.booking.update({
      where: { id: bookingId },
      data: { dateFrom: calendarDate(d.dateFrom), dateTo: calendarDate(d.dateTo), noOfPax: d.noOfPax },
    });
  }
  await storeCalculation(tx, bookingId);
  view = await loadBookingView(bookingId, {}, tx);
  const { version } = await writeVersion(tx, {
    bookingId,
    userId: actor.user?.id ?? null,
    action: ctx.action,
    snapshot: view as unknown as Record<string, unknown>,
    first: ctx.created,
  });
  return { ...view, version };
}
