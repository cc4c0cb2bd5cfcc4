// A bank entry as the matching answers and the entries lists show it: its fields, what is matched
// (each match with its booking and the booking's payment, converted or not), what is booked as
// credit, what is left, and the exchange difference of its matches in another currency. Loaded for
// many entries in a few queries.
import { isoDate } from "../../core/dates";
import { db, type Prisma, type Tx } from "../../core/db";
import { roundMoney, sum, ZERO, type Decimal } from "../../core/money";
import { entryState } from "./entry-state";
import { bookingLabel, bookingNumberSelect } from "../booking/states";
import { convert, storedRate } from "../payments/convert-payment";
import { entryCovers } from "./entry-left";

/** The movement a bank entry records, as its statement had it: both entry answers show it. */
export const entryMovementSelect = {
  date: true,
  valueDate: true,
  amount: true,
  currency: true,
  counterparty: true,
  counterpartyIban: true,
  reference: true,
  details: true,
} as const;

export const entryViewSelect = {
  id: true,
  bankId: true,
  bank: { select: { name: true } },
  source: true,
  ...entryMovementSelect,
  matches: {
    select: {
      id: true,
      bookingId: true,
      paymentId: true,
      amount: true,
      createdAt: true,
      payment: { select: { amount: true, currency: true, rate: true, rateType: true, foreignCurrency: true } },
    },
    orderBy: { id: "asc" },
  },
  credits: {
    select: {
      id: true,
      amount: true,
      agencyCredit: { select: { id: true, agencyId: true, correctedBy: { select: { id: true } } } },
      customerCredit: { select: { id: true, customerId: true, correctedBy: { select: { id: true } } } },
    },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.BankEntrySelect;

/** A matched booking: its number and who may be credited with the rest of the entry (its payers). */
const matchedBookingSelect = {
  ...bookingNumberSelect,
  customer: { select: { id: true, firstName: true, lastName: true, name: true } },
  agency: { select: { id: true, name: true } },
} satisfies Prisma.BookingSelect;

function payersOf(b: Prisma.BookingGetPayload<{ select: typeof matchedBookingSelect }> | undefined) {
  const c = b?.customer;
  return {
    customer: c ? { id: c.id, name: c.name ?? [c.firstName, c.lastName].filter(Boolean).join(" ") } : null,
    agency: b?.agency ? { id: b.agency.id, name: b.agency.name } : null,
  };
}

type EntryRow = Prisma.BankEntryGetPayload<{ select: typeof entryViewSelect }>;

/**
 * The exchange difference of an entry's matches in another currency, in the entry's currency: the
 * parts of the entry less what the bookings received, valued back at the stored rate of the
 * entry's date. Positive: more came in than the bookings were credited with at that rate (an
 * agency's collective transfer at its own rate); nothing is lost, it is shown. Null: no match was
 * converted, or no stored rate values one of them.
 */
export function exchangeDifference(
  entry: { currency: string; date: string },
  matches: readonly { amount: Decimal; bookingAmount: Decimal; bookingCurrency: string }[],
  rates: Parameters<typeof storedRate>[0],
): Decimal | null {
  const converted = matches.filter((m) => m.bookingCurrency !== entry.currency);
  if (!converted.length) return null;
  let valued = ZERO;
  for (const m of converted) {
    const r = storedRate(rates, m.bookingCurrency, entry.currency, entry.date);
    if (!r) return null;
    valued = valued.plus(convert(m.bookingAmount, r.rate, r.rateType, entry.currency));
  }
  return roundMoney(sum(converted.map((m) => m.amount)).minus(valued), entry.currency);
}

/** The views of entries, in the order of `rows`. */
export async function presentEntries(rows: readonly EntryRow[], tx: Tx = db()) {
  const covers = await entryCovers(tx, rows);
  const bookingIds = [...new Set(rows.flatMap((r) => r.matches.map((m) => m.bookingId)))];
  const foreign = rows.some((r) => r.matches.some((m) => m.payment.currency !== r.currency));
  const [bookings, rates] = await Promise.all([
    bookingIds.length
      ? tx.booking.findMany({ where: { id: { in: bookingIds } }, select: matchedBookingSelect })
      : ([] as Prisma.BookingGetPayload<{ select: typeof matchedBookingSelect }>[]),
    foreign ? tx.exchangeRate.findMany({ select: { fromCode: true, toCode: true, rate: true, validFrom: true } }) : [],
  ]);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const rateRows = rates.map((r) => ({ ...r, validFrom: isoDate(r.validFrom) }));
  return rows.map((r) => {
    const cover = covers.get(r.id)!;
    const date = isoDate(r.date);
    const matches = r.matches.map((m) => ({
      id: m.id,
      bookingId: m.bookingId,
      booking: byId.has(m.bookingId) ? bookingLabel(byId.get(m.bookingId)!) : `#${m.bookingId}`,
      ...payersOf(byId.get(m.bookingId)),
      paymentId: m.paymentId,
      amount: m.amount,
      bookingAmount: m.payment.amount,
      bookingCurrency: m.payment.currency,
      rate: m.payment.rate,
      rateType: m.payment.rateType,
    }));
    const difference = exchangeDifference({ currency: r.currency, date }, matches, rateRows);
    return {
      id: r.id,
      bankId: r.bankId,
      bankName: r.bank.name,
      source: r.source,
      date,
      valueDate: r.valueDate ? isoDate(r.valueDate) : null,
      amount: r.amount.toFixed(2),
      currency: r.currency,
      counterparty: r.counterparty,
      counterpartyIban: r.counterpartyIban,
      reference: r.reference,
      details: r.details,
      matched: cover.matched.toFixed(2),
      credited: cover.credited.toFixed(2),
      left: cover.left.toFixed(2),
      state: entryState(r.amount, [cover.matched], [cover.credited]).state,
      exchangeDifference: difference?.toFixed(2) ?? null,
      matches: matches.map((m) => ({
        ...m,
        amount: m.amount.toFixed(2),
        bookingAmount: m.bookingAmount.toFixed(2),
        rate: m.rate?.toString() ?? null,
      })),
      credits: r.credits.map((c) => ({
        id: c.id,
        amount: c.amount.toFixed(2),
        agencyId: c.agencyCredit?.agencyId ?? null,
        customerId: c.customerCredit?.customerId ?? null,
        creditId: (c.agencyCredit ?? c.customerCredit)!.id,
        corrected: !!(c.agencyCredit?.correctedBy ?? c.customerCredit?.correctedBy),
      })),
    };
  });
}

export type EntryView = Awaited<ReturnType<typeof presentEntries>>[number];

/** One entry's view (null: none). */
export async function entryView(id: number, tx: Tx = db()): Promise<EntryView | null> {
  const row = await tx.bankEntry.findUnique({ where: { id }, select: entryViewSelect });
  return row ? (await presentEntries([row], tx))[0] : null;
}
