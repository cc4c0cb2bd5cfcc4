// The one step every booking-changing use case ends with, inside its transaction: keep the derived
// fields right (the stay's envelope, the number of guests), recalculate and store the price (the
// calculation lines and the total), store the history version, answer the booking as it now is.
// No use case can forget the price: it is here, once.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { storeCalculation } from "../pricing/store-calculation";
import { writeVersion } from "./history";
import { loadBookingView, type BookingView } from "./view";

export type ChangeContext = {
  /** what happened: the action's API name ("create", "cancell", "rooms" ...) */
  action: string;
  /** the booking was just created: version 1 */
  created?: boolean;
};

type Envelope = { dateFrom: string; dateTo: string; noOfPax: number };

/** The stay's envelope and party size as stored, and as the booking's rooms and guests say. */
async function envelopes(tx: Tx, bookingId: number): Promise<{ stored: Envelope; derived: Envelope | null } | null> {
  // only what the envelope needs: the full view is read once, after the price is stored
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
  if (!b) return null;
  const stored = { dateFrom: isoDate(b.dateFrom), dateTo: isoDate(b.dateTo), noOfPax: b.noOfPax };
  if (!b.rooms.length) return { stored, derived: null };
  const from = b.rooms.map((r) => isoDate(r.dateFrom)).sort()[0];
  const to = b.rooms
    .map((r) => isoDate(r.dateTo))
    .sort()
    .at(-1)!;
  // the guest list when there is one, else what the rooms say
  const pax = new Set(b.guests.map((g) => g.customerId)).size || b.rooms.reduce((n, r) => n + r.noOfPax, 0);
  return { stored, derived: { dateFrom: from, dateTo: to, noOfPax: pax } };
}

export async function afterBookingChange(
  tx: Tx,
  bookingId: number,
  actor: Principal,
  ctx: ChangeContext,
): Promise<BookingView> {
  const e = await envelopes(tx, bookingId);
  if (!e) throw notFound();
  const d = e.derived;
  if (d && (d.dateFrom !== e.stored.dateFrom || d.dateTo !== e.stored.dateTo || d.noOfPax !== e.stored.noOfPax)) {
    await tx.booking.update({
      where: { id: bookingId },
      data: { dateFrom: calendarDate(d.dateFrom), dateTo: calendarDate(d.dateTo), noOfPax: d.noOfPax },
    });
  }
  await storeCalculation(tx, bookingId);
  const view = await loadBookingView(bookingId, {}, tx);
  const { version } = await writeVersion(tx, {
    bookingId,
    userId: actor.user?.id ?? null,
    action: ctx.action,
    snapshot: view as unknown as Record<string, unknown>,
    first: ctx.created,
  });
  return { ...view, version };
}
