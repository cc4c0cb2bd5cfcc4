// Renewing a held option (an online hold while its guest is still on the page): the booking's
// option runs until `until`. One change of the booking like any other: locked, version and
// history ("renewHold"). Who may renew and until when is the caller's rule (online/hold-online-choice).
import type { Tx } from "../../core/db";
import { SYSTEM_ACTOR } from "./access";
import { editBooking } from "./lock-booking";
import type { BookingView } from "./view";

export async function renewHold(input: { bookingId: number; until: Date }, tx?: Tx): Promise<BookingView> {
  return editBooking(
    { bookingId: input.bookingId },
    SYSTEM_ACTOR,
    "renewHold",
    async (tx, b) => {
      await tx.booking.update({ where: { id: b.id }, data: { optionUntil: input.until } });
    },
    { tx },
  );
}
