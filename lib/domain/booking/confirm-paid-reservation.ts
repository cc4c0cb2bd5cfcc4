// A reservation paid as its confirmation asks (an online booking's payment): it becomes a firm
// booking with no option left. The state machine's confirm (number, history version showing both);
// when a payment confirms is the caller's rule (payments/record-payments).
import { type Tx } from "../../core/db";
import { SYSTEM_ACTOR } from "./access";
import { transitionBooking } from "./transition-booking";
import type { BookingView } from "./view";

export async function confirmPaidReservation(bookingId: number, tx: Tx): Promise<BookingView> {
  await tx.booking.update({ where: { id: bookingId }, data: { optionUntil: null } });
  return transitionBooking({ bookingId, action: "confirm" }, SYSTEM_ACTOR, tx);
}
