// What a resort offers a guest for a stay (/book/resort, /book/resort-v2; the widget may call it
// too): each room type with a free room for the guests, priced by the pricing engine (one load of
// the prices for all types), and for each type that is not offered the reason in the guest's words:
// the stay rules (with the nearest stays that would work), too many guests for its rooms, nothing
// free, or no price for those nights. A type is never offered without a price.
import { nightsBetween } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import type { Decimal } from "../../core/money";
import { operatorToday } from "../../core/operator";
import type { Locale } from "../../i18n/locale";
import { messageKey } from "../../i18n/message-key";
import { availability } from "../booking/availability";
import { MAX_NIGHTS } from "../booking/plan-booking";
import { offerPricer, type ProbeBuyer } from "./offer-prices";
import { checkStay } from "./stay-check";

export type ResortRoomOffer = { roomTypeId: number; name: string; free: number; total: string; currency: string };

/** A room type left out, and why: message keys (translate with translateMessage). */
export type NotOffered = {
  roomTypeId: number;
  name: string;
  reasons: string[];
  /** stays the rules would allow, when the rules are the reason */
  suggestions: { dateFrom: string; dateTo: string }[];
};

export type ResortOffers = {
  offers: ResortRoomOffer[];
  notOffered: NotOffered[];
  /** a problem with the search itself (a date in the past ...), a message key */
  problem: string | null;
};

export async function resortRoomOffers(
  q: { resortId: number; from: string; to: string; guests: number },
  locale: Locale,
  buyer: ProbeBuyer = {},
  tx: Tx = db(),
): Promise<ResortOffers> {
  const none = (problem: string): ResortOffers => ({ offers: [], notOffered: [], problem });
  const resort = await tx.resort.findUnique({
    where: { id: q.resortId },
    select: { id: true, timezone: true, isActive: true },
  });
  if (!resort || !resort.isActive) return none("validation.unknownReference");
  const today = await operatorToday(resort, tx);
  if (q.from < today) return none("validation.dateInPast");
  const nights = nightsBetween(q.from, q.to);
  if (nights < 1) return none("validation.dateToAfterFrom");
  if (nights > MAX_NIGHTS) return none("validation.stayTooLong");

  const types = await tx.roomType.findMany({
    where: { resortId: resort.id, rooms: { some: { isActive: true, hide: false } } },
    select: { id: true, name: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  const [stay, free] = await Promise.all([
    checkStay(resort.id, { from: q.from, to: q.to, today, roomTypeIds: types.map((t) => t.id) }, locale),
    availability(resort.id, { type: "resort", dateFrom: q.from, dateTo: q.to }, tx),
  ]);
  const rooms = free.rooms.filter((r) => types.some((t) => t.id === r.roomTypeId));
  const pricer = rooms.length
    ? await offerPricer(
        { type: "resort", resortId: resort.id },
        { roomIds: rooms.map((r) => r.id), dateFrom: q.from, dateTo: q.to },
        buyer,
        tx,
      )
    : null;
  const sleeps = (r: (typeof rooms)[number]) => Math.max(r.maxNoOfPax, r.beds.length);
  const offers: ResortRoomOffer[] = [];
  const notOffered: NotOffered[] = [];
  for (const t of types) {
    const mine = rooms.filter((r) => r.roomTypeId === t.id);
    const check = stay.get(t.id)!;
    const most = Math.max(0, ...mine.map(sleeps));
    const fitting = mine.filter((r) => r.available && sleeps(r) >= q.guests);
    const why = (reasons: string[], suggestions: NotOffered["suggestions"] = []) =>
      notOffered.push({ roomTypeId: t.id, name: t.name, reasons, suggestions });
    if (check.issues.length) {
      why(
        check.issues.map((i) => i.message),
        check.suggestions,
      );
      continue;
    }
    if (most < q.guests) {
      why([messageKey("book.why.tooSmall", { n: most })]);
      continue;
    }
    if (!fitting.length || !pricer) {
      why(["book.why.soldOut"]);
      continue;
    }
    const ages = Array.from({ length: q.guests }, () => undefined);
    const priced: { total: Decimal; currency: string } | null = (() => {
      const res = pricer.price({ dateFrom: q.from, dateTo: q.to, rooms: [{ roomId: fitting[0].id, ages }] });
      return res.gaps.length ? null : res;
    })();
    if (!priced) {
      why(["book.why.noPrice"]);
      continue;
    }
    offers.push({
      roomTypeId: t.id,
      name: t.name,
      free: fitting.length,
      total: priced.total.toFixed(2),
      currency: priced.currency,
    });
  }
  return { offers, notOffered, problem: null };
}
