// The cancellation terms of a booking (issue 39, item 5): which terms of payment apply, what they
// say (their steps) and the fee they give for cancelling today where the property is. The cancel
// dialog reads it (GET /api/bookings/{id}/cancellationFee), and the cancellation books that fee
// as a cancellation fee line in its own transaction (transition-booking.ts), so both agree.
import { db, type Tx } from "../../core/db";
import { isoDate } from "../../core/dates";
import { isLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import {
  cancellationFee,
  stepsInOrder,
  stepsOf,
  type CancellationFee,
  type CancellationStep,
} from "./cancellation-fee";
import { bookingToday } from "./lock-booking";

export type CancellationTerms = CancellationFee & {
  /** the terms of payment that apply: the booking's payment plan's, else its own, else the default */
  terms: { id: number; name: string; steps: CancellationStep[] } | null;
  arrival: string;
  today: string;
  /** the amount the percentage is of: the booking's total as stored now */
  base: string;
  currency: string;
  /** a fee line is on the booking already (put there by hand): the terms add none */
  feeOnBooking: boolean;
};

/** The terms whose payment plan the booking's stored lines follow (their source names them). */
async function termsIdOfPlan(tx: Tx, bookingId: number) {
  const line = await tx.bookingCalculationLine.findFirst({
    where: { bookingId, key: { startsWith: "terms:" } },
    select: { source: true },
  });
  const id = (line?.source as { termsId?: unknown } | null)?.termsId;
  return typeof id === "number" ? id : null;
}

/** The booking's cancellation terms and today's fee (the booking must exist). */
export async function cancellationTermsOf(tx: Tx, bookingId: number): Promise<CancellationTerms> {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      id: true,
      total: true,
      currency: true,
      dateFrom: true,
      resortId: true,
      vesselId: true,
      termsOfPaymentId: true,
      manualLines: { where: { cancellationFee: true }, select: { id: true }, take: 1 },
    },
  });
  const termsId = (await termsIdOfPlan(tx, b.id)) ?? b.termsOfPaymentId;
  const select = { id: true, name: true, cancellationSteps: true } as const;
  const terms =
    (termsId !== null ? await tx.termsOfPayment.findUnique({ where: { id: termsId }, select }) : null) ??
    (await tx.termsOfPayment.findFirst({ where: { isDefault: true, isActive: true }, select, orderBy: { id: "asc" } }));
  const steps = stepsInOrder(stepsOf(terms?.cancellationSteps));
  const today = await bookingToday(b, tx);
  const arrival = isoDate(b.dateFrom);
  const base = b.total.toFixed(2);
  return {
    ...cancellationFee({ steps, total: base, currency: b.currency, today, arrival }),
    terms: terms ? { id: terms.id, name: terms.name, steps } : null,
    arrival,
    today,
    base,
    currency: b.currency,
    feeOnBooking: b.manualLines.length > 0,
  };
}

/**
 * Books the terms' fee on a booking being cancelled (inside the cancellation's transaction, before
 * its closing step recalculates): a manual line marked as cancellation fee, its text in the
 * booking's language. Nothing when the fee is nothing, staff waive it, or a fee line is there.
 */
export async function bookCancellationFee(tx: Tx, bookingId: number, o: { waive: boolean }) {
  if (o.waive) return null;
  const c = await cancellationTermsOf(tx, bookingId);
  if (c.feeOnBooking || !c.step || Number(c.fee) <= 0) return null;
  const { language } = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { language: true } });
  const t = translator(isLocale(language) ? language : "de");
  const text = t("bookingCancellation.feeLine", {
    percent: c.percent,
    days: c.step.daysBefore,
    terms: c.terms?.name ?? "",
  });
  await tx.bookingManualLine.create({
    data: { bookingId, type: "cost", text, amount: 1, price: c.fee, cancellationFee: true, taxable: null },
  });
  return c;
}

/** GET /api/bookings/{id}/cancellationFee: the terms and today's fee, read outside a change. */
export const bookingCancellationTerms = (bookingId: number) => cancellationTermsOf(db(), bookingId);
