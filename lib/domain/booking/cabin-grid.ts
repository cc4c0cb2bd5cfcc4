// A departure on the tape chart (/booking/occupancy with a vessel's departure chosen; GET
// /api/schedules/{id}/occupancy): the same grid as the resort rooms' (occupancy-grid.ts), with a
// row per bed (berth) of each cabin and the trip's nights across. Each guest is a bar on the bed
// they sleep in: a booking room's guests take its beds in order (a cabin held whole holds every
// bed); beds a booking holds beyond its named guests show the booking without a guest. The data
// is the departure's own (departureHolders: availability and the holding booking rooms), coloured
// by the calendar rules; moving a guest is POST /api/bookings/{id}/moveCabin (move-guest.ts).
import { addCalendarDays, todayIn } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { timeZoneSetting } from "../../core/operator";
import { entryColour } from "../calendar/colours";
import { operatorColourConfig } from "../calendar/colour-settings";
import { isWeekend } from "../inventory/stay-rules";
import type { GridDay, GridEntry, GridRoom } from "./occupancy-grid";
import { departureHolders } from "./schedule-cabins";
import { bookingLabel } from "./states";

export async function cabinGrid(scheduleId: number, tx: Tx = db()) {
  const [{ free, byRoom }, config, schedule] = await Promise.all([
    departureHolders(scheduleId, tx),
    operatorColourConfig(),
    tx.schedule.findUnique({
      where: { id: scheduleId },
      select: { vesselId: true, vessel: { select: { timezone: true } } },
    }),
  ]);
  const [from, to] = [free.dateFrom, free.dateTo];
  const zone = schedule?.vessel.timezone || timeZoneSetting(null);
  const today = todayIn(zone);
  const localDay = (at: Date | null) => (at === null ? null : todayIn(zone, at));
  const days: GridDay[] = [];
  for (let d = from; d < to; d = addCalendarDays(d, 1))
    days.push({ date: d, weekend: isWeekend(d, { arrivalWeekdays: [], departureWeekdays: [] }), today: d === today });

  const statuses = new Map(
    (
      await tx.room.findMany({
        where: { id: { in: free.rooms.map((r) => r.id) } },
        select: { id: true, housekeepingStatus: true },
      })
    ).map((r) => [r.id, r.housekeepingStatus]),
  );
  const rooms: GridRoom[] = [];
  const entries: GridEntry[] = [];
  for (const cabin of free.rooms) {
    const room = {
      id: cabin.id,
      name: cabin.name,
      // the asset the row belongs to: here the vessel
      resortId: schedule?.vesselId ?? 0,
      roomTypeId: cabin.roomTypeId,
      roomType: cabin.roomType,
      beds: cabin.beds.length,
      allowSharedRoom: cabin.allowSharedRoom,
      status: statuses.get(cabin.id) ?? "clean",
    } satisfies GridRoom;
    // a cabin without beds of its own is one row
    const beds = cabin.beds.length ? cabin.beds : [null];
    beds.forEach((bed, i) =>
      rooms.push({
        ...room,
        bedId: bed?.id,
        bed: bed ? (bed.internalId ?? String(i + 1)) : undefined,
        // a bed not for sale on this trip (held, held back, blocked): the drag shows it taken
        held: bed ? !bed.free : !cabin.available,
      }),
    );
    for (const h of byRoom.get(cabin.id) ?? []) {
      const bookingNo = bookingLabel(h.booking);
      const bedIds = h.beds.length ? h.beds.map((b) => b.bedId) : cabin.beds.map((b) => b.id);
      const colour = entryColour(
        {
          kind: "booking",
          state: h.booking.state,
          resolved: h.booking.resolved,
          dateFrom: from,
          dateTo: to,
          checkedInAt: localDay(h.booking.checkedInAt),
          checkedOutAt: localDay(h.booking.checkedOutAt),
          room: { checkedInAt: localDay(h.checkedInAt), checkedOutAt: localDay(h.checkedOutAt) },
        },
        config,
        today,
      );
      // a bed per named guest, in order; the beds left show the booking without a guest
      const slots = bedIds.length ? bedIds : [undefined];
      slots.forEach((bedId, i) => {
        const guest = h.guests[i];
        entries.push({
          kind: "booking",
          id: `b${h.id}-${bedId ?? 0}`,
          bookingRoomId: h.id,
          roomId: cabin.id,
          bedId,
          customerId: guest?.customerId,
          from,
          to,
          bookingId: h.booking.id,
          bookingNo,
          state: h.booking.state,
          resolved: h.booking.resolved,
          label: guest?.customer.fullName ?? bookingNo,
          pax: h.guests.length || h.noOfPax,
          background: colour.background,
          text: colour.text,
          rule: colour.rule,
          entryType: colour.entryType,
        });
      });
    }
  }
  return { from, to, today, days, rooms, entries, stays: [], scheduleId, vesselId: schedule?.vesselId ?? null };
}
