// What may price a booking, from the price catalog: the prices of its kind for its resort or
// vessel, the active specials, the exchange rates up to the rate day and the settings the engine
// reads. The booking itself comes as a snapshot (lib/domain/booking/calculation/load-snapshot.ts
// loads a stored booking's or a draft's); the engine (calculate.ts) is pure. Every query goes
// through the given transaction.
import { calendarDate, isoDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { SETTING_DEFAULTS } from "../settings/defaults";
import { ENGINE_PRICE_SELECT, ENGINE_SPECIAL_SELECT, termsOf, toEnginePrice, toEngineSpecial } from "./engine-rows";
import type { BookingSnapshot, PricingInput, PricingSettings } from "./types";

/**
 * The candidates that may price `booking`: the prices of its kind for its resort or vessel (or
 * for every one), the pinned price, the active specials and those staff added, the exchange rates
 * up to the rate day, and the settings the engine reads.
 */
export async function pricingInputFor(
  tx: Tx,
  booking: BookingSnapshot,
  o: { specials?: boolean; rateDate?: string | null } = {},
): Promise<PricingInput> {
  const asset = booking.type === "resort" ? { resortId: booking.resortId } : { vesselId: booking.vesselId };
  const key = booking.type === "resort" ? "resortId" : "vesselId";
  const rateDay = o.rateDate ?? booking.bookingDate;
  const added = (booking.addedSpecials ?? []).map((a) => a.specialId);
  // a stay before or after the trip is priced by its resort's prices
  const stayResorts = [...new Set(booking.rooms.flatMap((r) => (r.stayResortId != null ? [r.stayResortId] : [])))];
  const [prices, specials, rates, onsite, defaultTerms] = await Promise.all([
    tx.price.findMany({
      where: {
        OR: [
          { type: booking.type, OR: [{ [key]: asset[key as keyof typeof asset] ?? null }, { [key]: null }] },
          ...(booking.priceId ? [{ id: booking.priceId }] : []),
          ...(stayResorts.length
            ? [{ type: "resort" as const, OR: [{ resortId: { in: stayResorts } }, { resortId: null }] }]
            : []),
        ],
      },
      select: ENGINE_PRICE_SELECT,
      orderBy: { id: "asc" },
    }),
    o.specials === false
      ? []
      : tx.special.findMany({
          where: { OR: [{ status: "active" }, ...(added.length ? [{ id: { in: added } }] : [])] },
          select: ENGINE_SPECIAL_SELECT,
          orderBy: [{ sort: "asc" }, { id: "asc" }],
        }),
    tx.exchangeRate.findMany({
      where: { validFrom: { lte: calendarDate(rateDay) } },
      select: { fromCode: true, toCode: true, rate: true, validFrom: true },
    }),
    tx.setting.findUnique({
      where: { group_key: { group: "general", key: "onsiteCurrency" } },
      select: { value: true },
    }),
    tx.termsOfPayment.findFirst({
      where: { isDefault: true, isActive: true },
      orderBy: { id: "asc" },
      select: { id: true, name: true, depositPercent: true, depositDueDays: true, restDueDaysBeforeArrival: true },
    }),
  ]);
  const settings: PricingSettings = {
    onsiteCurrency: typeof onsite?.value === "string" ? onsite.value : SETTING_DEFAULTS.general.onsiteCurrency,
    rateDate: o.rateDate ?? null,
    defaultTermsOfPayment: termsOf(defaultTerms),
  };
  return {
    booking,
    prices: prices.map(toEnginePrice),
    specials: specials.map(toEngineSpecial),
    exchangeRates: rates.map((r) => ({
      from: r.fromCode,
      to: r.toCode,
      rate: r.rate,
      validFrom: isoDate(r.validFrom),
    })),
    settings,
  };
}
