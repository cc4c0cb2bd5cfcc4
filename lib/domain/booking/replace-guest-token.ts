// A new guest access token for a booking (pay by link): the new token's hash replaces the old one,
// so every earlier guest link stops working. One change of the booking: locked (scope, version),
// `check` runs under the lock before the token changes (the caller's own rule, e.g. "payable"),
// history under the caller's action. Answers the token (shown once) and what a guest link and its
// mail need of the booking.
import type { Principal } from "../../auth/principal";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { issueGuestToken } from "./guest-access";
import { bookingNumberSelect } from "./states";
import { editBooking, type EditInput, type LockedBooking } from "./lock-booking";

const guestLinkSelect = {
  ...bookingNumberSelect,
  currency: true,
  language: true,
  dateFrom: true,
  dateTo: true,
  customer: { select: { fullName: true, email: true } },
} satisfies Prisma.BookingSelect;

export type GuestLinkBooking = Prisma.BookingGetPayload<{ select: typeof guestLinkSelect }>;

export async function replaceGuestToken(
  input: EditInput,
  actor: Principal,
  o: { action: string; check?: (tx: Tx, b: LockedBooking) => Promise<void>; tx?: Tx },
): Promise<{ token: string; booking: GuestLinkBooking }> {
  const guestToken = issueGuestToken();
  return transaction(
    async (tx) => {
      let booking: GuestLinkBooking | undefined;
      await editBooking(
        input,
        actor,
        o.action,
        async (tx, locked) => {
          await o.check?.(tx, locked);
          booking = await tx.booking.update({
            where: { id: locked.id },
            data: { guestTokenHash: guestToken.hash },
            select: guestLinkSelect,
          });
        },
        { tx, open: false },
      );
      return { token: guestToken.token, booking: booking! };
    },
    { tx: o.tx },
  );
}
