// The club member's view of their own data: card, trips, and the next trip.
import { db } from "../../core/db";
import { operatorToday } from "../../core/operator";
import { bookingSummary, bookingSummarySelect, bookingsWithCustomer, holdsInventory } from "../booking/states";

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
      select: bookingSummarySelect,
    }),
    operatorToday(),
  ]);
  const trips = bookings.map((b) => {
    const { where: title, ...trip } = bookingSummary(b);
    return { ...trip, title };
  });
  // the next trip is one that still holds its place and has not started yet
  const next = [...trips].reverse().find((t) => t.from >= today && holdsInventory(t.state));
  return { customer, trips, next };
}
