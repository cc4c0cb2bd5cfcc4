// From a guest's request (a room type, a room or some beds, for dates or a departure) to concrete
// rooms and beds the booking engine can take, with the 400s a guest can act on (past dates, closed
// arrival days, too few nights with the nearest stays that work, more guests than beds, unknown
// rooms, a date of birth in the future, a room without an adult) and a 409 when nothing fitting
// is free any more. With `lock`, the candidate rooms are locked first (in id order, as the engine
// does), so two guests racing for the last bed are served one after the other.
import { calendarDate, isoDate, nightsBetween } from "../../core/dates";
import type { Tx } from "../../core/db";
import { AppError, type FieldIssue } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { occupancy } from "../booking/availability";
import { lockRooms } from "../booking/inventory";
import { MAX_NIGHTS } from "../booking/plan-booking";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locale";
import { readGroup } from "../settings/group-settings";
import { adultAgeOf, guestIssues } from "./guest-rules";
import { checkStay } from "./stay-check";
import type { OnlinePriceData } from "./schemas";

/** The operator's online-booking rules; the stay rules themselves are the resort's (issue 9). */
export type StayRules = { holdMinutes: number };

export async function stayRules(): Promise<StayRules> {
  const g = await readGroup("booking");
  return { holdMinutes: Number(g.holdMinutes ?? 10) };
}

/**
 * Arrival on `from` and departure on `to` under the resort's stay rules (allowed weekdays and
 * dates, closed to arrival/departure, stop sell, min/max nights), per room type asked for: a
 * refusal names dateFrom or dateTo with the rule in the guest's words, and details name the
 * nearest stays that would work (stay-check.ts).
 */
async function stayRuleError(
  resortId: number,
  ask: { from: string; to: string; today: string; roomTypeIds: (number | null)[] },
  locale: Locale,
) {
  const checks = [...(await checkStay(resortId, ask, locale)).values()];
  const issues: FieldIssue[] = [];
  for (const c of checks)
    for (const i of c.issues) if (!issues.some((x) => x.path === i.path && x.message === i.message)) issues.push(i);
  if (!issues.length) return null;
  const suggestions = checks.find((c) => c.issues.length)!.suggestions;
  return new AppError("VALIDATION_ERROR", undefined, { fields: issues, details: { suggestions } });
}

export type ResolvedRoom = {
  roomId: number;
  roomName: string;
  roomTypeId: number;
  roomTypeName: string;
  /** single beds of a shared cabin; undefined: the whole room */
  bedIds?: number[];
  guests: OnlinePriceData["rooms"][number]["guests"];
};

export type ResolvedRequest = {
  type: "resort" | "vessel";
  resortId: number | null;
  scheduleId: number | null;
  vesselId: number | null;
  dateFrom: string;
  dateTo: string;
  rooms: ResolvedRoom[];
};

const invalid = (fields: FieldIssue[]) => new AppError("VALIDATION_ERROR", undefined, { fields });
const one = (path: string, message: string) => invalid([{ path, message }]);

/** What the request books as a booking takes it: the departure, or the resort with its dates. */
export const bookedStay = (r: ResolvedRequest) => ({
  type: r.type,
  scheduleId: r.scheduleId ?? undefined,
  resortId: r.resortId ?? undefined,
  dateFrom: r.type === "resort" ? r.dateFrom : undefined,
  dateTo: r.type === "resort" ? r.dateTo : undefined,
});

type Candidate = {
  id: number;
  name: string;
  roomTypeId: number;
  roomType: { name: string; maxNoOfPax: number };
  maxNoOfPax: number;
  allowSharedRoom: boolean;
  allowMixedGender: boolean;
  beds: { id: number }[];
};

