// What the offers of the online booking cost, and which of them the pricing engine cannot price:
// the prices, specials and rates of a resort or vessel are loaded once (the same loaders as
// priceDraft), then the pure engine prices each offer (a room or some beds, for dates or a
// departure). So a list of departures or room types is priced in one load instead of one per
// offer, and an offer with a night the engine has no price for is known (price-gaps.ts) and left
// out rather than shown at 0.00.
import { isoDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import type { Decimal } from "../../core/money";
import { holdingBookings } from "../booking/states";
import { calculateBooking } from "../pricing/calculate";
import { draftSnapshot } from "../booking/calculation/load-snapshot";
import { pricingInputFor } from "../pricing/load-pricing";
import type { BookingRoom, BookingSnapshot, Guest, PricingInput } from "../pricing/types";
import { priceGaps, type PriceGap } from "../booking/calculation/price-gaps";

/** One offer to price: a departure (vessel) or dates (resort), and its rooms. */
export type Probe = {
  scheduleId?: number;
  dateFrom?: string;
  dateTo?: string;
  /** a room whole (no beds) or `beds` single beds of a shared cabin; guests by age (undefined: adult) */
  rooms: { roomId: number; beds?: number; ages: (number | undefined)[] }[];
};

export type ProbeResult = { total: Decimal; currency: string; gaps: PriceGap[] };

export type ProbeAsset = { type: "resort"; resortId: number } | { type: "vessel"; vesselId: number };

/** Who the offers are for: a guest (default) or an agency with its commission and specials. */
export type ProbeBuyer = { agencyId?: number | null; currency?: string };

/** The pure engine for one asset's offers, its prices loaded once (see the file comment). */
export type OfferPricer = { prices: PricingInput["prices"]; price: (probe: Probe) => ProbeResult };

/**
 * Loads what prices the asset's offers: `roomIds` are every room the probes will use, and
 * `scheduleIds` every departure (a vessel), or `dateFrom`/`dateTo` any stay (a resort).
 */
export async function offerPricer(
  asset: ProbeAsset,
  o: { roomIds: number[]; scheduleIds?: number[]; dateFrom?: string; dateTo?: string },
  buyer: ProbeBuyer = {},
  tx: Tx = db(),
): Promise<OfferPricer> {
  const base = await draftSnapshot(tx, {
    type: asset.type,
    resortId: asset.type === "resort" ? asset.resortId : undefined,
    scheduleId: o.scheduleIds?.[0],
    dateFrom: o.dateFrom,
    dateTo: o.dateTo,
    currency: buyer.currency,
    channel: buyer.agencyId ? "AgentDirectBooking" : "CustomerDirectBooking",
    agencyId: buyer.agencyId ?? undefined,
    // one snapshot with every room, to learn the rooms once
    rooms: [...new Set(o.roomIds)].map((roomId) => ({ roomId, guests: [] })),
    products: [],
  });
  const [input, schedules] = await Promise.all([pricingInputFor(tx, base), schedulesOf(tx, o.scheduleIds ?? [])]);
  const roomOf = new Map(base.rooms.map((r) => [r.roomId, r]));

  const price = (p: Probe): ProbeResult => {
    let guestId = 0;
    const rooms: BookingRoom[] = p.rooms.map((r, i) => ({
      ...roomOf.get(r.roomId)!,
      id: i + 1,
      exclusive: !r.beds,
      noOfPax: r.beds ?? r.ages.length,
      dateFrom: null,
      dateTo: null,
    }));
    const guests: Guest[] = p.rooms.flatMap((r, i) =>
      r.ages.map((age) => ({
        customerId: --guestId,
        bookingRoomId: i + 1,
        isMain: false,
        age: age ?? null,
        customerType: "Direct" as const,
        passportCountry: null,
        addressCountry: null,
        lastStay: null,
        noOfStays: 0,
        stayRevenue: "0",
      })),
    );
    const s = p.scheduleId ? schedules.get(p.scheduleId) : undefined;
    const booking: BookingSnapshot = {
      ...base,
      rooms,
      guests,
      ...(s
        ? {
            dateFrom: s.departureDate,
            dateTo: s.returnDate,
            // a draft is not among the departure's bookings yet: its own persons count too
            schedule: { ...s, paxOnTrip: s.paxOnTrip + rooms.reduce((n, r) => n + r.noOfPax, 0) },
          }
        : { dateFrom: p.dateFrom ?? base.dateFrom, dateTo: p.dateTo ?? base.dateTo }),
    };
    const result = calculateBooking({ ...input, booking });
    return { total: result.total, currency: result.totals.currency, gaps: priceGaps(result.lines) };
  };
  return { prices: input.prices, price };
}

/** Every probe priced by the engine, in order; the asset's prices are loaded once. */
export async function priceProbes(
  asset: ProbeAsset,
  probes: Probe[],
  buyer: ProbeBuyer = {},
  tx: Tx = db(),
): Promise<ProbeResult[]> {
  if (!probes.length) return [];
  const pricer = await offerPricer(
    asset,
    {
      roomIds: probes.flatMap((p) => p.rooms.map((r) => r.roomId)),
      scheduleIds: probes.flatMap((p) => (p.scheduleId ? [p.scheduleId] : [])),
      dateFrom: probes[0].dateFrom,
      dateTo: probes[0].dateTo,
    },
    buyer,
    tx,
  );
  return probes.map(pricer.price);
}

/** The departures as the engine sees them, with the persons already booked on each. */
async function schedulesOf(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, never>();
  const [rows, pax] = await Promise.all([
    tx.schedule.findMany({
      where: { id: { in: unique } },
      select: { id: true, tourId: true, vesselId: true, from: true, to: true, tour: { select: { name: true } } },
    }),
    tx.booking.groupBy({
      by: ["scheduleId"],
      where: { scheduleId: { in: unique }, ...holdingBookings },
      _sum: { noOfPax: true },
    }),
  ]);
  return new Map(
    rows.map((s) => [
      s.id,
      {
        id: s.id,
        tourId: s.tourId,
        tourName: s.tour.name,
        vesselId: s.vesselId,
        departureDate: isoDate(s.from),
        returnDate: isoDate(s.to),
        paxOnTrip: pax.find((x) => x.scheduleId === s.id)?._sum.noOfPax ?? 0,
      },
    ]),
  );
}

/**
 * The room types of `rooms` the engine can price for the stay or departure (one probe per type,
 * with the first room of it: a type's nights are priced alike in all its rooms), by type id.
 */
export async function pricedTypes(
  asset: ProbeAsset,
  at: { scheduleId?: number; dateFrom?: string; dateTo?: string },
  rooms: readonly { id: number; roomTypeId: number }[],
  o: { guests?: number; buyer?: ProbeBuyer; tx?: Tx } = {},
): Promise<Map<number, ProbeResult>> {
  const firstOfType = new Map<number, number>();
  for (const r of rooms) if (!firstOfType.has(r.roomTypeId)) firstOfType.set(r.roomTypeId, r.id);
  const types = [...firstOfType];
  const ages = Array.from({ length: Math.max(1, o.guests ?? 1) }, () => undefined);
  const results = await priceProbes(
    asset,
    types.map(([, roomId]) => ({ ...at, rooms: [{ roomId, ages }] })),
    o.buyer,
    o.tx,
  );
  return new Map(types.flatMap(([typeId], i) => (results[i].gaps.length ? [] : [[typeId, results[i]] as const])));
}
