// An agency's own home: the agency, its customers and their count (its bookings are booking's
// read, booking-summaries.ts). The caller passes the agency of the logged-in agency user
// (agencies.self), so nothing of another agency is read.
import { db } from "../../core/db";

export async function agencyOverview(agencyId: number, take = 8) {
  const [agency, customers, customerCount] = await Promise.all([
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
    customers,
    customerCount,
  };
}
