// The departures a guest can book online (GET /api/book/schedules, /book/online, the widget):
// active, from today on, of an active vessel, with a cabin or bed free that the pricing engine can
// price. Each comes with its price from (the lowest price per guest of a free cabin type, whole
// cabins as full as they sleep), its free beds (in the cabin types that are priced) and whether
// only a few are left. A departure nothing can be priced for is left out, never shown at 0.00.
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { ZERO, type Decimal } from "../../core/money";
import { operatorToday } from "../../core/operator";
import { availability } from "../booking/availability";
import { offerPricer, type ProbeBuyer } from "./offer-prices";

/** At most this many free beds: the guest is told only a few are left. */
export const FEW_BEDS_LEFT = 3;

export type DepartureQuery = {
  vesselId?: number;
  tourId?: number;
  /** YYYY-MM: departures leaving in that month */
  month?: string;
  from?: string;
  to?: string;
  /** a departure needs this many free beds (default 1) */
  pax?: number;
};

/** The active departures of active vessels from today on (no prices, no beds: a cheap list). */
export async function bookableSchedules(q: DepartureQuery, tx: Tx = db()) {
  const today = await operatorToday(null, tx);
  const starts = [today, q.from ?? today, q.month ? `${q.month}-01` : today].sort();
  // the last day of the month: the day before the next month's first
  const monthEnd = q.month
    ? addCalendarDays(isoDate(new Date(Date.UTC(Number(q.month.slice(0, 4)), Number(q.month.slice(5, 7)), 1))), -1)
    : null;
  const rows = await tx.schedule.findMany({
    where: {
      status: "active",
      from: { gte: calendarDate(starts[2]), ...(monthEnd ? { lte: calendarDate(monthEnd) } : {}) },
      ...(q.to ? { to: { lte: calendarDate(q.to) } } : {}),
      ...(q.vesselId ? { vesselId: q.vesselId } : {}),
      ...(q.tourId ? { tourId: q.tourId } : {}),
      vessel: { isActive: true },
    },
    select: {
      id: true,
      from: true,
      to: true,
      vesselId: true,
      vessel: { select: { name: true } },
      tour: { select: { id: true, name: true, nights: true } },
    },
    orderBy: [{ from: "asc" }, { id: "asc" }],
    take: 500,
  });
  return rows.map((s) => ({
    id: s.id,
    dateFrom: isoDate(s.from),
    dateTo: isoDate(s.to),
    vesselId: s.vesselId,
    vessel: s.vessel.name,
    tourId: s.tour.id,
    tour: s.tour.name,
    nights: s.tour.nights,
  }));
}

export type BookableSchedule = Awaited<ReturnType<typeof bookableSchedules>>[number];

export type DepartureOffer = BookableSchedule & {
  /** the lowest price per guest, in `currency` */
  priceFrom: string;
  currency: string;
  /** free beds in the cabin types that are priced */
  freeBeds: number;
  fewLeft: boolean;
};

/** How many guests a whole cabin is priced for in "price from": as many as it sleeps. */
const sleeps = (r: { maxNoOfPax: number; beds: number }) =>
  Math.max(1, Math.min(r.maxNoOfPax || r.beds, r.beds || r.maxNoOfPax));

/**
 * The departures as offers, in order (see the file comment): `limit` of them after the first
 * `offset` offered ones, and whether more follow. Departures are evaluated a batch at a time, so a
 * page prices only about as many as it shows.
 */
export async function departureOffers(
  q: DepartureQuery & { offset?: number; limit?: number },
  buyer: ProbeBuyer = {},
  tx: Tx = db(),
): Promise<{ items: DepartureOffer[]; more: boolean }> {
  const offset = q.offset ?? 0;
  const limit = q.limit ?? 100;
  const candidates = await bookableSchedules(q, tx);
  const out: DepartureOffer[] = [];
  for (let i = 0; i < candidates.length && out.length <= offset + limit; i += limit)
    out.push(...(await evaluate(candidates.slice(i, i + limit), q.pax ?? 1, buyer, tx)));
  return { items: out.slice(offset, offset + limit), more: out.length > offset + limit };
}

