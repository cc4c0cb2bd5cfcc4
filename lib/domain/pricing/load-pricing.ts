// What may price a booking, from the price catalog: the prices of its kind for its resort or
// vessel, the active specials, the exchange rates up to the rate day and the settings the engine
// reads. The booking itself comes as a snapshot (lib/domain/booking/calculation/load-snapshot.ts
// loads a stored booking's or a draft's); the engine (calculate.ts) is pure. Every query goes
// through the given transaction.
import { isoDate } from "../../core/dates";
import { referenceCache } from "../../core/reference-cache";
import type { Tx } from "../../core/db";
import { SETTING_DEFAULTS } from "../settings/defaults";
import { ENGINE_PRICE_SELECT, ENGINE_SPECIAL_SELECT, termsOf, toEnginePrice, toEngineSpecial } from "./engine-rows";
import type { RuleDimension } from "./enums";
import type { BookingSnapshot, ExchangeRate, Price, PricingInput, PricingSettings, Special } from "./types";

/** The price catalog as the engine reads it, every row: kept in memory per reference version. */
type Catalog = {
  prices: Price[];
  /** the active specials (an inactive one staff added to a booking is read apart) */
  specials: Special[];
  exchangeRates: ExchangeRate[];
  settings: Omit<PricingSettings, "rateDate">;
  /** some active special's rules read a guest's earlier stays */
  readsStays: boolean;
};

/** The rules that read a guest's earlier stays (the one aggregate over all their bookings). */
const STAY_RULES: ReadonlySet<RuleDimension> = new Set(["LastStay", "NoOfStays", "StayRevenue"]);

const catalog = referenceCache<Catalog>();

async function loadCatalog(tx: Tx): Promise<Catalog> {
  const [prices, specials, rates, onsite, defaultTerms] = await Promise.all([
    tx.price.findMany({ select: ENGINE_PRICE_SELECT, orderBy: { id: "asc" } }),
    tx.special.findMany({
      where: { status: "active" },
      select: ENGINE_SPECIAL_SELECT,
      orderBy: [{ sort: "asc" }, { id: "asc" }],
    }),
    tx.exchangeRate.findMany({ select: { fromCode: true, toCode: true, rate: true, validFrom: true } }),
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
  const engineSpecials = specials.map(toEngineSpecial);
  return {
    prices: prices.map(toEnginePrice),
    specials: engineSpecials,
    readsStays: engineSpecials.some((x) => x.rules.some((r) => STAY_RULES.has(r.dimension))),
    exchangeRates: rates.map((r) => ({
      from: r.fromCode,
      to: r.toCode,
      rate: r.rate,
      validFrom: isoDate(r.validFrom),
    })),
    settings: {
      onsiteCurrency: typeof onsite?.value === "string" ? onsite.value : SETTING_DEFAULTS.general.onsiteCurrency,
      defaultTermsOfPayment: termsOf(defaultTerms),
    },
  };
}

/**
 * Whether pricing may read the guests' earlier stays: some active special has a stay rule, or the
 * booking has specials staff added (an inactive one is not in the catalog). Else the snapshot
 * leaves them out and saves their aggregate (a round trip, issue 43's budget).
 */
export async function pricingReadsStays(tx: Tx, addedSpecials: number): Promise<boolean> {
  return addedSpecials > 0 || (await catalog.get(tx, loadCatalog)).readsStays;
}

/**
 * The candidates that may price `booking`: the prices of its kind for its resort or vessel (or
 * for every one), the pinned price, the prices of the resorts its stays before or after a trip are
 * in, the active specials and those staff added, the exchange rates up to the rate day, and the
 * settings the engine reads. From the catalog in memory while the reference version holds: one
 * statement instead of a dozen.
 */
export async function pricingInputFor(
  tx: Tx,
  booking: BookingSnapshot,
  o: { specials?: boolean; rateDate?: string | null } = {},
): Promise<PricingInput> {
  const all = await catalog.get(tx, loadCatalog);
  const assetId = booking.type === "resort" ? booking.resortId : booking.vesselId;
  const rateDay = o.rateDate ?? booking.bookingDate;
  const added = (booking.addedSpecials ?? []).map((a) => a.specialId);
  const stayResorts = new Set(booking.rooms.flatMap((r) => (r.stayResortId != null ? [r.stayResortId] : [])));
  const assetOf = (p: Price) => (booking.type === "resort" ? p.resortId : p.vesselId) ?? null;
  const prices = all.prices.filter(
    (p) =>
      (p.type === booking.type && (assetOf(p) === null || assetOf(p) === (assetId ?? null))) ||
      p.id === booking.priceId ||
      (stayResorts.size > 0 && p.type === "resort" && (p.resortId == null || stayResorts.has(p.resortId))),
  );
  let specials: Special[] = [];
  if (o.specials !== false) {
    const inactive = added.filter((id) => !all.specials.some((s) => s.id === id));
    specials = inactive.length
      ? [
          ...all.specials,
          ...(await tx.special.findMany({ where: { id: { in: inactive } }, select: ENGINE_SPECIAL_SELECT })).map(
            toEngineSpecial,
          ),
        ].sort((a, c) => (a.sort ?? Infinity) - (c.sort ?? Infinity) || a.id - c.id)
      : all.specials;
  }
  return {
    booking,
    prices,
    specials,
    exchangeRates: all.exchangeRates.filter((r) => r.validFrom <= rateDay),
    settings: { ...all.settings, rateDate: o.rateDate ?? null },
  };
}
