// The club member's own card: who they are and since when (their trips are booking's read,
// booking-summaries.ts; lib/page/home.ts puts both on the club's pages).
import { db } from "../../core/db";

export async function clubMember(customerId: number) {
  return db().customer.findUnique({
    where: { id: customerId },
    select: { id: true, fullName: true, createdAt: true, email: true },
  });
}
