// The waiting list: waiting bookings hold nothing. When a booking gives back rooms or beds (cancel,
// release, expiry, rebook, a move to another departure, a moved or removed room), staff get a
// notification naming every waiting booking of that departure or of those resort nights, in the
// same transaction as the release. `releaseInventory` is the one way a whole booking gives back.
import { Prisma, type Tx } from "../../core/db";
import { isLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { NOTIFIED_RIGHTS, NOTIFIED_USER_TYPES } from "../users/notification-recipients";

import { setHolding } from "./inventory";
import { bookingLabel, bookingNumberSelect } from "./states";

export { bookingLabel };

/** Users who change bookings (receivesNotifications: the same users see the bell). */
async function staffToNotify(tx: Tx) {
  const rights = [...NOTIFIED_RIGHTS];
  const types = [...NOTIFIED_USER_TYPES];
  return tx.$queryRaw<{ id: number; settings: unknown }[]>(Prisma.sql`
    SELECT u.id, u.settings FROM "User" u LEFT JOIN "UserRole" r ON r.id = u."roleId"
    WHERE u."userType"::text = ANY(${types}::text[]) AND u."agencyId" IS NULL
      AND (u.scopes && ${rights}::text[] OR COALESCE(r.scopes, '{}') && ${rights}::text[])`);
}

type FreedRoom = { roomId: number; dateFrom: Date; dateTo: Date };

/**
 * Rooms or beds of `freed` were given back: tell staff about the waiting bookings they could serve.
 * `rooms` limits it to what was freed (default: all of the booking's rooms); `scheduleId` is the
 * departure they were given back on (default: the booking's, which a move has already changed).
 */
export async function notifyWaitingList(
  tx: Tx,
  freedBookingId: number,
  rooms?: FreedRoom[],
  scheduleId?: number | null,
): Promise<number[]> {
  const freed = await tx.booking.findUnique({
    where: { id: freedBookingId },
    select: { scheduleId: true, rooms: { select: { roomId: true, dateFrom: true, dateTo: true } } },
  });
  if (!freed) return [];
  const given = rooms ?? freed.rooms;
  // the resorts of the rooms given back, read from the rooms themselves: a removed or moved room
  // is no longer among the booking's
  const resortOf = new Map(
    (
      await tx.room.findMany({
        where: { id: { in: [...new Set(given.map((r) => r.roomId))] } },
        select: { id: true, resortId: true },
      })
    ).map((r) => [r.id, r.resortId]),
  );
  const nights = given
    .map((r) => ({ ...r, resortId: resortOf.get(r.roomId) ?? null }))
    .filter((r): r is typeof r & { resortId: number } => r.resortId !== null);
  const departure = scheduleId === undefined ? freed.scheduleId : scheduleId;
  const or: Prisma.BookingWhereInput[] = [];
  if (departure) or.push({ scheduleId: departure });
  for (const n of nights) or.push({ resortId: n.resortId, dateFrom: { lt: n.dateTo }, dateTo: { gt: n.dateFrom } });
  if (!or.length) return [];
  const waiting = await tx.booking.findMany({
    where: { state: "waiting", id: { not: freedBookingId }, OR: or },
    select: {
      ...bookingNumberSelect,
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
  // one unread notice per user and waiting booking: a departure moved booking by booking, or a
  // room freed twice, does not repeat what the user has not read yet
  const unread = await tx.notification.findMany({
    where: {
      readAt: null,
      userId: { in: staff.map((u) => u.id) },
      link: { in: waiting.map((w) => `/booking/${w.id}`) },
      category: "Booking",
    },
    select: { userId: true, link: true },
  });
  const told = new Set(unread.map((n) => `${n.userId} ${n.link}`));
  const fresh = data.filter((d) => !told.has(`${d.userId} ${d.link}`));
  if (fresh.length) await tx.notification.createMany({ data: fresh });
  return waiting.map((w) => w.id);
}

/**
 * The booking gives back the rooms and beds it holds, and staff hear about the waiting bookings
 * of that departure and those nights. `give` is how it gives them back: by default all its rows go
 * inactive (cancel, release, expiry, rebook); a move passes its own step, which puts the rows
 * `bookingRoomIds` on another departure. What was held is read first, so the waiting list of the
 * old departure hears.
 */
export async function releaseInventory(
  tx: Tx,
  bookingId: number,
  o: { give?: (tx: Tx) => Promise<unknown>; bookingRoomIds?: number[] } = {},
): Promise<number[]> {
  const held = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      scheduleId: true,
      rooms: {
        where: { active: true, ...(o.bookingRoomIds ? { id: { in: o.bookingRoomIds } } : {}) },
        select: { roomId: true, dateFrom: true, dateTo: true },
      },
    },
  });
  await (o.give ?? ((tx: Tx) => setHolding(tx, bookingId, false)))(tx);
  if (!held?.rooms.length) return [];
  return notifyWaitingList(tx, bookingId, held.rooms, held.scheduleId);
}
