// A booking as its guest sees it: the /book page (with the booking's access token from the link we
// sent), its staff preview (/book/preview) and GET /api/book/no/{bookingNo}. What was booked, the
// number of guests, the total, what is paid and open (by part: deposit, rest) and whether it can
// still be paid; no names, no internal notes.
import type { Principal } from "../../auth/principal";
import { isoDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { operatorTimeZone } from "../../core/operator";
import { bookingLabel, earlierBookingNumber, holdsInventory } from "../booking/states";
import { payParts, type PayParts } from "../payments/pay-parts";
import { guestBookingId } from "../booking/guest-access";
import { priceMissing } from "../booking/calculation/price-gaps";

/** What was booked, without personal data. */
export async function bookingSummary(id: number, tx: Tx = db()) {
  const b = await tx.booking.findUnique({
    where: { id },
    select: {
      id: true,
      bookingNo: true,
      reservationNo: true,
      offerNo: true,
      optionUntil: true,
      state: true,
      type: true,
      dateFrom: true,
      dateTo: true,
      noOfPax: true,
      total: true,
      currency: true,
      paidAt: true,
      language: true,
      resort: { select: { name: true, timezone: true } },
      vessel: { select: { name: true, timezone: true } },
      tour: { select: { name: true } },
      rooms: {
        select: { room: { select: { name: true, roomType: { select: { name: true } } } }, noOfPax: true },
        orderBy: { id: "asc" },
      },
    },
  });
  if (!b) throw notFound();
  return {
    id: b.id,
    bookingNo: b.bookingNo,
    /** an unpaid online booking is a reservation until optionUntil (then released unless paid) */
    reservationNo: b.reservationNo,
    /** the number it goes by everywhere (bookingLabel), and the one it had before */
    number: bookingLabel(b),
    earlierNumber: earlierBookingNumber(b),
    optionUntil: b.state === "planned" && b.optionUntil ? b.optionUntil.toISOString() : null,
    /** where the booking is: its times are written in this zone */
    timeZone: b.resort?.timezone || b.vessel?.timezone || (await operatorTimeZone(tx)),
    state: b.state,
    type: b.type,
    dateFrom: isoDate(b.dateFrom),
    dateTo: isoDate(b.dateTo),
    noOfPax: b.noOfPax,
    total: b.total.toFixed(2),
    currency: b.currency,
    paid: b.paidAt !== null,
    language: b.language,
    asset: b.resort?.name ?? b.vessel?.name ?? null,
    tour: b.tour?.name ?? null,
    rooms: b.rooms.map((r) => ({ room: r.room.name, roomType: r.room.roomType.name, noOfPax: r.noOfPax })),
  };
}

export type GuestBooking = Awaited<ReturnType<typeof bookingSummary>> & {
  payments: PayParts;
  /** it still holds its rooms, so what is open can be paid */
  payable: boolean;
  /** some night has no price yet: nothing open does not mean paid in full */
  priceMissing: boolean;
};

/**
 * The booking by number or id, for the holder of its access token or a user whose booking scope
 * covers it (the staff preview passes no token); 404 otherwise.
 */
export async function guestBooking(
  key: { id: number } | { bookingNo: string },
  token: string | null | undefined,
  actor: Principal,
  tx: Tx = db(),
): Promise<GuestBooking> {
  const id = await guestBookingId(key, token, actor, tx);
  const summary = await bookingSummary(id, tx);
  return {
    ...summary,
    payments: await payParts(id, tx),
    payable: holdsInventory(summary.state),
    priceMissing: await priceMissing(id, tx),
  };
}
