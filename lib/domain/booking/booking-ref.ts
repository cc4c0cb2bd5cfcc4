// A booking named in a path by its id or by one of its numbers (booking, reservation or offer
// number: GET /api/bookings/{bookingNo}/download and /voucher share the [id] segment). Digits are
// an id; anything else a number. Found within the caller's `where` (their booking scope), so
// another party's booking is not found (404), as an unknown one is.
import { db, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";

/** The where of a booking reference: its id (digits) or any of its numbers. */
export function bookingRefWhere(ref: string): Prisma.BookingWhereInput | null {
  const r = ref.trim();
  if (/^\d{1,9}$/.test(r)) return Number(r) <= 2_147_483_647 ? { id: Number(r) } : null;
  if (!r || r.length > 40) return null;
  return { OR: [{ bookingNo: r }, { reservationNo: r }, { offerNo: r }] };
}

/** The id of the booking `ref` names within `where`; 404 when there is none. */
export async function bookingIdOfRef(
  ref: string,
  where: Prisma.BookingWhereInput = {},
  tx: Tx = db(),
): Promise<number> {
  const key = bookingRefWhere(ref);
  if (!key) throw notFound("booking");
  const b = await tx.booking.findFirst({ where: { AND: [key, where] }, select: { id: true } });
  if (!b) throw notFound("booking");
  return b.id;
}
