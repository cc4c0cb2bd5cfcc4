// The bookings a customer is part of: as the main customer or as a guest.
import { db } from "../../core/db";

export async function bookingsOfCustomer(customerId: number, take = 100) {
  const rows = await db().booking.findMany({
    where: { OR: [{ customerId }, { guests: { some: { customerId } } }] },
    orderBy: { dateFrom: "desc" },
    take,
    select: {
      id: true, bookingNo: true, state: true, dateFrom: true, dateTo: true, total: true, currency: true, noOfPax: true,
      resort: { select: { name: true } }, tour: { select: { name: true } }, vessel: { select: { name: true } },
    },
  });
  return rows.map((b) => ({
    id: b.id, bookingNo: b.bookingNo, state: b.state, from: b.dateFrom.toISOString().slice(0, 10), to: b.dateTo.toISOString().slice(0, 10),
    total: b.total.toString(), currency: b.currency, noOfPax: b.noOfPax, where: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? "",
  }));
}
