// What a booking costs: loads its snapshot and everything that prices it and runs the pure
// engine. Nothing is stored here (the booking's calculation lines are written by the booking's
// own use cases, which call this in their transaction). Also prices a booking that is not saved
// yet (a draft from the wizard or the online booking).
import { hasSome } from "../../../access/scopes";
import type { Principal } from "../../../auth/principal";
import { transaction, type Prisma, type Tx } from "../../../core/db";
import { AppError } from "../../../core/errors";
import type { BookingDraft } from "./booking-draft";
import { calculateBooking } from "../../pricing/calculate";
import { pricingInputFor } from "../../pricing/load-pricing";
import { draftSnapshot, loadBookingSnapshot } from "./load-snapshot";
import type { BookingSnapshot, CalculationResult } from "../../pricing/types";

/** Staff who see every booking's price. */
const STAFF = ["bookings.read", "bookings.update", "price.update"];

/** The bookings `actor` may price: all for staff, an agency's own, else none. */
function visibleBookings(actor: Principal): Prisma.BookingWhereInput {
  if (hasSome(actor, STAFF)) return {};
  if (actor.agencyId != null && hasSome(actor, ["agencies.self"])) return { agencyId: actor.agencyId };
  throw new AppError(actor.isGuest ? "UNAUTHORIZED" : "FORBIDDEN");
}

export type PricedBooking = { snapshot: BookingSnapshot; result: CalculationResult };

/** Calculates a stored booking as it is now (404 for a booking the actor may not see). */
export async function priceBooking(bookingId: number, actor: Principal, tx?: Tx): Promise<PricedBooking> {
  const where = visibleBookings(actor);
  return transaction(
    async (tx) => {
      const snapshot = await loadBookingSnapshot(tx, bookingId, where);
      return { snapshot, result: calculateBooking(await pricingInputFor(tx, snapshot)) };
    },
    { tx },
  );
}

/**
 * Calculates a booking that is not saved (bad references are a 400 naming the field). Open to
 * every caller: it reads only what the online booking shows anyway; the route decides who calls.
 */
export async function priceDraft(draft: BookingDraft, _actor: Principal, tx?: Tx): Promise<PricedBooking> {
  return transaction(
    async (tx) => {
      const snapshot = await draftSnapshot(tx, draft);
      return { snapshot, result: calculateBooking(await pricingInputFor(tx, snapshot)) };
    },
    { tx },
  );
}