/** The asset, dates and rules of the request: the 400s that need no inventory. */
async function frame(tx: Tx, d: OnlinePriceData, locale: Locale) {
  if (d.type === "resort") {
    if (d.resortId === undefined) throw one("resortId", "validation.required");
    const resort = await tx.resort.findUnique({
      where: { id: d.resortId },
      select: { id: true, timezone: true, isActive: true },
    });
    if (!resort || !resort.isActive) throw one("resortId", "validation.unknownReference");
    const issues: FieldIssue[] = [];
    if (!d.dateFrom) issues.push({ path: "dateFrom", message: "validation.required" });
    if (!d.dateTo) issues.push({ path: "dateTo", message: "validation.required" });
    if (issues.length) throw invalid(issues);
    const today = await operatorToday(resort, tx);
    const [from, to] = [d.dateFrom!, d.dateTo!];
    if (from < today) issues.push({ path: "dateFrom", message: "validation.dateInPast" });
    const nights = nightsBetween(from, to);
    if (nights < 1) issues.push({ path: "dateTo", message: "validation.dateToAfterFrom" });
    else if (nights > MAX_NIGHTS) issues.push({ path: "dateTo", message: "validation.stayTooLong" });
    if (issues.length) throw invalid(issues);
    // the resort's stay rules (issue 9's pure evaluation), per room type asked for
    const refused = await stayRuleError(
      resort.id,
      { from, to, today, roomTypeIds: d.rooms.map((r) => r.roomTypeId ?? null) },
      locale,
    );
    if (refused) throw refused;
    return { resortId: resort.id, scheduleId: null, vesselId: null, from, to, today };
  }
  if (d.scheduleId === undefined) throw one("scheduleId", "validation.required");
  const s = await tx.schedule.findUnique({
    where: { id: d.scheduleId },
    select: { id: true, vesselId: true, from: true, to: true, status: true, vessel: { select: { timezone: true } } },
  });
  if (!s) throw one("scheduleId", "validation.unknownReference");
  if (s.status !== "active") throw one("scheduleId", "validation.departureClosed");
  const today = await operatorToday(s.vessel, tx);
  if (isoDate(s.from) < today) throw one("scheduleId", "validation.departurePast");
  return { resortId: null, scheduleId: s.id, vesselId: s.vesselId, from: isoDate(s.from), to: isoDate(s.to), today };
}

