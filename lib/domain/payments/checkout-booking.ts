// POST /api/book/{id}/checkout: starts paying a booking's open amount, or only its open deposit or
// the rest (`part`, pay-parts.ts), with a provider (the guest's choice, else the first active
// one). The guest pays with the booking's access token (?token=, carried on into the return pages'
// links), staff and the booking's own users without it; anyone else gets a 404 (guest-access.ts).
// The answer holds no personal data. Stripe answers its checkout page, offline our success page
// with the payment instructions. The return pages are on the request's origin (publicOrigin()) and,
// for a guest booking in a widget (`widget`), in that widget's frame mode.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { db } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { holdsInventory } from "../booking/states";
import { SLUG_PATTERN } from "../../validation/web-addresses";
import { guestBookingId, tokenQuery } from "../booking/guest-access";
import { amountOf, payParts, payPartSchema } from "./pay-parts";
import { startCheckout } from "./start-checkout";

export const checkoutSchema = z.object({
  provider: z.string().trim().min(1).max(40).optional(),
  /** what to pay: everything open (default), the open deposit or the rest */
  part: payPartSchema.optional(),
  /** the widget the guest books in: the return pages show in its look (its frame) */
  widget: z.string().regex(SLUG_PATTERN, "validation.slug").optional(),
});

export async function loadPayableBooking(bookingId: number) {
  const b = await db().booking.findUnique({
    where: { id: bookingId },
    select: {
      id: true,
      bookingNo: true,
      reservationNo: true,
      optionUntil: true,
      state: true,
      total: true,
      currency: true,
      language: true,
    },
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
  const part = d.part ?? "open";
  const amount = amountOf(await payParts(b.id), part);
  return startCheckout(
    {
      provider: d.provider,
      bookingId: b.id,
      // an unpaid online booking is a reservation: its number is the transfer's reference
      bookingNo: b.bookingNo ?? b.reservationNo,
      amount,
      currency: b.currency,
      language: b.language,
      back: (page, code) =>
        `${publicOrigin()}/payment/${page}?booking=${b.id}&provider=${code}${tokenQuery(token)}${d.widget ? `&widget=${d.widget}` : ""}`,
      entity: "booking",
      entityId: b.id,
      audited: { part },
    },
    actor,
  );
}
