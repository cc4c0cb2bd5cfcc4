// The demo bookings, made through the same use cases the API calls (create, state actions, rebook,
// split): resort stays, whole cabins and single beds of a departure, a stay plus a trip, bookings
// in every state the actions reach, and some through each agency (one by the demo agency user
// itself, so that it sees its own). Runs on the seed's own client (usingClient).
import { addCalendarDays, isoDate } from "../../lib/core/dates";
import { usingClient, type PrismaClient } from "../../lib/core/db";
import { principalOf, type Principal } from "../../lib/auth/principal";
import { sessionUserSelect, toSessionUser } from "../../lib/auth/session";
import { createBooking } from "../../lib/domain/booking/create-booking";
import { rebookBooking } from "../../lib/domain/booking/rebook-booking";
import type { CreateBookingInput } from "../../lib/domain/booking/schemas";
import { splitBookingByCustomer } from "../../lib/domain/booking/split-booking";
import { transitionBooking, type TransitionAction } from "../../lib/domain/booking/transition-booking";
import { issueInvoice } from "../../lib/domain/finance/issue-invoice";
import { recordStaffPayment } from "../../lib/domain/payments/record-staff-payment";

type Room = { id: number; beds: { id: number }[] };
export type DemoBookingContext = {
  today: string;
  resortId: number;
  /** 0-9 standard doubles, 10-15 deluxe, 16-19 family suites */
  resortRooms: Room[];
  /** 0-1 single cabins, 2-6 double cabins, 7-9 shared cabins of four bunks */
  cabins: Room[];
  schedules: { id: number; from: Date; to: Date }[];
  customers: { id: number; gender: string }[];
  /** the demo agency user's agency, a second agency, and the crew's (every agency has bookings) */
  agencyIds: [number, number, number];
  staffUserId: number;
  agencyUserId: number;
};

export async function principal(prisma: PrismaClient, userId: number): Promise<Principal> {
  const row = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: sessionUserSelect });
  return principalOf(toSessionUser(row), null);
}

