// The waiting list: waiting bookings hold nothing. When a booking gives back rooms or beds (cancel,
// release, expiry, a moved or removed room), staff get a notification naming every waiting
// booking of that departure or of those resort nights, in the same transaction as the release.
import { Prisma, type Tx } from "../../core/db";
import { isLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";

import { bookingLabel } from "./states";

export { bookingLabel };

/** Users who change bookings (bookings.update, its category, or admin), directly or through their role. */
async function staffToNotify(tx: Tx) {
  const rights = ["admin", "bookings.update", "bookings.*", "bookings"];
  return tx.$queryRaw<{ id: number; settings: unknown }[]>(Prisma.sql`
    SELECT u.id, u.settings FROM "User" u LEFT JOIN "UserRole" r ON r.id = u."roleId"
    WHERE u."userType" IN ('employee', 'Default', 'System')
      AND (u.scopes && ${rights}::text[] OR COALESCE(r.scopes, '{}') && ${rights}::text[])`);
}

/**
 * Rooms or beds of `freed` were given back: tell staff about the waiting bookings they could serve.
 * `rooms` limits it to what was freed (default: all of the booking's rooms).
 */
export async function notifyWaitingList(
  tx: Tx,
  freedBookingId: number,
  rooms?: { roomId: number; dateFrom: Date; dateTo: Date }[],
): Promise<number[]> {
  const freed = await tx.booking.findUnique({
    where: { id: freedBookingId },
    select: {
      scheduleId: true,
      rooms: { select: { roomId: true, dateFrom: true, dateTo: true, room: { select: { resortId: true } } } },
    },
  });
  if (!freed) return [];
  const given = rooms ?? freed.rooms.map((r) => ({ roomId: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo }));
  const resortOf = new Map(freed.rooms.map((r) => [r.roomId, r.room.resortId]));
  const nights = given
    .map((r) => ({ ...r, resortId: resortOf.get(r.roomId) ?? null }))
    .filter((r): r is typeof r & { resortId: number } => r.resortId !== null);
  const or: Prisma.BookingWhereInput[] = [];
  if (freed.scheduleId) or.push({ scheduleId: freed.scheduleId });
  for (const n of nights) or.push({ resortId: n.resortId, dateFrom: { lt: n.dateTo }, dateTo: { gt: n.dateFrom } });
  if (!or.length) return [];
  const waiting = await tx.booking.findMany({
    where: { state: "waiting", id: { not: freedBookingId }, OR: or },
    select: {
      id: true,
      bookingNo: true,
      reservationNo: true,
      offerNo: true,
      dateFrom: true,
      customer: { select: { fullName: true } },
    },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  if (!waiting.length) return [];
  const staff = await staffToNotify(tx);
  const data = staff.flatMap((u) => {
    const lang = (u.settings as { language?: unknown } | null)?.language;
    const t = translator(isLocale(lang) ? lang : "de");
    return waiting.map((w) => ({
      userId: u.id,
      category: "Booking",
      title: t("bookings.waitingList.title", { booking: bookingLabel(w) }),
      text: t("bookings.waitingList.text", { booking: bookingLabel(w), customer: w.customer?.fullName ?? "–" }),
      link: `/booking/${w.id}`,
    }));
  });
  if (data.length) await tx.notification.createMany({ data });
  return waiting.map((w) => w.id);
}
