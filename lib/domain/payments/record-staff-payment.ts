// POST /api/bookings/{id}/payment: staff record what a guest or an agency paid at the desk or by
// bank (cash, the card terminal, a bank transfer, a credit, a provider's payment taken by hand).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// payment a row of its own (never a stored balance), the calculation and history version written
// by the closing step, and the booking marked paid by the state machine once nothing is open
// (booking/paid-mark.ts).
// A payment in another currency is converted at the given rate or the stored rate of its date;
// a payment from a credit lowers that credit by a movement of its own in the same transaction
// (crm/credit-ledger.ts: the owner locked, nothing spent beyond the balance).
import { randomUUID } from "node:crypto";
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { dec } from "../../core/money";
import { appendCredit, type CreditOwner } from "../crm/credit-ledger";
import { assertBookingCurrencies } from "../booking/booking-currency";
import { bookingToday, editBooking, type LockedBooking } from "../booking/lock-booking";
import { PAID, REFUND } from "../booking/payment-statuses";
import { settlePaidMark } from "../booking/paid-mark";
import { presentPayment, type BookingView } from "../booking/view";
import { convert, storedRate, type Conversion } from "./convert-payment";
import type { RecordPaymentInput } from "./payment-schemas";

/** The provider of every row staff record (providerPaymentId: a fresh id, never a provider's). */
export const STAFF_PROVIDER = "staff";

/** Bookings that are gone or live on in another: they take no payment (their successor does). */
const CLOSED_STATES: readonly string[] = ["deleted", "freed", "splitted", "rebooked"];

export const paymentRefused = (key: string, values: Record<string, string | number> = {}) =>
  new AppError("CONFLICT", `errors.payments.${key}`, { values, details: { reason: key, ...values } });

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/** What the payment counts in the booking's currency: itself, or converted. */
async function conversionOf(
  tx: Tx,
  input: RecordPaymentInput,
  bookingCurrency: string,
  date: string,
): Promise<Conversion | null> {
  if (input.currency === bookingCurrency) return null;
  const amount = dec(input.amount);
  if (input.rate)
    return {
      amount: convert(amount, dec(input.rate), input.rateType, bookingCurrency),
      rate: dec(input.rate),
      rateType: input.rateType,
    };
  const rows = await tx.exchangeRate.findMany({
    where: {
      OR: [
        { fromCode: input.currency, toCode: bookingCurrency },
        { fromCode: bookingCurrency, toCode: input.currency },
      ],
      validFrom: { lte: calendarDate(date) },
    },
    select: { fromCode: true, toCode: true, rate: true, validFrom: true },
  });
  const found = storedRate(
    rows.map((r) => ({ ...r, validFrom: isoDate(r.validFrom) })),
    input.currency,
    bookingCurrency,
    date,
  );
  if (!found) throw invalid("rate", "validation.noExchangeRate");
  return { amount: convert(amount, found.rate, found.rateType, bookingCurrency), ...found };
}

/** Whose credit pays: the one named, else the booking's agency, else its customer. */
function creditOwner(input: RecordPaymentInput, b: LockedBooking): CreditOwner {
  if (input.creditAgencyId) return { agencyId: input.creditAgencyId };
  if (input.creditCustomerId) return { customerId: input.creditCustomerId };
  if (b.agencyId) return { agencyId: b.agencyId };
  if (b.customerId) return { customerId: b.customerId };
  throw invalid("creditCustomerId", "validation.required");
}

export function assertTakesPayments(b: { state: string }) {
  if (CLOSED_STATES.includes(b.state)) throw paymentRefused("bookingClosed", { state: b.state });
}

export type RecordedPayment = {
  payment: ReturnType<typeof presentPayment>;
  booking: BookingView;
};

export async function recordStaffPayment(
  input: { bookingId: number; expectedVersion?: number; payment: RecordPaymentInput },
  actor: Principal,
  tx?: Tx,
): Promise<RecordedPayment> {
  const p = input.payment;
  return transaction(
    async (tx) => {
      let paymentId = 0;
      const view = await editBooking(
        input,
        actor,
        "payment",
        async (tx, b) => {
          assertTakesPayments(b);
          await assertBookingCurrencies(tx, [p.currency]);
          const { currency } = await tx.booking.findUniqueOrThrow({ where: { id: b.id }, select: { currency: true } });
          const date = p.date ?? (await bookingToday(b, tx));
          const converted = await conversionOf(tx, p, currency, date);
          const amount = converted?.amount ?? dec(p.amount);
          const credit = p.method === "credit" ? creditOwner(p, b) : null;
          // a payment spends the credit, a refund to it gives the amount back
          if (credit)
            await appendCredit(
              tx,
              credit,
              {
                amount: p.refund ? amount : amount.negated(),
                currency,
                date,
                kind: p.refund ? "refund" : "payment",
                bookingId: b.id,
              },
              actor,
            );
          const row = await tx.payment.create({
            data: {
              bookingId: b.id,
              provider: STAFF_PROVIDER,
              providerPaymentId: randomUUID(),
              status: p.refund ? REFUND : PAID,
              amount,
              currency,
              paidAt: new Date(),
              method: p.method,
              date: calendarDate(date),
              reference: p.reference || null,
              note: p.note || null,
              ...(converted
                ? {
                    foreignAmount: dec(p.amount),
                    foreignCurrency: p.currency,
                    rate: converted.rate,
                    rateType: converted.rateType,
                  }
                : {}),
              recordedById: actor.user?.id ?? null,
              creditAgencyId: credit && "agencyId" in credit ? credit.agencyId : null,
              creditCustomerId: credit && "customerId" in credit ? credit.customerId : null,
            },
            select: { id: true },
          });
          paymentId = row.id;
        },
        { tx, open: false },
      );
      const booking = (await settlePaidMark(tx, view, view, actor)) ?? view;
      const payment = booking.payments.find((x) => x.id === paymentId)!;
      return { payment, booking };
    },
    { tx },
  );
}

/** What the booking's money says after a payment: paid, open and the instalments (payment-due.ts). */
export const moneyOf = (b: BookingView) => ({
  paid: b.paid,
  open: b.open,
  instalments: b.instalments,
  paymentDueDate: b.paymentDueDate,
  hasExceededDueDate: b.hasExceededDueDate,
});
