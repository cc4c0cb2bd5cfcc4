// What is open on the bookings, from one rule (booking/payment-due.ts: the plan's instalments less
// the payment rows, due dates where each booking is): GET /api/bookings/allBookingsWithOpenPayments
// (bookings with an instalment due within `days`, overdue ones first), paymentStatus (the same as
// sums per currency) and agency/payments/{agency} (an agency's bookings of a period with what it
// owes), and the page /agency/payments. Reads, within the caller's booking scope.
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { db, type Prisma } from "../../core/db";
import { dec, sum, ZERO } from "../../core/money";
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { AppError, notFound } from "../../core/errors";
import { bookingScope, scopeWhere, type BookingScope } from "../booking/access";
import {
  bookingMoney,
  bookingZone,
  dueWhere,
  openPaymentWhere,
  todaysByZone,
  type Todays,
} from "../booking/payment-due";
import { COUNTED_STATUSES } from "../booking/payment-statuses";
import { bookingLabel, bookingNumberSelect } from "../booking/states";

const select = {
  ...bookingNumberSelect,
  state: true,
  dateFrom: true,
  dateTo: true,
  bookingDate: true,
  total: true,
  currency: true,
  paymentDueDate: true,
  agencyId: true,
  customer: { select: { fullName: true } },
  agency: { select: { name: true } },
  resort: { select: { name: true, timezone: true } },
  vessel: { select: { name: true, timezone: true } },
  tour: { select: { name: true } },
  calculationLines: {
    where: { type: { in: ["deposit", "rest"] } },
    select: { type: true, price: true, text: true, source: true },
  },
  payments: { where: { status: { in: COUNTED_STATUSES } }, select: { status: true, amount: true } },
} satisfies Prisma.BookingSelect;

type Row = Prisma.BookingGetPayload<{ select: typeof select }>;

/** One booking with what it owes, as the open-payment lists answer it. */
function present(b: Row, todays: Todays) {
  const zone = bookingZone(b);
  const money = bookingMoney(
    { state: b.state, lines: b.calculationLines, payments: b.payments },
    todays.zones.get(zone)!,
  );
  return {
    id: b.id,
    number: bookingLabel(b),
    state: b.state,
    dateFrom: isoDate(b.dateFrom),
    dateTo: isoDate(b.dateTo),
    bookingDate: b.bookingDate?.toISOString() ?? null,
    customer: b.customer?.fullName ?? null,
    agencyId: b.agencyId,
    agency: b.agency?.name ?? null,
    asset: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? null,
    currency: b.currency,
    total: dec(b.total).toFixed(2),
    due: money.due,
    paid: money.paid,
    open: money.open,
    paymentDueDate: money.paymentDueDate,
    hasExceededDueDate: money.hasExceededDueDate,
    instalments: money.instalments,
  };
}

export type OpenPayment = ReturnType<typeof present>;

const orderBy: Prisma.BookingOrderByWithRelationInput[] = [{ paymentDueDate: "asc" }, { id: "asc" }];

/** Bookings with an instalment due by today + `days` where each is (overdue ones included), earliest first. */
export async function bookingsWithOpenPayments(scope: BookingScope, q: { days: number; page: number; size: number }) {
  const todays = await todaysByZone();
  const where: Prisma.BookingWhereInput = { AND: [scopeWhere(scope), dueWhere(todays, "lte", q.days)] };
  const [rows, total] = await Promise.all([
    db().booking.findMany({ where, select, orderBy, skip: (q.page - 1) * q.size, take: q.size }),
    db().booking.count({ where }),
  ]);
  return { data: rows.map((r) => present(r, todays)), total, page: q.page, size: q.size };
}

type Sums = { count: number; open: { currency: string; amount: string }[] };

function sums(rows: readonly OpenPayment[]): Sums {
  const by = new Map<string, ReturnType<typeof dec>>();
  for (const r of rows) by.set(r.currency, (by.get(r.currency) ?? ZERO).plus(dec(r.open)));
  return {
    count: rows.length,
    open: [...by.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) })),
  };
}

/**
 * What is open across the bookings the caller sees: overdue (a due date has passed), due within
 * `days` (not overdue yet) and open in all, each as a count and the open amounts per currency.
 */
export async function paymentStatusSummary(scope: BookingScope, days: number) {
  const todays = await todaysByZone();
  const rows = await db().booking.findMany({ where: { AND: [scopeWhere(scope), openPaymentWhere] }, select, orderBy });
  const open: OpenPayment[] = [];
  const soon: OpenPayment[] = [];
  for (const row of rows) {
    const r = present(row, todays);
    if (!dec(r.open).gt(ZERO)) continue;
    open.push(r);
    const limit = addCalendarDays(todays.zones.get(bookingZone(row))!, days);
    if (!r.hasExceededDueDate && r.paymentDueDate && r.paymentDueDate <= limit) soon.push(r);
  }
  return {
    days,
    overdue: sums(open.filter((r) => r.hasExceededDueDate)),
    dueWithinDays: sums(soon),
    open: sums(open),
  };
}

/**
 * An agency's (or every agency's) bookings that arrive between from and to (both optional), with what each costs, what
 * the agency owes, paid and open, and the totals per currency. Firm and settled bookings and
 * options; offers and the bookings that were replaced, freed or deleted are left out.
 */
export async function agencyPayments(
  scope: BookingScope,
  q: { agencyId?: number; from?: string; to?: string; page: number; size: number },
) {
  const todays = await todaysByZone();
  const where: Prisma.BookingWhereInput = {
    AND: [
      scopeWhere(scope),
      // one agency's, or (staff's page without a choice) every agency's
      { agencyId: q.agencyId ?? { not: null }, state: { in: ["confirmed", "planned", "resolved", "aborted"] } },
      q.from ? { dateFrom: { gte: calendarDate(q.from) } } : {},
      q.to ? { dateFrom: { lte: calendarDate(q.to) } } : {},
    ],
  };
  const [rows, all] = await Promise.all([
    db().booking.findMany({
      where,
      select,
      orderBy: [{ dateFrom: "asc" }, { id: "asc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().booking.findMany({ where, select }),
  ]);
  const every = all.map((r) => present(r, todays));
  const currencies = [...new Set(every.map((r) => r.currency))].sort();
  const totals = currencies.map((currency) => {
    const of = every.filter((r) => r.currency === currency);
    const add = (k: "total" | "due" | "paid" | "open") => sum(of.map((r) => dec(r[k]))).toFixed(2);
    return { currency, total: add("total"), due: add("due"), paid: add("paid"), open: add("open") };
  });
  return { data: rows.map((r) => present(r, todays)), total: all.length, page: q.page, size: q.size, totals };
}

/**
 * Whose agency payments the caller sees: staff who read agencies or bookings any agency's, an
 * agency user only its own (another agency's is the missing one's 404); 403 for anyone else.
 */
export async function agencyPaymentsScope(p: Principal, agencyId: number): Promise<BookingScope> {
  if (hasSome(p, ["agencies.read"])) return { kind: "all" };
  const scope = await bookingScope(p, "read");
  if (scope.kind === "customer") throw new AppError("FORBIDDEN");
  if (scope.kind === "agency" && scope.agencyId !== agencyId) throw notFound();
  return scope;
}
