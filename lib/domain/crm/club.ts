// The club member's view of their own data: card, trips, and the next trip.
import { isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { operatorToday } from "../../core/operator";
import { bookingsWithCustomer, holdsInventory } from "../booking/states";

export async function clubOverview(customerId: number) {
  const [customer, bookings, today] = await Promise.all([
    db().customer.findUnique({
      where: { id: customerId },
      select: { id: true, fullName: true, createdAt: true, email: true },
    }),
    db().booking.findMany({
      where: { AND: [bookingsWithCustomer(customerId), { state: { notIn: ["deleted"] } }] },
      orderBy: { dateFrom: "desc" },
      take: 100,
      select: {
        id: true,
        bookingNo: true,
        state: true,
        dateFrom: true,
        dateTo: true,
        tour: { select: { name: true } },
        resort: { select: { name: true } },
        vessel: { select: { name: true } },
      },
    }),
    operatorToday(),
  ]);
  const trips = bookings.map((b) => ({
    id: b.id,
    bookingNo: b.bookingNo,
    state: b.state,
    from: isoDate(b.dateFrom),
    to: isoDate(b.dateTo),
    title: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? "",
  }));
  // the next trip is one that still holds its place and has not started yet
  const next = [...trips].reverse().find((t) => t.from >= today && holdsInventory(t.state));
  return { customer, trips, next };
}
