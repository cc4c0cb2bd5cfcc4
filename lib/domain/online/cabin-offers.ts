// What a departure offers a party of guests (/book/online, /book/online-v2): every cabin free
// whole that sleeps them, and the free beds of every shared cabin with enough of them that the
// mixed-gender rule lets them share (a cabin without mixed gender takes one gender per night: the
// party's, given as "women", "men" or "mixed"), each priced by the pricing engine. Every other
// cabin comes with the reason it is not offered, in the guest's words.
import { db, type Tx } from "../../core/db";
import { messageKey } from "../../i18n/message-key";
import { availability } from "../booking/availability";
import { offerPricer, type ProbeBuyer } from "./offer-prices";
import type { Party } from "./search-terms";

const GENDER_OF: Record<Party, "f" | "m" | null> = { women: "f", men: "m", mixed: null };

export type CabinOffer = {
  roomId: number;
  name: string;
  type: string;
  /** single beds of a shared cabin (as many as guests); undefined: the whole cabin */
  beds?: number;
  freeBeds: number;
  /** the known genders already sleeping there (a shared cabin) */
  genders: ("f" | "m")[];
  total: string;
  currency: string;
};

export type CabinNotOffered = { roomId: number; name: string; type: string; reasons: string[] };

export type CabinOffers = { offers: CabinOffer[]; notOffered: CabinNotOffered[] };

/**
 * Whether guests of `party` may take beds of a shared cabin holding `genders`: always where mixed
 * gender is allowed; else only a party of one gender, and only beside guests of that gender.
 */
export function mayShare(c: { allowMixedGender: boolean; genders: readonly string[] }, party: Party | null) {
  if (c.allowMixedGender) return true;
  const g = party ? GENDER_OF[party] : null;
  return g !== null && c.genders.every((x) => x === g || x === "u");
}

/** Why a shared cabin without mixed gender is not for this party: a message key. */
function genderReason(genders: readonly string[], party: Party | null): string {
  const known = [...new Set(genders.filter((g) => g === "f" || g === "m"))];
  if (known.length === 1) return known[0] === "f" ? "book.why.womenOnly" : "book.why.menOnly";
  if (party === "mixed") return "book.why.noMixed";
  return "book.why.sayWho";
}

export async function cabinOffers(
  q: { scheduleId: number; guests: number; party: Party | null },
  buyer: ProbeBuyer = {},
  tx: Tx = db(),
): Promise<CabinOffers> {
  const free = await availability(q.scheduleId, { type: "schedule" }, tx);
  const rooms = free.rooms;
  const pricer = rooms.length
    ? await offerPricer(
        { type: "vessel", vesselId: free.assetId },
        { roomIds: rooms.map((r) => r.id), scheduleIds: [q.scheduleId] },
        buyer,
        tx,
      )
    : null;
  const ages = Array.from({ length: q.guests }, () => undefined);
  const offers: CabinOffer[] = [];
  const notOffered: CabinNotOffered[] = [];
  for (const r of rooms) {
    const base = { roomId: r.id, name: r.name, type: r.roomType ?? "" };
    const why = (...reasons: string[]) => notOffered.push({ ...base, reasons });
    const freeBeds = r.freeBedIds.length;
    const genders = r.genders.filter((g): g is "f" | "m" => g === "f" || g === "m");
    let beds: number | undefined;
    if (r.blocked) {
      why("book.why.closed");
      continue;
    }
    if (r.allowSharedRoom) {
      if (freeBeds === 0) {
        why("book.why.full");
        continue;
      }
      if (freeBeds < q.guests) {
        why(messageKey("book.why.fewBeds", { n: freeBeds }));
        continue;
      }
      if (!mayShare(r, q.party)) {
        why(genderReason(r.genders, q.party));
        continue;
      }
      beds = q.guests;
    } else {
      if (!r.available) {
        why("book.why.taken");
        continue;
      }
      const sleeps = Math.max(r.maxNoOfPax, r.beds.length);
      if (sleeps < q.guests) {
        why(messageKey("book.why.tooSmallCabin", { n: sleeps }));
        continue;
      }
    }
    const res = pricer!.price({
      scheduleId: q.scheduleId,
      rooms: [{ roomId: r.id, ...(beds ? { beds } : {}), ages }],
    });
    if (res.gaps.length) {
      why("book.why.noPrice");
      continue;
    }
    offers.push({ ...base, beds, freeBeds, genders, total: res.total.toFixed(2), currency: res.currency });
  }
  return { offers, notOffered };
}
