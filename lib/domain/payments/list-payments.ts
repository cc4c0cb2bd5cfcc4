// GET /api/payments (and /history, /ref/{id}): the payment rows of every booking, newest first, with
// the booking they pay and who recorded them, paged on the server. A read, for staff who see
// payments: reversals and refunds are rows of their own and listed as such.
import { addCalendarDays, calendarDate, startOfDayIn } from "../../core/dates";
import { operatorTimeZone } from "../../core/operator";
import { db, type Prisma } from "../../core/db";
import { presentPayment } from "../booking/view";
import type { PaymentListQuery } from "./payment-schemas";

const select = {
  id: true,
  provider: true,
  providerPaymentId: true,
  method: true,
  status: true,
  amount: true,
  currency: true,
  foreignAmount: true,
  foreignCurrency: true,
  rate: true,
  rateType: true,
  date: true,
  reference: true,
  note: true,
  reason: true,
  reversesId: true,
  reversedBy: { select: { id: true } },
  paidAt: true,
  createdAt: true,
  recordedBy: { select: { id: true, name: true } },
  booking: { select: { id: true, bookingNo: true, reservationNo: true, offerNo: true, currency: true, state: true } },
} satisfies Prisma.PaymentSelect;

type Row = Prisma.PaymentGetPayload<{ select: typeof select }>;

/**
 * A payment row of the lists: the row as a booking shows it (presentPayment), without when it was
 * paid, with the provider's payment id and the booking it pays.
 */
export function presentListedPayment(p: Row, zone: string) {
  const b = p.booking;
  const { paidAt, ...row } = presentPayment(p, zone);
  return {
    ...row,
    providerPaymentId: p.providerPaymentId,
    createdAt: p.createdAt.toISOString(),
    booking: { id: b.id, number: b.bookingNo ?? b.reservationNo ?? b.offerNo ?? null, state: b.state },
  };
}

/** The rows paid on a calendar day between from and to (a report without its date: the operator's day it arrived). */
function period(zone: string, from?: string, to?: string): Prisma.PaymentWhereInput {
  if (!from && !to) return {};
  const date = { ...(from ? { gte: calendarDate(from) } : {}), ...(to ? { lte: calendarDate(to) } : {}) };
  const arrived = {
    ...(from ? { gte: startOfDayIn(from, zone) } : {}),
    ...(to ? { lt: startOfDayIn(addCalendarDays(to, 1), zone) } : {}),
  };
  return { OR: [{ date }, { date: null, createdAt: arrived }] };
}

export async function listPayments(q: PaymentListQuery) {
  const search = q.search?.trim();
  const zone = await operatorTimeZone();
  const where: Prisma.PaymentWhereInput = {
    AND: [
      period(zone, q.from, q.to),
      q.method ? { method: q.method } : {},
      q.bookingId ? { bookingId: q.bookingId } : {},
      search
        ? {
            OR: [
              { reference: { contains: search, mode: "insensitive" } },
              { providerPaymentId: search },
              { booking: { bookingNo: { contains: search, mode: "insensitive" } } },
              { booking: { reservationNo: { contains: search, mode: "insensitive" } } },
            ],
          }
        : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db().payment.findMany({
      where,
      select,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().payment.count({ where }),
  ]);
  return { data: rows.map((r) => presentListedPayment(r, zone)), total, page: q.page, size: q.size };
}

/** The payments a reference names: a bank transfer's reference, a terminal receipt or a provider's payment id. */
export async function paymentsByReference(ref: string) {
  const rows = await db().payment.findMany({
    where: { OR: [{ reference: ref }, { providerPaymentId: ref }] },
    select,
    orderBy: { id: "asc" },
    take: 200,
  });
  const zone = await operatorTimeZone();
  return rows.map((r) => presentListedPayment(r, zone));
}
