// Options that expire. A planned booking with an `optionUntil` in the past is freed: its rooms and
// beds return to sale. Two ways lead here and both run the same expiry: the sweep (started with the
// server, on every app server) takes due options with FOR UPDATE SKIP LOCKED, so each is expired
// exactly once however many servers sweep; and a buyer who wants rooms an expired option still
// holds frees it on the spot (inventory.ts), so an expired hold never blocks a sale between sweeps.
// A paid option never expires (staff confirm it). Each expiry is announced on the outbox
// (BOOKING_EXPIRED_TOPIC) in its transaction, for whoever must hear of it (the online guest's mail).
import { db, Prisma, transaction, type Tx } from "../../core/db";
import { enqueue } from "../../core/outbox";
import { SYSTEM_ACTOR } from "./access";
import { afterBookingChange } from "./after-change";
import { decide, type LockedBooking } from "./lock-booking";
import { releaseInventory } from "./waiting-list";

/** The outbox topic of an expired booking: {bookingId}. */
export const BOOKING_EXPIRED_TOPIC = "booking.expired";

const LOCKED_COLUMNS = Prisma.sql`id, state, resolved, version, type, "optionUntil", "previousState", "checkedInAt",
  "checkedOutAt", "paidAt", "offerNo", "reservationNo", "bookingNo", "agencyId", "customerId", "scheduleId",
  "resortId", "vesselId", "tourId", "dateFrom", "dateTo"`;

/** Expires these bookings if they are (still) options past their end; answers those it expired. */
export async function expireBookings(tx: Tx, ids: number[], now = new Date()): Promise<number[]> {
  const done: number[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    // waits for a sweep holding it; afterwards the state says whether anything is left to do
    const [b] = await tx.$queryRaw<LockedBooking[]>(
      Prisma.sql`SELECT ${LOCKED_COLUMNS} FROM "Booking" WHERE id = ${id} FOR UPDATE`,
    );
    if (!b) continue;
    const t = await decide(b, "expire", tx, now).catch(() => null);
    if (!t) continue;
    await releaseInventory(tx, id);
    await tx.booking.update({
      where: { id },
      data: { state: t.to, previousState: b.state, freedDate: now },
    });
    await afterBookingChange(tx, id, SYSTEM_ACTOR, { action: "expire" });
    await enqueue(tx, BOOKING_EXPIRED_TOPIC, { bookingId: id });
    done.push(id);
  }
  return done;
}

/**
 * One sweep: up to `limit` due options, each locked by this sweep alone (others skip them).
 * `now` is for tests that travel in time.
 */
export async function sweepExpiredOptions(o: { limit?: number; now?: Date } = {}): Promise<number[]> {
  const now = o.now ?? new Date();
  return transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      SELECT id FROM "Booking"
      WHERE state = 'planned' AND "optionUntil" IS NOT NULL AND "optionUntil" < ${now} AND "paidAt" IS NULL
      ORDER BY "optionUntil", id LIMIT ${o.limit ?? 100} FOR UPDATE SKIP LOCKED`);
    return expireBookings(
      tx,
      due.map((d) => d.id),
      now,
    );
  });
}

/** Idempotency keys are kept for a day. */
export async function dropOldIdempotencyKeys(now = new Date()) {
  await db().idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 86_400_000) } } });
}
