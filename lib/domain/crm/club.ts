// The club member's view of their own data: card, trips.
import { db } from "../../core/db";

export async function clubOverview(customerId: number) {
  const [customer, bookings] = await Promise.all([
    db().customer.findUnique({ where: { id: customerId }, select: { id: true, fullName: true, createdAt: true, email: true } }),
    db().booking.findMany({
      where: { OR: [{ customerId }, { guests: { some: { customerId } } }], state: { notIn: ["deleted"] } },
      orderBy: { dateFrom: "desc" },
      take: 100,
      select: {
        id: true, bookingNo: true, state: true, dateFrom: true, dateTo: true,
        tour: { select: { name: true } }, resort: { select: { name: true } }, vessel: { select: { name: true } },
      },
    }),
  ]);
  const trips = bookings.map((b) => ({
    id: b.id, bookingNo: b.bookingNo, state: b.state,
    from: b.dateFrom.toISOString().slice(0, 10), to: b.dateTo.toISOString().slice(0, 10),
    title: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? "",
  }));
  const today = new Date().toISOString().slice(0, 10);
  const next = [...trips].reverse().find((t) => t.from >= today && ["draft", "confirmed", "planned"].includes(t.state));
  return { customer, trips, next };
}
