// POST /api/book/{id}/checkout: starts paying a booking's open amount with a provider (the guest's
// choice, else the first active one). The guest pays with the booking's access token (?token=,
// carried on into the return pages' links), staff and the booking's own users without it; anyone
// else gets a 404 (guest-access.ts). The answer holds no personal data. Stripe answers its
// checkout page, offline our success page with the payment instructions.
import { z } from "zod";
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { audit } from "../../core/audit";
import { db, transaction } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { holdsInventory } from "../booking/states";
import { guestBookingId, tokenQuery } from "../online/guest-access";
import { loadProvider } from "./provider-config";
import { paymentStatus } from "./record-payments";

export const checkoutSchema = z.object({ provider: z.string().trim().min(1).max(40).optional() });

export async function loadPayableBooking(bookingId: number) {
  const b = await db().booking.findUnique({
    where: { id: bookingId },
    select: { id: true, bookingNo: true, state: true, total: true, currency: true, language: true },
  });
  if (!b) throw notFound("booking");
  return b;
}

export async function checkoutBooking(
  bookingId: number,
  input: z.input<typeof checkoutSchema>,
  actor: Principal,
  token?: string | null,
) {
  const d = checkoutSchema.parse(input);
  const b = await loadPayableBooking(await guestBookingId({ id: bookingId }, token, actor));
  if (!holdsInventory(b.state)) throw new AppError("CONFLICT", "errors.BOOKING_NOT_PAYABLE");
  const status = await paymentStatus(db(), b.id);
  if (status.openAmount.lte(0)) throw new AppError("CONFLICT", "errors.BOOKING_ALREADY_PAID");
  const { impl, config, code } = await loadProvider(d.provider);
  const origin = publicOrigin();
  const answer = await impl.checkout(
    {
      bookingId: b.id,
      bookingNo: b.bookingNo,
      amount: status.openAmount,
      currency: b.currency,
      language: b.language,
      successUrl: `${origin}/payment/success?booking=${b.id}&provider=${code}${tokenQuery(token)}`,
      abortUrl: `${origin}/payment/aborted?booking=${b.id}&provider=${code}${tokenQuery(token)}`,
    },
    config,
  );
  await transaction((tx) =>
    audit(tx, {
      userId: actor.user?.id ?? null,
      action: "booking.checkoutStarted",
      entity: "booking",
      entityId: b.id,
      data: {
        provider: code,
        reference: answer.reference,
        amount: status.open,
        staff: hasSome(actor, ["bookings.update"]),
      },
    }),
  );
  return {
    provider: code,
    url: answer.url,
    reference: answer.reference,
    amount: status.open,
    currency: b.currency,
    ...(answer.instructions ? { instructions: answer.instructions } : {}),
  };
}
