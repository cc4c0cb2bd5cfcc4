// The bookings a customer is part of: as the main customer or as a guest.
import { db } from "../../core/db";
import { bookingSummary, bookingSummarySelect, bookingsWithCustomer } from "../booking/states";

export async function bookingsOfCustomer(customerId: number, take = 100) {
  const rows = await db().booking.findMany({
    where: bookingsWithCustomer(customerId),
    orderBy: { dateFrom: "desc" },
    take,
    select: { ...bookingSummarySelect, total: true, currency: true },
  });
  return rows.map((b) => ({
    ...bookingSummary(b),
    total: b.total.toString(),
    currency: b.currency,
    noOfPax: b.noOfPax,
  }));
}
