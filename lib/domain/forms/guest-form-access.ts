// Who reaches a guest form. The guest: by the link's token, compared in constant time; a wrong
// token gets the same 404 as a missing form, and wrong tokens are rate limited per address like
// failed logins (a right token gives its count back; past the limit every try from that address
// waits). Staff: customers.read or bookings.read see every booking's forms, an agency
// (agencies.self) its bookings', a customer (customers.self) the forms of the bookings they are on.
import { timingSafeEqual } from "node:crypto";
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { giveBackRateLimit, takeRateLimit } from "../../core/rate-limit";
import { bookingsWithCustomer } from "../booking/states";
import { guestFormSelect, syncGuestForms, type GuestFormRow } from "./guest-form-sync";
import { guestFormView } from "./guest-form-view";

/** Wrong guest form tokens one address may try per window before it waits. */
export const GUEST_FORM_TOKEN_LIMIT = { limit: 30, windowSeconds: 15 * 60 };

function tokenMatches(want: string, got: string): boolean {
  const a = Buffer.from(want);
  const b = Buffer.from(got);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The form this link opens, in step with its booking (a guest who left the booking gets a 404
 * like a wrong token), inside `tx`.
 */
async function formByToken(tx: Tx, id: number, token: string): Promise<GuestFormRow | null> {
  const row = await tx.guestForm.findUnique({ where: { id }, select: { token: true, bookingId: true } });
  if (!row || !tokenMatches(row.token, token)) return null;
  const active = await syncGuestForms(tx, row.bookingId);
  return active.find((f) => f.id === id) ?? null;
}

/**
 * Runs `fn` with the form the link opens, in one transaction; the address's wrong tries are
 * counted (429 past GUEST_FORM_TOKEN_LIMIT), a right token's try given back.
 */
export async function withGuestFormByToken<T>(
  id: number,
  token: string,
  address: string,
  fn: (form: GuestFormRow, tx: Tx) => Promise<T>,
): Promise<T> {
  const hits = await takeRateLimit([{ key: `guestform.token:addr:${address}`, ...GUEST_FORM_TOKEN_LIMIT }]);
  let found = false;
  try {
    return await transaction(async (tx) => {
      const form = await formByToken(tx, id, token);
      if (!form) throw notFound();
      found = true;
      return fn(form, tx);
    });
  } finally {
    if (found) await giveBackRateLimit(hits);
  }
}

/** Who reads guest forms at all (each sees the bookings guestFormBookingWhere allows). */
export const GUEST_FORM_READERS = [
  "customers.read",
  "customers.self",
  "agencies.self",
  "bookings.read",
  "bookings.update",
];

const STAFF_READ = ["customers.read", "bookings.read", "bookings.update"];

/** The bookings whose forms the caller sees, as a booking where; 401/403 for anyone else. */
export function guestFormBookingWhere(p: Principal): Prisma.BookingWhereInput {
  if (hasSome(p, STAFF_READ)) return {};
  if (p.agencyId && hasSome(p, ["agencies.self"])) return { agencyId: p.agencyId };
  if (p.customerId && hasSome(p, ["customers.self"])) return bookingsWithCustomer(p.customerId);
  if (p.isGuest) throw new AppError(p.tokenProblem === "expired" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
  throw new AppError("FORBIDDEN");
}

/** May change customer records from forms (take the differences) and mark forms reviewed. */
export function assertMayReview(p: Principal) {
  if (!hasSome(p, ["customers.update", "agencies.self"])) throw new AppError("FORBIDDEN");
}

/** A form staff may see, in step with its booking; another party's or a retired one is a 404. */
export async function staffForm(tx: Tx, p: Principal, id: number): Promise<GuestFormRow> {
  const where = guestFormBookingWhere(p);
  const row = await tx.guestForm.findFirst({ where: { id, booking: where }, select: { bookingId: true } });
  if (!row) throw notFound();
  const form = (await syncGuestForms(tx, row.bookingId)).find((f) => f.id === id);
  if (!form) throw notFound();
  return form;
}

/** A booking's active forms, for staff who see the booking (404 otherwise). */
export async function staffBookingForms(tx: Tx, p: Principal, bookingId: number): Promise<GuestFormRow[]> {
  const where = guestFormBookingWhere(p);
  const b = await tx.booking.findFirst({ where: { id: bookingId, ...where }, select: { id: true } });
  if (!b) throw notFound();
  return syncGuestForms(tx, bookingId);
}

export { guestFormSelect };

/** The form a guest fills for a booking (their own, or the booking's one form), for staff. */
export async function guestFormOfGuest(p: Principal, customerId: number, bookingId: number) {
  return transaction(async (tx) => {
    const forms = await staffBookingForms(tx, p, bookingId);
    const form = forms.find((f) => f.multi || f.customerId === customerId);
    if (!form || (form.multi && !(await tx.bookingGuest.count({ where: { bookingId, customerId } })))) throw notFound();
    return guestFormView(tx, form);
  });
}

/** A form staff read (GET /api/guestform/{id} without a token). */
/**
 * A form read without its link's token: staff's. A guest (no login, no token) learns nothing, not
 * even that a login would help: the same 404 as a wrong token.
 */
export async function staffGuestFormView(p: Principal, id: number) {
  if (p.isGuest) throw notFound();
  return transaction(async (tx) => guestFormView(tx, await staffForm(tx, p, id)));
}
