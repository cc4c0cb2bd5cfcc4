// An agency's own home: its bookings, its customers and their counts. The caller passes the
// agency of the logged-in agency user (agencies.self), so nothing of another agency is read.
import { db } from "../../core/db";
import { bookingSummary, bookingSummarySelect } from "../booking/states";

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
      select: { ...bookingSummarySelect, customer: { select: { fullName: true } } },
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
      ...bookingSummary(b),
      pax: b.noOfPax,
      customer: b.customer?.fullName ?? "",
    })),
    bookingCount,
    customers,
    customerCount,
  };
}
