// A booking as the API answers it (and as its history keeps it): the booking's fields, its rooms
// or cabins with their beds and guests (sorted the spec's way), the distinct guest list, its
// calculation lines, payments and documents (their names, not their content).
import { isoDate, todayIn } from "../../core/dates";
import { db, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import type { BookingScope } from "./access";
import { bookingNumberSelect, bookingNumbersOf, bookingRoomStaySelect } from "./states";
import { bookingMoney, bookingZone } from "./payment-due";
import { calculationLineFields } from "./view-schema";

/** What a booking is of and whose it is: asset, tour and departure, customer, agency, user, source, category, terms. */
export const bookingLinkSelect = {
  resortId: true,
  vesselId: true,
  tourId: true,
  scheduleId: true,
  customerId: true,
  agencyId: true,
  userId: true,
  sourceId: true,
  categoryId: true,
  termsOfPaymentId: true,
} as const;

export const bookingViewSelect = {
  ...bookingNumberSelect,
  type: true,
  state: true,
  resolved: true,
  ...bookingLinkSelect,
  dateFrom: true,
  dateTo: true,
  noOfPax: true,
  language: true,
  currency: true,
  roomPrice: true,
  total: true,
  expenses: true,
  commission: true,
  tax: true,
  systemReference: true,
  references: true,
  onsite: true,
  todo: true,
  hasOpenTodos: true,
  paymentDueDate: true,
  bookingDate: true,
  reservationDate: true,
  cancelationDate: true,
  resolvedDate: true,
  freedDate: true,
  deletedDate: true,
  optionUntil: true,
  previousState: true,
  checkedInAt: true,
  checkedOutAt: true,
  paidAt: true,
  invoiceSplit: true,
  rebookedFromId: true,
  splitFromId: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  resort: { select: { id: true, name: true, timezone: true } },
  vessel: { select: { id: true, name: true, timezone: true } },
  tour: { select: { id: true, name: true } },
  schedule: { select: { id: true, from: true, to: true } },
  customer: { select: { id: true, fullName: true, gender: true, email: true } },
  agency: { select: { id: true, name: true } },
  user: { select: { id: true, name: true } },
  termsOfPayment: { select: { id: true, name: true } },
  source: { select: { id: true, name: true } },
  category: { select: { id: true, name: true, color: true } },
  rooms: {
    select: {
      ...bookingRoomStaySelect,
      active: true,
      locked: true,
      sort: true,
      checkedInAt: true,
      checkedOutAt: true,
      room: {
        select: {
          name: true,
          kind: true,
          resortId: true,
          vesselId: true,
          allowSharedRoom: true,
          allowMixedGender: true,
          roomType: { select: { id: true, name: true } },
        },
      },
      beds: { select: { id: true, bedId: true, bed: { select: { internalId: true } } }, orderBy: { bedId: "asc" } },
    },
  },
  guests: {
    select: {
      customerId: true,
      bookingRoomId: true,
      isMain: true,
      sort: true,
      variantId: true,
      customer: { select: { fullName: true, gender: true } },
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  },
  priceId: true,
  payments: {
    select: {
      id: true,
      provider: true,
      method: true,
      status: true,
      amount: true,
      currency: true,
      date: true,
      reference: true,
      note: true,
      foreignAmount: true,
      foreignCurrency: true,
      rate: true,
      rateType: true,
      reversesId: true,
      reversedBy: { select: { id: true } },
      reason: true,
      recordedBy: { select: { id: true, name: true } },
      paidAt: true,
      createdAt: true,
    },
    orderBy: { id: "asc" },
  },
  // the files kept with the booking, without their content (GET .../documents/{id} downloads one)
  documents: {
    select: { id: true, name: true, contentType: true, size: true, createdAt: true },
    orderBy: { id: "asc" },
  },
  calculationLines: {
    select: { ...calculationLineFields, text: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.BookingSelect;

type Row = Prisma.BookingGetPayload<{ select: typeof bookingViewSelect }>;

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Booking sort (spec part 2, section 9): by type with natural ordering, then by sort, then by name. */
export function compareBookingRooms(
  a: { type: string; sort: number; name: string },
  b: { type: string; sort: number; name: string },
): number {
  return collator.compare(a.type, b.type) || a.sort - b.sort || collator.compare(a.name, b.name);
}

const instant = (d: Date | null) => (d ? d.toISOString() : null);

type LineRow = Row["calculationLines"][number];
/** A stored calculation line as answered: money as strings, the text as {key, values}. */
export const presentLine = (l: LineRow) => ({
  ...l,
  text: l.text as { key: string; values?: Record<string, string | number> },
  amount: l.amount.toString(),
  price: l.price.toString(),
  total: l.total.toString(),
});

type PaymentRow = Row["payments"][number];

/**
 * A payment row as answered: `amount` and `currency` as paid, `bookingAmount` what it counts in
 * the booking's currency (the same unless converted at `rate`), its calendar date, who recorded
 * it, and the reversal that took it back (reversedById) or the payment a reversal takes back.
 */
export function presentPayment(p: PaymentRow, zone: string) {
  return {
    id: p.id,
    provider: p.provider,
    method: p.method,
    status: p.status,
    amount: (p.foreignAmount ?? p.amount).toFixed(2),
    currency: p.foreignCurrency ?? p.currency,
    bookingAmount: p.amount.toFixed(2),
    bookingCurrency: p.currency,
    rate: p.rate?.toString() ?? null,
    rateType: p.rateType,
    date: p.date ? isoDate(p.date) : todayIn(zone, p.paidAt ?? p.createdAt),
    reference: p.reference,
    note: p.note,
    reversesId: p.reversesId,
    reversedById: p.reversedBy?.id ?? null,
    reason: p.reason,
    recordedBy: p.recordedBy,
    paidAt: instant(p.paidAt),
    createdAt: instant(p.createdAt),
  };
}

export function presentBooking(b: Row, o: { today?: string } = {}) {
  const zone = bookingZone(b);
  const money = bookingMoney(
    { state: b.state, lines: b.calculationLines, payments: b.payments },
    o.today ?? todayIn(zone),
  );
  const guestsOf = (bookingRoomId: number) => b.guests.filter((g) => g.bookingRoomId === bookingRoomId);
  const rooms = b.rooms
    .map((r) => {
      const guests = guestsOf(r.id);
      return {
        id: r.id,
        roomId: r.roomId,
        name: r.room.name,
        kind: r.room.kind,
        type: r.room.roomType.name,
        roomTypeId: r.room.roomType.id,
        resortId: r.room.resortId,
        vesselId: r.room.vesselId,
        allowSharedRoom: r.room.allowSharedRoom,
        allowMixedGender: r.room.allowMixedGender,
        dateFrom: isoDate(r.dateFrom),
        dateTo: isoDate(r.dateTo),
        noOfPax: r.noOfPax,
        exclusive: r.exclusive,
        active: r.active,
        locked: r.locked,
        sort: r.sort,
        checkedInAt: instant(r.checkedInAt),
        checkedOutAt: instant(r.checkedOutAt),
        bedIds: r.beds.map((x) => x.bedId),
        beds: r.beds.map((x) => ({ id: x.id, bedId: x.bedId, internalId: x.bed.internalId })),
        guests: guests.map((g) => g.customerId),
        customers: guests.map((g) => ({
          id: g.customerId,
          fullName: g.customer.fullName,
          gender: g.customer.gender,
          isMain: g.isMain,
          variantId: g.variantId,
        })),
      };
    })
    .sort(compareBookingRooms);
  const seen = new Map<
    number,
    { customerId: number; fullName: string; gender: string; isMain: boolean; rooms: number[] }
  >();
  for (const g of b.guests) {
    const known = seen.get(g.customerId);
    if (known) {
      if (g.bookingRoomId) known.rooms.push(g.bookingRoomId);
      known.isMain ||= g.isMain;
    } else
      seen.set(g.customerId, {
        customerId: g.customerId,
        fullName: g.customer.fullName,
        gender: g.customer.gender,
        isMain: g.isMain,
        rooms: g.bookingRoomId ? [g.bookingRoomId] : [],
      });
  }
  return {
    id: b.id,
    ...bookingNumbersOf(b),
    type: b.type,
    state: b.state,
    resolved: b.resolved,
    version: b.version,
    resortId: b.resortId,
    resort: b.resort ? { id: b.resort.id, name: b.resort.name } : null,
    vesselId: b.vesselId,
    vessel: b.vessel ? { id: b.vessel.id, name: b.vessel.name } : null,
    tourId: b.tourId,
    tour: b.tour,
    scheduleId: b.scheduleId,
    schedule: b.schedule ? { id: b.schedule.id, from: isoDate(b.schedule.from), to: isoDate(b.schedule.to) } : null,
    customerId: b.customerId,
    customer: b.customer,
    agencyId: b.agencyId,
    agency: b.agency,
    userId: b.userId,
    /** the staff user the booking belongs to (spec: user) */
    user: b.user,
    sourceId: b.sourceId,
    source: b.source,
    categoryId: b.categoryId,
    category: b.category,
    termsOfPaymentId: b.termsOfPaymentId,
    termsOfPayment: b.termsOfPayment,
    dateFrom: isoDate(b.dateFrom),
    dateTo: isoDate(b.dateTo),
    noOfPax: b.noOfPax,
    language: b.language,
    currency: b.currency,
    roomPrice: b.roomPrice?.toString() ?? null,
    total: b.total.toString(),
    priceId: b.priceId,
    /** the stored calculation lines, in order (docs/pricing.md); texts as {key, values} */
    calculation: b.calculationLines.map(presentLine),
    payments: b.payments.map((p) => presentPayment(p, zone)),
    // what is paid and open, and each instalment with its due date (payment-due.ts)
    paid: money.paid,
    open: money.open,
    instalments: money.instalments,
    paymentDueDate: money.paymentDueDate,
    documents: b.documents.map((d) => ({ ...d, createdAt: instant(d.createdAt) })),
    expenses: b.expenses.toString(),
    commission: b.commission,
    tax: b.tax,
    systemReference: b.systemReference,
    references: b.references,
    onsite: b.onsite,
    todo: b.todo,
    hasOpenTodos: b.hasOpenTodos,
    hasExceededDueDate: money.hasExceededDueDate,
    optionUntil: instant(b.optionUntil),
    previousState: b.previousState,
    checkedInAt: instant(b.checkedInAt),
    checkedOutAt: instant(b.checkedOutAt),
    paidAt: instant(b.paidAt),
    invoiceSplit: b.invoiceSplit,
    rebookedFromId: b.rebookedFromId,
    splitFromId: b.splitFromId,
    bookingDate: instant(b.bookingDate),
    reservationDate: instant(b.reservationDate),
    cancelationDate: instant(b.cancelationDate),
    resolvedDate: instant(b.resolvedDate),
    freedDate: instant(b.freedDate),
    deletedDate: instant(b.deletedDate),
    createdAt: instant(b.createdAt),
    updatedAt: instant(b.updatedAt),
    rooms,
    guests: [...seen.values()],
  };
}

export type BookingView = ReturnType<typeof presentBooking>;

/** The booking as the API answers it; 404 when it is not there (or not the caller's: pass `where`). */
export async function loadBookingView(
  id: number,
  where: Prisma.BookingWhereInput = {},
  tx: Tx = db(),
): Promise<BookingView> {
  const row = await tx.booking.findFirst({ where: { id, ...where }, select: bookingViewSelect });
  if (!row) throw notFound();
  return presentBooking(row);
}

/**
 * The booking as a customer sees it: a fellow guest sees who booked, but not the main customer's
 * e-mail address (that is the booker's and the operator's); staff and agencies see it all.
 */
export function asSeenBy(view: BookingView, scope: BookingScope): BookingView {
  if (scope.kind !== "customer") return view;
  // the operator's notes on a payment and who at the desk took it stay the operator's
  const payments = view.payments.map((p) => ({ ...p, note: null, reason: null, recordedBy: null }));
  if (view.customerId === scope.customerId || !view.customer) return { ...view, payments };
  return { ...view, payments, customer: { ...view.customer, email: null } };
}
