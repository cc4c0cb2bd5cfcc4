// The one step every booking-changing use case ends with, inside its transaction: keep the derived
// fields right (the stay's envelope, the number of guests), recalculate and store the price (the
// calculation lines and the total), store the history version, answer the booking as it now is.
// No use case can forget the price: it is here, once.
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
import { storeCalculation } from "./calculation/store-calculation";
import { writeVersion, type Changes } from "./history";
import { loadBookingView, type BookingView } from "./view";

export type ChangeContext = {
  /** what happened: the action's API name ("create", "cancell", "rooms" ...) */
  action: string;
  /** the booking was just created: version 1 */
  created?: boolean;
  /**
   * Why staff did it, kept with this version's changes (not in the booking): the reason given
   * when confirming a guarded action (an early check-in, a check-out with money open).
   */
  reason?: string;
  /** what else this version records besides the snapshot's differences (an override of a check) */
  extra?: Changes;
};

export async function afterBookingChange(
  tx: Tx,
  bookingId: number,
  actor: Principal,
  ctx: ChangeContext,
): Promise<BookingView> {
  // the envelope is kept in step in the same read and update as the price
  await storeCalculation(tx, bookingId, { envelope: true });
  const view = await loadBookingView(bookingId, {}, tx);
  const { version } = await writeVersion(tx, {
    bookingId,
    userId: actor.user?.id ?? null,
    action: ctx.action,
    snapshot: view as unknown as Record<string, unknown>,
    first: ctx.created,
    extra: { ...(ctx.reason ? { reason: { from: null, to: ctx.reason } } : {}), ...ctx.extra },
  });
  return { ...view, version };
}
