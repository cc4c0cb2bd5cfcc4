// Who may see a booking on the public booking pages (GET /api/book/no/{bookingNo}, the payment
// return endpoints and pages, checkout): ids and numbers are sequential, so knowing one is not
// enough. The guest who booked online holds the booking's access token (answered once by create,
// carried in the links we send them; only its SHA-256 is stored); a logged-in user sees the
// bookings their booking scope covers (staff all, an agency its own, a customer theirs). Anything
// else, a wrong token included, is answered like a booking that does not exist (404, no oracle).
import { hashToken, isPlausibleToken, newToken } from "../../auth/tokens";
import type { Principal } from "../../auth/principal";
import { db, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { bookingScope, scopeWhere } from "./access";

/** A new access token and the hash the booking stores. */
export function issueGuestToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** The `token=` query part of a guest link (empty when there is no token). */
export const tokenQuery = (token: string | null | undefined) => (token ? `&token=${encodeURIComponent(token)}` : "");

/** The caller's read scope as a where, or null when they have none (guests, other users). */
async function readableWhere(actor: Principal): Promise<Prisma.BookingWhereInput | null> {
  if (actor.isGuest) return null;
  try {
    return scopeWhere(await bookingScope(actor, "read"));
  } catch {
    return null;
  }
}

/**
 * The booking's id when the caller may see it: the token matches, or the caller's booking scope
 * covers it. 404 otherwise, whether the booking is missing, the token wrong or missing.
 */
export async function guestBookingId(
  key: { id: number } | { bookingNo: string },
  token: string | null | undefined,
  actor: Principal,
  tx: Tx = db(),
): Promise<number> {
  const ways: Prisma.BookingWhereInput[] = [];
  if (isPlausibleToken(token)) ways.push({ guestTokenHash: hashToken(token) });
  const scope = await readableWhere(actor);
  if (scope) ways.push(scope);
  if (!ways.length) throw notFound("booking");
  // a number is the booking's, or while it is a reservation (unpaid online) its reservation number
  const keyWhere: Prisma.BookingWhereInput =
    "id" in key ? { id: key.id } : { OR: [{ bookingNo: key.bookingNo }, { reservationNo: key.bookingNo }] };
  // staff (an empty scope) see every booking: no condition at all
  const where = ways.some((w) => !Object.keys(w).length) ? keyWhere : { AND: [keyWhere, { OR: ways }] };
  const b = await tx.booking.findFirst({ where, select: { id: true } });
  if (!b) throw notFound("booking");
  return b.id;
}
