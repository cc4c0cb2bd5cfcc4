// The guest comes back from paying: POST /api/book/{id}/payment/success asks the provider about
// the checkout (a webhook may come later than the guest) and records what it says; .../aborted
// notes the abort. Both answer the booking's payment status without personal data, and only to the
// holder of the booking's access token or a user whose booking scope covers it (404 otherwise).
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { db, transaction } from "../../core/db";
import { operatorTimeZone } from "../../core/operator";
import { guestBookingId } from "../booking/guest-access";
import { priceMissing } from "../booking/calculation/price-gaps";
import { loadPayableBooking } from "./checkout-booking";
import { loadProvider } from "./provider-config";
import { auditRecordedPayments, paymentStatus, recordPayments } from "./record-payments";

export type PaymentReturn = {
  id: number;
  bookingNo: string | null;
  /** the number of an unpaid online reservation, and when it is released unless paid (ISO 8601) */
  reservationNo: string | null;
  optionUntil: string | null;
  /** the time zone its times are written in (the operator's) */
  timeZone: string;
  state: string;
  total: string;
  paid: string;
  open: string;
  currency: string;
  fullyPaid: boolean;
};

async function answer(bookingId: number): Promise<PaymentReturn> {
  const b = await loadPayableBooking(bookingId);
  const s = await paymentStatus(db(), bookingId);
  return {
    id: b.id,
    bookingNo: b.bookingNo,
    reservationNo: b.reservationNo,
    optionUntil: b.state === "planned" && b.optionUntil ? b.optionUntil.toISOString() : null,
    timeZone: await operatorTimeZone(),
    state: b.state,
    total: s.total,
    paid: s.paid,
    open: s.open,
    currency: s.currency,
    // nothing open of a price that is missing is not paid in full
    fullyPaid: s.openAmount.lte(0) && !(await priceMissing(bookingId)),
  };
}

export async function paymentSucceeded(
  bookingId: number,
  input: { provider?: string; sessionId?: string },
  actor: Principal,
  token?: string | null,
): Promise<PaymentReturn> {
  const b = await loadPayableBooking(await guestBookingId({ id: bookingId }, token, actor));
  if (input.provider && input.sessionId) {
    const { impl, config, code } = await loadProvider(input.provider);
    if (impl.lookup) {
      const reports = await impl.lookup(input.sessionId, config, b.id);
      await transaction(async (tx) => {
        const { recorded } = await recordPayments(tx, b, code, reports, actor.user?.id ?? null);
        if (recorded > 0)
          await auditRecordedPayments(tx, actor.user?.id ?? null, b.id, { provider: code, session: input.sessionId! });
      });
    }
  }
  return answer(b.id);
}

export async function paymentAborted(
  bookingId: number,
  input: { provider?: string },
  actor: Principal,
  token?: string | null,
) {
  const b = await loadPayableBooking(await guestBookingId({ id: bookingId }, token, actor));
  await transaction((tx) =>
    auditBy(tx, actor, {
      action: "booking.paymentAborted",
      entity: "booking",
      entityId: b.id,
      data: { provider: input.provider ?? null },
    }),
  );
  return answer(b.id);
}
