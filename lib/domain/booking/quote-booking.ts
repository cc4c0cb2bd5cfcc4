// POST /api/bookings/quote: what the wizard's selection costs before anything is saved (a phone
// quote), priced by the same engine (priceDraft) with the same references, scopes and rules as
// POST /api/bookings, and nothing written. What create would refuse with a 409 (a room taken, a
// blocker, a shared cabin's gender rule) does not hide the price: it comes back as `conflict`,
// so the wizard shows the reason while the user is still choosing. Bad input stays a 400.
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { bookingScope, type BookingScope } from "./access";
import { assertBookingCurrencies } from "./booking-currency";
import type { BookingDraft } from "./calculation/booking-draft";
import { channelOf } from "./calculation/load-snapshot";
import { priceDraft } from "./calculation/price-booking";
import { checkClaims, claimShape, loadRooms, type RoomInfo } from "./inventory";
import { loadPlanContext, paxWithoutGuests, planBooking } from "./plan-booking";
import { createBookingSchema, id, withStayRules } from "./schemas";
import { holdsInventory } from "./states";
import type { CalculationResult } from "../pricing/types";

/** The body of POST /api/bookings, with the customer left out while no guest is named yet. */
// what planning would say with a guest named, said without one too (the draft is priced either way)
export const quoteBookingSchema = withStayRules(createBookingSchema.extend({ customerId: id().optional() }));

export type BookingQuote = {
  result: CalculationResult;
  /** what POST /api/bookings would answer with a 409 for this selection now, if anything */
  conflict: AppError | null;
  /** staff see why the price is what it is (every price and special); agencies the lines */
  seesWhy: boolean;
};

/** The rooms' rules as create checks them, a 409 answered instead of thrown (no lock: nothing is written). */
async function conflictOf(
  tx: Tx,
  data: ReturnType<typeof quoteBookingSchema.parse>,
  scope: BookingScope,
): Promise<{ conflict: AppError | null; rooms?: Map<number, RoomInfo> }> {
  // without a guest there is no customer to plan for, nor a gender to check: the price alone
  if (data.customerId === undefined) return { conflict: null };
  const named = { ...data, customerId: data.customerId };
  const context = await loadPlanContext(tx, [named]);
  const plan = planBooking(named, context, scope, new Date());
  if (!holdsInventory(plan.booking.state)) return { conflict: null, rooms: context.rooms };
  try {
    // an option past its end is left as it is (a quote writes nothing); checkClaims ignores it anyway
    await checkClaims(tx, plan.claims, { expire: async () => undefined, lock: false });
    return { conflict: null, rooms: context.rooms };
  } catch (e) {
    if (e instanceof AppError && e.code === "CONFLICT") return { conflict: e, rooms: context.rooms };
    throw e;
  }
}

export async function quoteBooking(input: unknown, actor: Principal, tx?: Tx): Promise<BookingQuote> {
  const data = quoteBookingSchema.parse(input);
  const scope = await bookingScope(actor, "create");
  return transaction(
    async (tx) => {
      await assertBookingCurrencies(tx, [data.currency]);
      const { conflict, rooms: planned } = await conflictOf(tx, data, scope);
      // persons as the booking would count them: its guests, else planning's rule for a room
      // booked before its guests are named (a whole double room is two, not none)
      const rooms = planned ?? (await loadRooms(tx, [...new Set(data.rooms.map((r) => r.roomId))]));
      const pax = data.rooms.map((r, i) => {
        const room = rooms.get(r.roomId);
        if (r.guests.length || !room) return undefined;
        return paxWithoutGuests(room, claimShape(room, r.bedIds, `rooms.${i}`));
      });
      const draft: BookingDraft = {
        type: data.type,
        resortId: data.resortId,
        scheduleId: data.scheduleId,
        dateFrom: data.dateFrom,
        dateTo: data.dateTo,
        currency: data.currency,
        channel: channelOf(actor.user?.userType),
        customerId: data.customerId,
        agencyId: scope.kind === "agency" ? scope.agencyId : data.agencyId,
        sourceId: data.sourceId,
        termsOfPaymentId: data.termsOfPaymentId,
        rooms: data.rooms.map((r, i) => ({
          roomId: r.roomId,
          bedIds: r.bedIds,
          dateFrom: r.dateFrom,
          dateTo: r.dateTo,
          guests: r.guests,
          noOfPax: pax[i],
        })),
        products: [],
      };
      const { result } = await priceDraft(draft, actor, tx);
      return { result, conflict, seesWhy: scope.kind === "all" };
    },
    { tx },
  );
}
