// The bookings a customer is part of: as the main customer or as a guest.
import { isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { bookingsWithCustomer } from "../booking/states";

export async function bookingsOfCustomer(customerId: number, take = 100) {
  const rows = await db().booking.findMany({
    where: bookingsWithCustomer(customerId),
    orderBy: { dateFrom: "desc" },
    take,
    select: {
      id: true,
      bookingNo: true,
      state: true,
      dateFrom: true,
      dateTo: true,
      total: true,
      currency: true,
      noOfPax: true,
      resort: { select: { name: true } },
      tour: { select: { name: true } },
      vessel: { select: { name: true } },
    },
  });
  return rows.map((b) => ({
    id: b.id,
    bookingNo: b.bookingNo,
    state: b.state,
    from: isoDate(b.dateFrom),
    to: isoDate(b.dateTo),
    total: b.total.toString(),
    currency: b.currency,
    noOfPax: b.noOfPax,
    where: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? "",
  }));
}
