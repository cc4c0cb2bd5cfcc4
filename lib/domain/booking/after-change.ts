// The one step every booking-changing use case ends with, inside its transaction: keep the derived
// fields right (the stay's envelope, the number of guests), recalculate and store the price (the
// calculation lines and the total), store the history version, answer the booking as it now is.
// No use case can forget the price: it is here, once.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { notFound } from "../../core/errors";
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

/**
 * The stay's envelope and party size as the booking's rooms and guests say, where they differ
 * from what the booking holds (null when they agree or it has no rooms). Reads only these fields:
 * the full booking is read once, after the price is stored.
 */
async function changedEnvelope(tx: Tx, bookingId: number) {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      dateFrom: true,
      dateTo: true,
      noOfPax: true,
      rooms: { select: { dateFrom: true, dateTo: true, noOfPax: true } },
      guests: { select: { customerId: true } },
    },
  });
  if (!b) throw notFound();
  if (!b.rooms.length) return null;
  const from = b.rooms.map((r) => isoDate(r.dateFrom)).sort()[0];
  const to = b.rooms
    .map((r) => isoDate(r.dateTo))
    .sort()
    .at(-1)!;
  // the guest list when there is one, else what the rooms say
  const pax = new Set(b.guests.map((g) => g.customerId)).size || b.rooms.reduce((n, r) => n + r.noOfPax, 0);
  const same = from === isoDate(b.dateFrom) && to === isoDate(b.dateTo) && pax === b.noOfPax;
  return same ? null : { dateFrom: calendarDate(from), dateTo: calendarDate(to), noOfPax: pax };
}

export async function afterBookingChange(
  tx: Tx,
  bookingId: number,
  actor: Principal,
  ctx: ChangeContext,
): Promise<BookingView> {
  const envelope = await changedEnvelope(tx, bookingId);
  if (envelope) await tx.booking.update({ where: { id: bookingId }, data: envelope });
  await storeCalculation(tx, bookingId);
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
