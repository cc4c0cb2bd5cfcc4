// An agency's own home: its bookings, its customers and their counts. The caller passes the
// agency of the logged-in agency user (agencies.self), so nothing of another agency is read.
import { isoDate } from "../../core/dates";
import { db } from "../../core/db";

export async function agencyOverview(agencyId: number, take = 8) {
  const [agency, bookings, bookingCount, customers, customerCount] = await Promise.all([
    db().agency.findUnique({
      where: { id: agencyId },
      select: {
        id: true,
        name: true,
        type: true,
        email: true,
        phone: true,
        city: true,
        country: true,
        commissionPercent: true,
      },
    }),
    db().booking.findMany({
      where: { agencyId, state: { not: "deleted" } },
      orderBy: { dateFrom: "desc" },
      take,
      select: {
        id: true,
        bookingNo: true,
        state: true,
        dateFrom: true,
        dateTo: true,
        noOfPax: true,
        customer: { select: { fullName: true } },
        resort: { select: { name: true } },
        tour: { select: { name: true } },
        vessel: { select: { name: true } },
      },
    }),
    db().booking.count({ where: { agencyId, state: { not: "deleted" } } }),
    db().customer.findMany({
      where: { agencyId },
      orderBy: { fullName: "asc" },
      take,
      select: { id: true, fullName: true, email: true, city: true },
    }),
    db().customer.count({ where: { agencyId } }),
  ]);
  return {
    agency: agency && { ...agency, commissionPercent: agency.commissionPercent.toString() },
    bookings: bookings.map((b) => ({
      id: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      from: isoDate(b.dateFrom),
      to: isoDate(b.dateTo),
      pax: b.noOfPax,
      customer: b.customer?.fullName ?? "",
      where: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? "",
    })),
    bookingCount,
    customers,
    customerCount,
  };
}