type CabinRow = {
  id: number;
  vesselId: number | null;
  roomTypeId: number;
  allowSharedRoom: boolean;
  maxNoOfPax: number;
  beds: number;
};

/**
 * Prices first (the pure engine, one load per vessel: a cabin type whole, as full as it sleeps,
 * and one bed of a shared cabin of it), then asks what is free only on the departures something
 * is priced on: a vessel without a price costs no availability look-ups.
 */
async function evaluate(list: BookableSchedule[], pax: number, buyer: ProbeBuyer, tx: Tx) {
  const vesselIds = [...new Set(list.map((s) => s.vesselId))];
  const cabins: CabinRow[] = (
    await tx.room.findMany({
      where: { vesselId: { in: vesselIds }, isActive: true, hide: false },
      select: {
        id: true,
        vesselId: true,
        roomTypeId: true,
        allowSharedRoom: true,
        maxNoOfPax: true,
        _count: { select: { beds: { where: { active: true } } } },
      },
      orderBy: [{ sort: "asc" }, { id: "asc" }],
    })
  ).map(({ _count, ...r }) => ({ ...r, beds: _count.beds }));
  const offers = new Map<number, DepartureOffer>();
  for (const vesselId of vesselIds) {
    const mine = list.filter((s) => s.vesselId === vesselId);
    const types = new Map<number, { whole: CabinRow; shared?: CabinRow }>();
    for (const c of cabins.filter((x) => x.vesselId === vesselId)) {
      const t = types.get(c.roomTypeId) ?? { whole: c };
      if (c.allowSharedRoom) t.shared ??= c;
      types.set(c.roomTypeId, t);
    }
    if (!types.size) continue;
    const pricer = await offerPricer(
      { type: "vessel", vesselId },
      {
        roomIds: [...types.values()].flatMap((t) => [t.whole.id, ...(t.shared ? [t.shared.id] : [])]),
        scheduleIds: mine.map((s) => s.id),
      },
      buyer,
      tx,
    );
    const adults = (n: number) => Array.from({ length: n }, () => undefined);
    for (const s of mine) {
      // per priced cabin type: the price per guest whole and for one bed of a shared cabin
      const priced = new Map<number, { whole: Decimal; bed: Decimal | null; currency: string }>();
      for (const [typeId, t] of types) {
        const whole = pricer.price({
          scheduleId: s.id,
          rooms: [{ roomId: t.whole.id, ages: adults(sleeps(t.whole)) }],
        });
        if (whole.gaps.length) continue;
        const bed = t.shared
          ? pricer.price({ scheduleId: s.id, rooms: [{ roomId: t.shared.id, beds: 1, ages: adults(1) }] })
          : null;
        priced.set(typeId, {
          whole: whole.total.div(sleeps(t.whole)),
          bed: bed && !bed.gaps.length ? bed.total : null,
          currency: whole.currency,
        });
      }
      if (!priced.size) continue;
      const free = await availability(s.id, { type: "schedule", onlyFree: true }, tx);
      let cheapest: Decimal | null = null;
      let currency = "";
      let freeBeds = 0;
      for (const r of free.rooms) {
        const p = priced.get(r.roomTypeId);
        if (!p) continue;
        freeBeds += r.freeBedIds.length;
        for (const each of [r.available ? p.whole : null, r.allowSharedRoom ? p.bed : null])
          if (each && (cheapest === null || each.lt(cheapest))) [cheapest, currency] = [each, p.currency];
      }
      if (cheapest === null || freeBeds < pax) continue;
      offers.set(s.id, {
        ...s,
        priceFrom: (cheapest.lt(ZERO) ? ZERO : cheapest).toFixed(2),
        currency,
        freeBeds,
        fewLeft: freeBeds <= FEW_BEDS_LEFT,
      });
    }
  }
  return list.flatMap((s) => offers.get(s.id) ?? []);
}
