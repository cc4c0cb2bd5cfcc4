// POST /api/book/booking/price: what a guest's choice costs, through the pricing engine
// (priceDraft), with the same checks as create and nothing written. Also used by create to store
// the total it answers, so the quote and the booking never differ. A currency the operator has
// not made active is a 400; a choice the engine cannot price for every night is a 409 naming the
// dates (price-gaps.ts), never a total of 0.00.
import type { Principal } from "../../auth/principal";
import { calendarDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import type { Locale } from "../../i18n/locale";
import { assertBookingCurrencies } from "../booking/booking-currency";
import { quoteLines } from "../pricing/text-in-language";
import { ageAt } from "../booking/calculation/load-snapshot";
import { priceDraft } from "../booking/calculation/price-booking";
import type { CalculationResult } from "../pricing/types";
import { holdMatches } from "./hold-online-choice";
import { settingsWithinLimits } from "./online-limits";
import { onlineAccess, type OnlineAccess } from "./online-access";
import { assertPriced } from "../booking/calculation/price-gaps";
import { resolveRequest, type ResolvedRequest } from "./resolve-request";
import { onlinePriceSchema, type OnlinePriceData } from "./schemas";

/** Prices resolved rooms: guests count by their age at arrival, add-ons as products; 400 for an
 *  inactive currency, 409 when a night or an add-on has no price. */
export async function priceResolved(tx: Tx, r: ResolvedRequest, d: OnlinePriceData, access: OnlineAccess) {
  await assertBookingCurrencies(tx, [d.currency]);
  const { result } = await priceDraft(
    {
      type: r.type,
      resortId: r.resortId ?? undefined,
      scheduleId: r.scheduleId ?? undefined,
      dateFrom: r.dateFrom,
      dateTo: r.dateTo,
      currency: d.currency ?? undefined,
      channel: access.agencyId ? "AgentDirectBooking" : "CustomerDirectBooking",
      agencyId: access.agencyId ?? undefined,
      rooms: r.rooms.map((x) => ({
        roomId: x.roomId,
        bedIds: x.bedIds,
        guests: x.guests.map((g) => ({ age: g.birthday ? ageAt(calendarDate(g.birthday), r.dateFrom) : undefined })),
      })),
      products: d.addons.map((a) => ({ productId: a.productId, quantity: a.quantity ?? undefined, optional: false })),
    },
    access.actor,
    tx,
  );
  assertPriced(result);
  return result;
}

/** The answer's shape: total, currency and the lines in the guest's language. */
export function quote(result: CalculationResult, locale: Locale) {
  return {
    total: result.total.toFixed(2),
    currency: result.totals.currency,
    // the online answer has no line keys
    lines: quoteLines(result.lines, locale).map(({ key: _key, ...line }) => line),
  };
}

export async function priceOnlineBooking(input: unknown, actor: Principal, locale: Locale, tx?: Tx) {
  const d = onlinePriceSchema.parse(input);
  // a quote costs the engine as much as a booking: the same limits per request (rooms, guests, nights)
  await settingsWithinLimits(d);
  const access = await onlineAccess(actor);
  return transaction(
    async (tx) => {
      // the guest's own hold does not count against their choice; someone else's (wrong token) does
      const own = d.holdId !== undefined && (await holdMatches(tx, d.holdId, d.holdToken));
      const r = await resolveRequest(tx, d, {
        excludeBookingIds: own ? [d.holdId!] : [],
        locale: d.language ?? locale,
      });
      return quote(await priceResolved(tx, r, d, access), d.language ?? locale);
    },
    { tx },
  );
}
