// /schedules/movecabin/{id}: a departure's cabins with who sleeps where (bookings that hold
// inventory), so that staff can move single guests between cabins (the move is moveGuest).
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { availability } from "./availability";
import { bookingNumberSelect, holdingBookings } from "./states";

/**
 * The departure's free cabins and beds (availability) and, per cabin, the booking rooms of
 * bookings that hold inventory, with their beds, guests and what the calendars colour them by.
 */
export async function departureHolders(scheduleId: number, tx: Tx = db()) {
  const free = await availability(scheduleId, { type: "schedule" }, tx);
  const held = await tx.bookingRoom.findMany({
    where: { active: true, booking: { scheduleId, ...holdingBookings } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      roomId: true,
      exclusive: true,
      noOfPax: true,
      checkedInAt: true,
      checkedOutAt: true,
      booking: {
        select: { ...bookingNumberSelect, state: true, resolved: true, checkedInAt: true, checkedOutAt: true },
      },
      beds: { where: { active: true }, orderBy: { bedId: "asc" }, select: { bedId: true } },
      guests: {
        orderBy: { sort: "asc" },
        select: { customerId: true, customer: { select: { fullName: true, gender: true } } },
      },
    },
  });
  const byRoom = new Map<number, typeof held>();
  for (const h of held) byRoom.set(h.roomId, [...(byRoom.get(h.roomId) ?? []), h]);
  return { free, byRoom };
}

/** The departure's cabins, their free beds and their guests with the booking room they are in. */
export async function scheduleCabins(scheduleId: number, tx: Tx = db()) {
  const { free, byRoom } = await departureHolders(scheduleId, tx);
  return {
    scheduleId,
    dateFrom: free.dateFrom,
    dateTo: free.dateTo,
    cabins: free.rooms.map((r) => ({
      ...r,
      guests: (byRoom.get(r.id) ?? []).flatMap((h) =>
        h.guests.map((g) => ({
          bookingId: h.booking.id,
          bookingNo: h.booking.bookingNo ?? h.booking.reservationNo ?? h.booking.offerNo,
          state: h.booking.state,
          bookingRoomId: h.id,
          bedIds: h.beds.map((b) => b.bedId),
          customerId: g.customerId,
          name: g.customer.fullName,
          gender: g.customer.gender,
        })),
      ),
    })),
  };
}

/** 404 unless the booking is one of this departure's. */
export async function assertBookingOnSchedule(bookingId: number, scheduleId: number, tx: Tx = db()) {
  const b = await tx.booking.findFirst({ where: { id: bookingId, scheduleId }, select: { id: true } });
  if (!b) throw notFound();
}