/** Creates the demo bookings; answers how many bookings exist afterwards (parts and successors included). */
export async function seedDemoBookings(prisma: PrismaClient, c: DemoBookingContext): Promise<number> {
  return usingClient(prisma, async () => {
    const staff = await principal(prisma, c.staffUserId);
    const agency = await principal(prisma, c.agencyUserId);
    const cust = (i: number) => c.customers[i % c.customers.length].id;
    const act = async (bookingId: number, ...actions: TransitionAction[]) => {
      for (const action of actions)
        await transitionBooking(
          action === "checkout"
            ? // the demo's guests leave before paying: the desk confirms why (the guard asks)
              { bookingId, action, confirm: true, reason: "Demo: pays by invoice" }
            : { bookingId, action, reason: action === "release" ? "Demo: option not taken up" : undefined },
          staff,
        );
    };
    const stay = (
      room: number,
      fromOffset: number,
      nights: number,
      guests: number[],
      o: Partial<CreateBookingInput> = {},
      by = staff,
    ) => {
      const dateFrom = addCalendarDays(c.today, fromOffset);
      return createBooking(
        {
          type: "resort",
          resortId: c.resortId,
          dateFrom,
          dateTo: addCalendarDays(dateFrom, nights),
          customerId: cust(guests[0]),
          state: "confirmed",
          rooms: [{ roomId: c.resortRooms[room].id, guests: guests.map(cust) }],
          ...o,
        },
        by,
      );
    };
    const trip = (si: number, rooms: CreateBookingInput["rooms"], o: Partial<CreateBookingInput> = {}) =>
      createBooking(
        {
          type: "vessel",
          scheduleId: c.schedules[si].id,
          customerId: rooms[0].guests?.[0] ?? cust(0),
          state: "confirmed",
          rooms,
          ...o,
        },
        staff,
      );
    const cabin = (i: number, guests: number[], bedCount?: number, firstBed = 0) => ({
      roomId: c.cabins[i].id,
      bedIds: bedCount ? c.cabins[i].beds.slice(firstBed, firstBed + bedCount).map((b) => b.id) : undefined,
      guests: guests.map(cust),
    });
    // two customers of one gender, for single beds of a shared cabin that does not mix genders
    const sameGender = c.customers.filter((x) => x.gender === "f").map((x) => c.customers.indexOf(x));

    // resort: a settled stay, guests in house, arrivals, an offer, an option, and the closed states
    const settled = await stay(0, -10, 7, [2, 3]);
    await act(settled.id, "checkin", "checkout");
    // its money: invoiced as a whole, paid by bank transfer against the invoice
    const { total, currency } = await prisma.booking.findUniqueOrThrow({
      where: { id: settled.id },
      select: { total: true, currency: true },
    });
    if (total.gt(0)) {
      const invoiceId = await issueInvoice({ bookingId: settled.id, kind: "full" }, staff);
      const { number } = await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: { number: true } });
      await recordStaffPayment(
        {
          bookingId: settled.id,
          payment: {
            amount: total.toFixed(2),
            currency,
            method: "transfer",
            reference: number,
            rateType: "multiply",
            refund: false,
          },
        },
        staff,
      );
    }
    // paid in full, it settles itself (paid-mark.ts); else staff mark it paid
    const { resolved } = await prisma.booking.findUniqueOrThrow({
      where: { id: settled.id },
      select: { resolved: true },
    });
    if (!resolved) await act(settled.id, "markPaid");
    const inHouse = await stay(1, -2, 5, [4, 5]);
    await act(inHouse.id, "checkin");
    await stay(10, 0, 10, [6, 7]);
    await createBooking(
      {
        type: "resort",
        resortId: c.resortId,
        dateFrom: addCalendarDays(c.today, 4),
        dateTo: addCalendarDays(c.today, 11),
        customerId: cust(8),
        state: "confirmed",
        rooms: [
          { roomId: c.resortRooms[16].id, guests: [cust(8), cust(9)] },
          { roomId: c.resortRooms[17].id, guests: [cust(10), cust(11)] },
        ],
      },
      staff,
    );
    // an offer for guests arriving today: once confirmed, they can be checked in (check-in opens on
    // the arrival date)
    await stay(2, 0, 3, [12], { state: "draft" });
    // the agency books its own customers (20-23) itself
    await stay(3, 20, 6, [20, 21], {}, agency);
    await stay(4, 30, 7, [26, 27], { state: "planned", optionUntil: addCalendarDays(c.today, 7) });
    const released = await stay(5, 40, 5, [28], { state: "planned", agencyId: c.agencyIds[1] });
    await act(released.id, "release");
    const cancelled = await stay(6, 45, 5, [29, 30]);
    await act(cancelled.id, "cancell");
    const mistaken = await stay(7, 50, 3, [31], { state: "draft" });
    await act(mistaken.id, "delete");
    await stay(10, 2, 4, [34], { state: "waiting" });
    // a crew member's stay, booked through the crew's agency, settled weeks ago
    const crewStay = await stay(9, -40, 3, [39], { agencyId: c.agencyIds[2] });
    await act(crewStay.id, "checkin", "checkout");

    // the vessel: whole cabins, single beds of a shared cabin, agencies, a stay plus a trip
    await trip(0, [cabin(0, [13])]);
    await trip(0, [cabin(2, [14, 15])]);
    await trip(0, [cabin(7, [sameGender[8]], 1, 0)]);
    await trip(0, [cabin(7, [sameGender[9]], 1, 1)], { state: "planned" });
    const s0 = isoDate(c.schedules[0].from);
    await trip(0, [
      { roomId: c.resortRooms[8].id, dateFrom: addCalendarDays(s0, -3), dateTo: s0, guests: [cust(35), cust(36)] },
      cabin(3, [35, 36]),
    ]);
    await createBooking(
      {
        type: "vessel",
        scheduleId: c.schedules[1].id,
        customerId: cust(22),
        rooms: [cabin(3, [22, 23])],
      },
      agency,
    );
    await trip(1, [cabin(8, [sameGender[10], sameGender[11]], 2)], { agencyId: c.agencyIds[0] });
    await trip(1, [cabin(4, [37])], { agencyId: c.agencyIds[1], state: "planned" });
    const moved = await trip(2, [cabin(4, [24, 25])]);
    await rebookBooking({ bookingId: moved.id, scheduleId: c.schedules[3].id }, staff);
    const group = await trip(2, [cabin(5, [32]), cabin(6, [33])], { state: "planned" });
    await splitBookingByCustomer({ bookingId: group.id }, staff);
    await trip(0, [cabin(2, [38])], { state: "waiting" });
    return prisma.booking.count();
  });
}