/** The request's rooms as concrete rooms and beds (see the file comment). */
export async function resolveRequest(
  tx: Tx,
  d: OnlinePriceData,
  o: { lock?: boolean; excludeBookingIds?: number[]; locale?: Locale } = {},
): Promise<ResolvedRequest> {
  const f = await frame(tx, d, o.locale ?? d.language ?? DEFAULT_LOCALE);
  // who the guests are: no date of birth in the future, an adult in every room
  const oldestChild = await tx.priceVariant.aggregate({ _max: { maxAge: true } });
  const guests = guestIssues(d.rooms, {
    arrival: f.from,
    today: f.today,
    adultAge: adultAgeOf(oldestChild._max.maxAge),
  });
  if (guests.length) throw invalid(guests);
  const candidates = await tx.room.findMany({
    where: {
      ...(f.resortId !== null ? { resortId: f.resortId } : { vesselId: f.vesselId! }),
      isActive: true,
      hide: false,
    },
    select: {
      id: true,
      name: true,
      roomTypeId: true,
      roomType: { select: { name: true, maxNoOfPax: true } },
      maxNoOfPax: true,
      allowSharedRoom: true,
      allowMixedGender: true,
      beds: { where: { active: true }, select: { id: true }, orderBy: [{ sort: "asc" }, { id: "asc" }] },
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });

  // 400s first: what the request names must exist and fit
  const issues: FieldIssue[] = [];
  const wanted = d.rooms.map((r, i) => {
    const path = `rooms.${i}`;
    let pool: Candidate[] = [];
    if (r.roomId !== undefined) {
      const room = candidates.find((c) => c.id === r.roomId);
      if (!room) issues.push({ path: `${path}.roomId`, message: "validation.unknownReference" });
      else pool = [room];
    } else {
      pool = candidates.filter((c) => c.roomTypeId === r.roomTypeId);
      if (!pool.length) issues.push({ path: `${path}.roomTypeId`, message: "validation.unknownReference" });
    }
    const beds = r.beds === undefined ? undefined : typeof r.beds === "number" ? r.beds : r.beds.length;
    if (beds !== undefined) {
      pool = pool.filter((c) => c.allowSharedRoom);
      if (r.roomId !== undefined && !pool.length && issues.every((x) => !x.path.startsWith(path)))
        issues.push({ path: `${path}.beds`, message: "validation.notShared" });
      if (Array.isArray(r.beds) && pool[0] && r.beds.some((b) => !pool[0].beds.some((x) => x.id === b)))
        issues.push({ path: `${path}.beds`, message: "validation.bedNotInRoom" });
      if (r.guests.length > beds) issues.push({ path: `${path}.guests`, message: "validation.tooManyGuests" });
      // beside strangers who are of one gender only, a guest's gender must be known
      if (pool.length && pool.every((c) => !c.allowMixedGender))
        r.guests.forEach((g, j) => {
          if (g.gender !== "f" && g.gender !== "m")
            issues.push({ path: `${path}.guests.${j}.gender`, message: "validation.genderShared" });
        });
    } else if (pool.length) {
      const most = Math.max(...pool.map((c) => Math.max(c.maxNoOfPax, c.beds.length)));
      if (r.guests.length > most) issues.push({ path: `${path}.guests`, message: "validation.tooManyGuests" });
    }
    return { r, pool, beds };
  });
  if (issues.length) throw invalid(issues);

  // then inventory, under the rooms' locks
  const ids = [...new Set(wanted.flatMap((w) => w.pool.map((c) => c.id)))];
  if (o.lock) await lockRooms(tx, ids);
  const occ = await occupancy(tx, ids, calendarDate(f.from), calendarDate(f.to), o.excludeBookingIds ?? []);
  const takenHere = new Set<number>();
  const bedsHere = new Set<number>();
  const gendersHere = new Map<number, string[]>();
  const rooms = wanted.map(({ r, pool, beds }): ResolvedRoom => {
    const base = (c: Candidate) => ({
      roomId: c.id,
      roomName: c.name,
      roomTypeId: c.roomTypeId,
      roomTypeName: c.roomType.name,
      guests: r.guests,
    });
    if (beds === undefined) {
      const room = pool.find((c) => {
        const x = occ.get(c.id)!;
        return (
          !takenHere.has(c.id) &&
          !x.wholeTaken &&
          x.takenBeds.size === 0 &&
          ![...bedsHere].some((b) => c.beds.some((y) => y.id === b)) &&
          Math.max(c.maxNoOfPax, c.beds.length) >= r.guests.length
        );
      });
      if (!room) throw soldOut(pool[0], f.from, f.to);
      takenHere.add(room.id);
      return base(room);
    }
    let genderBlocked: Candidate | null = null;
    for (const c of pool) {
      const x = occ.get(c.id)!;
      if (takenHere.has(c.id) || x.wholeTaken) continue;
      const free = c.beds.filter((b) => !x.takenBeds.has(b.id) && !bedsHere.has(b.id)).map((b) => b.id);
      const pick = Array.isArray(r.beds)
        ? r.beds.every((b) => free.includes(b))
          ? r.beds
          : null
        : free.slice(0, beds);
      if (!pick || pick.length < beds) continue;
      // the mixed-gender rule (the engine checks it again under the same locks): one gender per
      // cabin and night, counting this request's other rooms in the cabin too
      const sharing = [...x.genders, ...(gendersHere.get(c.id) ?? [])];
      if (!c.allowMixedGender && !oneGender(sharing, r.guests)) {
        genderBlocked ??= c;
        continue;
      }
      for (const b of pick) bedsHere.add(b);
      gendersHere.set(c.id, [...(gendersHere.get(c.id) ?? []), ...r.guests.map((g) => g.gender ?? "u")]);
      return { ...base(c), bedIds: pick };
    }
    if (genderBlocked)
      throw new AppError("CONFLICT", "errors.GENDER_MIXED", {
        values: { room: genderBlocked.name, from: f.from, to: f.to },
        details: { reason: "GENDER", roomId: genderBlocked.id, room: genderBlocked.name },
      });
    throw soldOut(pool[0], f.from, f.to, true);
  });
  return {
    type: d.type,
    resortId: f.resortId,
    scheduleId: f.scheduleId,
    vesselId: f.vesselId,
    dateFrom: f.from,
    dateTo: f.to,
    rooms,
  };
}

/** Whether guests of these genders may share a cabin without mixed gender: all known, all one. */
function oneGender(present: readonly string[], guests: readonly { gender?: string | null }[]) {
  if (guests.some((g) => g.gender !== "f" && g.gender !== "m")) return false;
  return new Set([...present, ...guests.map((g) => g.gender!)].filter((g) => g !== "u")).size <= 1;
}

/** 409 in words a guest understands: what is gone, for which dates. */
function soldOut(c: Candidate, from: string, to: string, beds = false) {
  return new AppError("CONFLICT", beds ? "errors.SOLD_OUT_beds" : "errors.SOLD_OUT", {
    values: { what: c.roomType.name, from, to },
    details: { reason: "SOLD_OUT", roomTypeId: c.roomTypeId },
  });
}
