// The booking's paid mark follows its payment rows: once they cover what it owes it is marked paid
// (the state machine's markPaid, a history version of its own); once nothing is paid any more (every
// payment refunded or reversed) the mark goes, with a history version saying why. A partial
// refund, a goodwill gesture, leaves the mark. A settled booking keeps what it has. Both the
// desk's payments and the providers' reports end here: booking's own rule, in the caller's
// transaction with the booking locked.
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
import { dec, ZERO } from "../../core/money";
import { afterBookingChange } from "./after-change";
import { nextState } from "./state-machine";
import { transitionBooking } from "./transition-booking";
import type { BookingView } from "./view";

type Money = { id: number; state: BookingView["state"]; resolved: boolean; paidAt: string | Date | null };

/**
 * Marks the booking paid or takes the mark back after its payments changed: `paid` and `open` as
 * the booking's money derives them. Answers the booking as it now is, or null when unchanged.
 * `unmarkAction`: the history action of a taken-back mark (refunded, reversePayment).
 */
export async function settlePaidMark(
  tx: Tx,
  b: Money,
  money: { paid: string; open: string },
  actor: Principal,
  unmarkAction = "refunded",
): Promise<BookingView | null> {
  const paid = dec(money.paid);
  const covered = dec(money.open).lte(ZERO) && paid.gt(ZERO);
  if (covered && !b.paidAt && nextState(b.state, "markPaid", { resolved: b.resolved }).ok)
    return transitionBooking({ bookingId: b.id, action: "markPaid" }, actor, tx);
  if (b.paidAt && !b.resolved && paid.lte(ZERO)) {
    await tx.booking.update({ where: { id: b.id }, data: { paidAt: null } });
    return afterBookingChange(tx, b.id, actor, { action: unmarkAction });
  }
  return null;
}
