// Every state action obeys the documented table over HTTP: for each state and each action, a
// booking in that state is sent the action; the answer is 200 exactly when
// lib/domain/booking/state-machine.ts allows it (and the state is then the table's), else 409
// naming the state and the action, and the booking is unchanged. An allowed action gets a fresh
// booking; the refused ones of a state share one, which each refusal must leave as it was (so
// a refusal that wrongly changed it would also fail the next case). The settled flag closes a
// booking but for splitInvoice.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as reserve } from "@/app/api/bookings/[id]/reserve/route";
import { POST as confirm } from "@/app/api/bookings/[id]/confirm/route";
import { POST as wait } from "@/app/api/bookings/[id]/wait/route";
import { POST as cancell } from "@/app/api/bookings/[id]/cancell/route";
import { POST as release } from "@/app/api/bookings/[id]/release/route";
import { POST as del } from "@/app/api/bookings/[id]/delete/route";
import { POST as revert } from "@/app/api/bookings/[id]/revert/route";
import { POST as rebook } from "@/app/api/bookings/[id]/rebook/[schedule]/route";
import { POST as revertRebook } from "@/app/api/bookings/[id]/revertRebook/route";
import { POST as move } from "@/app/api/bookings/[id]/move/[schedule]/route";
import { POST as changeRoom } from "@/app/api/bookings/[id]/changeRoom/route";
import { POST as lockUnlock } from "@/app/api/bookings/[id]/lockUnlockRoom/[roomBooking]/route";
import { POST as splitByCustomer } from "@/app/api/bookings/[id]/splitByCustomer/route";
import { POST as splitInvoice } from "@/app/api/bookings/[id]/splitInvoice/route";
import { POST as checkin } from "@/app/api/bookings/[id]/checkin/route";
import { POST as checkout } from "@/app/api/bookings/[id]/checkout/route";
import { POST as markPaid } from "@/app/api/bookings/[id]/markPaid/route";
import { DELETE as removeRoom } from "@/app/api/bookings/[id]/removeRoom/[roomId]/route";
import { POST as roomGuests } from "@/app/api/bookings/[id]/rooms/[roomId]/customers/route";
import { POST as addRoom } from "@/app/api/bookings/[id]/rooms/route";
import { GET as actionStatesRoute } from "@/app/api/bookings/actionStates/route";
import type { Principal } from "@/lib/auth/principal";
import { addCalendarDays, todayIn } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import en from "@/messages/en.json";
import { createBooking } from "@/lib/domain/booking/create-booking";
import { rebookBooking } from "@/lib/domain/booking/rebook-booking";
import { splitBookingByCustomer } from "@/lib/domain/booking/split-booking";
import { transitionBooking } from "@/lib/domain/booking/transition-booking";
import { loadBookingPage } from "@/lib/page/bookings";
import { ACTIONS, nextState, type BookingAction, type BookingState } from "@/lib/domain/booking/state-machine";
import { seedCustomer, seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

let token: string;
let staff: Principal;
let cabins: number[] = [];
let s1: number, s2: number, s3: number;
/** a departure under way (left two days ago): its bookings can be checked in */
let begun: number;
let c1: number, c2: number;
let next = 0;

beforeAll(async () => {
  const user = await seedUser(db(), { scopes: ["bookings.read", "bookings.create", "bookings.update"] });
  token = await tokenFor(user.id);
  staff = await resolvePrincipal(token);
  const v = await seedVessel(db(), {
    cabinTypes: [
      {
        name: "Single",
        key: "S",
        maxNoOfPax: 1,
        cabins: Array.from({ length: 420 }, (_, i) => ({ name: `S${i}`, beds: 1 })),
      },
    ],
  });
  cabins = v.cabins.map((c) => c.id);
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  s1 = (await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2032-01-01", to: "2032-01-08" })).id;
  s2 = (await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2032-02-01", to: "2032-02-08" })).id;
  s3 = (await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2032-03-01", to: "2032-03-08" })).id;
  const today = todayIn(v.vessel.timezone);
  begun = (
    await seedSchedule(db(), {
      tourId: tour.id,
      vesselId: v.vessel.id,
      from: addCalendarDays(today, -2),
      to: addCalendarDays(today, 5),
    })
  ).id;
  c1 = (await seedCustomer(db())).id;
  c2 = (await seedCustomer(db())).id;
}, 120_000);

const PREVIOUS: Partial<Record<BookingState, BookingState>> = {
  aborted: "confirmed",
  freed: "planned",
  deleted: "draft",
  rebooked: "confirmed",
};

/**
 * A fresh booking (two cabins, two customers) brought into `state` through the use cases, on the
 * departure of 2032 (or on another one: `begun` for a check-in, which opens on the arrival date).
 */
async function bookingIn(state: BookingState, scheduleId = s1): Promise<{ id: number; roomBookingId: number }> {
  const [a, b] = [cabins[next++], cabins[next++]];
  const start: "draft" | "planned" | "confirmed" | "waiting" =
    state === "aborted" || state === "rebooked" || state === "splitted" || state === "resolved"
      ? "confirmed"
      : state === "freed"
        ? "planned"
        : state === "deleted"
          ? "draft"
          : state;
  const view = await createBooking(
    {
      type: "vessel",
      scheduleId,
      customerId: c1,
      state: start,
      rooms: [
        { roomId: a, guests: [c1] },
        { roomId: b, guests: [c2] },
      ],
    },
    staff,
  );
  const id = view.id;
  if (state === "aborted") await transitionBooking({ bookingId: id, action: "cancell" }, staff);
  if (state === "freed") await transitionBooking({ bookingId: id, action: "release", reason: "test" }, staff);
  if (state === "deleted") await transitionBooking({ bookingId: id, action: "delete" }, staff);
  if (state === "rebooked") await rebookBooking({ bookingId: id, scheduleId: s3 }, staff);
  if (state === "splitted") await splitBookingByCustomer({ bookingId: id }, staff);
  // no action leads into the state resolved: such bookings come from an import
  if (state === "resolved") await db().booking.update({ where: { id }, data: { state: "resolved" } });
  const room = await db().bookingRoom.findFirstOrThrow({ where: { bookingId: id }, select: { id: true } });
  return { id, roomBookingId: room.id };
}

/** One booking per state for the refused actions: a refusal changes nothing. */
const refusedIn = new Map<BookingState, ReturnType<typeof bookingIn>>();
function sharedBookingIn(state: BookingState): ReturnType<typeof bookingIn> {
  if (!refusedIn.has(state)) refusedIn.set(state, bookingIn(state));
  return refusedIn.get(state)!;
}
const stateOf = (id: number) =>
  db().booking.findUniqueOrThrow({
    where: { id },
    select: { state: true, bookingNo: true, reservationNo: true, offerNo: true, total: true, updatedAt: true },
  });

type Handler = typeof reserve;
const HTTP: Record<
  Exclude<BookingAction, "expire">,
  (b: { id: number; roomBookingId: number }) => [Handler, Record<string, string>, unknown?]
> = {
  reserve: (b) => [reserve, { id: String(b.id) }],
  confirm: (b) => [confirm, { id: String(b.id) }],
  wait: (b) => [wait, { id: String(b.id) }],
  cancell: (b) => [cancell, { id: String(b.id) }],
  release: (b) => [release, { id: String(b.id) }, { reason: "no longer wanted" }],
  delete: (b) => [del, { id: String(b.id) }],
  revert: (b) => [revert, { id: String(b.id) }],
  rebook: (b) => [rebook, { id: String(b.id), schedule: String(s2) }],
  revertRebook: (b) => [revertRebook, { id: String(b.id) }],
  move: (b) => [move, { id: String(b.id), schedule: String(s3) }],
  moveCabin: (b) => [
    changeRoom,
    { id: String(b.id) },
    { bookingRoomId: b.roomBookingId, roomId: cabins[419 - (next % 40)] },
  ],
  lockUnlockRoom: (b) => [lockUnlock, { id: String(b.id), roomBooking: String(b.roomBookingId) }],
  splitByCustomer: (b) => [splitByCustomer, { id: String(b.id) }],
  splitInvoice: (b) => [splitInvoice, { id: String(b.id) }],
  checkin: (b) => [checkin, { id: String(b.id) }],
  checkout: (b) => [checkout, { id: String(b.id) }],
  markPaid: (b) => [markPaid, { id: String(b.id) }],
};

const STATES: BookingState[] = [
  "draft",
  "planned",
  "confirmed",
  "waiting",
  "aborted",
  "freed",
  "deleted",
  "rebooked",
  "splitted",
  "resolved",
];
const CASES = STATES.flatMap((state) =>
  ACTIONS.filter((a): a is Exclude<BookingAction, "expire"> => a !== "expire").map((action) => ({ state, action })),
);

describe("every state action over HTTP obeys the table", () => {
  it("GET actionStates answers the table", async () => {
    const res = await call(actionStatesRoute, { token });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      action: "cancell",
      from: ["draft", "planned", "confirmed", "waiting"],
      to: "aborted",
    });
  });

  it.each(CASES)("$action from $state", async ({ state, action }) => {
    const expected = nextState(state, action, {
      previousState: PREVIOUS[state],
      numbers: ["offerNo", "reservationNo", "bookingNo"],
    });
    // a check-in needs a stay that has begun (the table's facts leave the dates out)
    const b = expected.ok ? await bookingIn(state, action === "checkin" ? begun : s1) : await sharedBookingIn(state);
    const unchanged = expected.ok ? null : await stateOf(b.id);
    const [handler, params, body] = HTTP[action](b);
    const res = await call(handler, { method: "POST", token, params, body, headers: { "accept-language": "en" } });
    if (expected.ok) {
      expect(res.status, res.text).toBe(200);
      const after = await db().booking.findUniqueOrThrow({ where: { id: b.id }, select: { state: true } });
      expect(after.state).toBe(expected.to);
    } else {
      expect(res.status, res.text).toBe(409);
      // the message names the action and the state as the booking page does; details by their names
      const label = (en.bookingPages.actions as Record<string, string>)[action];
      expect(label, `a label for ${action}`).toBeTruthy();
      expect(res.body.message).toContain(`"${label}"`);
      expect(res.body.message).toContain(`"${en.bookingStates[state as keyof typeof en.bookingStates]}"`);
      expect(res.body.details).toMatchObject({ state, action });
      expect(await stateOf(b.id)).toEqual(unchanged);
    }
  });

  it("a revert keeps the days the booking had: the cancellation's and the booking date", async () => {
    const b = await bookingIn("confirmed");
    const params = { id: String(b.id) };
    const dates = () =>
      db().booking.findUniqueOrThrow({ where: { id: b.id }, select: { bookingDate: true, cancelationDate: true } });
    const booked = (await dates()).bookingDate;
    expect((await call(cancell, { method: "POST", token, params })).status).toBe(200);
    const cancelled = (await dates()).cancelationDate;
    expect(cancelled).toBeInstanceOf(Date);
    expect((await call(del, { method: "POST", token, params })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    // deleted -> aborted: cancelled on the same day as before
    expect((await call(revert, { method: "POST", token, params })).status).toBe(200);
    expect((await dates()).cancelationDate).toEqual(cancelled);
    // aborted -> confirmed: booked on the same day as before
    expect((await call(revert, { method: "POST", token, params })).status).toBe(200);
    expect((await dates()).bookingDate).toEqual(booked);
  });

  it("a refusal in German names the action and the state in German", async () => {
    const b = await bookingIn("confirmed");
    const res = await call(wait, {
      method: "POST",
      token,
      params: { id: String(b.id) },
      headers: { "accept-language": "de" },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe(
      "Die Aktion „Auf die Warteliste“ ist für eine Buchung im Status „Bestätigt“ nicht möglich.",
    );
    expect(res.body.details).toMatchObject({ state: "confirmed", action: "wait" });
  });

  it("a rebook taken back removes the successor for good: it cannot be brought back beside its predecessor", async () => {
    const b = await bookingIn("planned");
    const moved = await call(rebook, { method: "POST", token, params: { id: String(b.id), schedule: String(s2) } });
    expect(moved.status, moved.text).toBe(200);
    const successor = await db().booking.findFirstOrThrow({ where: { rebookedFromId: b.id } });
    const back = await call(revertRebook, { method: "POST", token, params: { id: String(b.id) } });
    expect(back.status, back.text).toBe(200);
    expect(await stateOf(b.id)).toMatchObject({ state: "planned" });
    expect(await stateOf(successor.id)).toMatchObject({ state: "deleted" });
    const revived = await call(revert, { method: "POST", token, params: { id: String(successor.id) } });
    expect(revived.status, revived.text).toBe(409);
    expect(revived.body.details).toMatchObject({ reason: "PREVIOUS_STATE_UNKNOWN", state: "deleted" });
    expect(await stateOf(successor.id)).toMatchObject({ state: "deleted" });
  });

  it("a rebook is not taken back once the successor's guests have checked in: the refusal names the successor", async () => {
    const b = await bookingIn("confirmed");
    // rebooked onto a departure under way, whose guests can check in
    const moved = await call(rebook, { method: "POST", token, params: { id: String(b.id), schedule: String(begun) } });
    expect(moved.status, moved.text).toBe(200);
    const successor = await db().booking.findFirstOrThrow({ where: { rebookedFromId: b.id } });
    const arrived = await call(checkin, { method: "POST", token, params: { id: String(successor.id) } });
    expect(arrived.status, arrived.text).toBe(200);
    const back = await call(revertRebook, {
      method: "POST",
      token,
      params: { id: String(b.id) },
      headers: { "accept-language": "en" },
    });
    expect(back.status).toBe(409);
    expect(back.body.details).toMatchObject({
      reason: "CHECKED_IN",
      state: "rebooked",
      action: "revertRebook",
      successor: { id: successor.id, state: successor.state },
    });
    expect(back.body.message).toContain(successor.bookingNo ?? successor.reservationNo ?? String(successor.id));
    expect(await stateOf(b.id)).toMatchObject({ state: "rebooked" });
  });

  it("settles through checkin, checkout and markPaid; then only splitInvoice is left", async () => {
    const b = await bookingIn("confirmed", begun);
    const go = async (h: Handler, expectStatus = 200) => {
      const res = await call(h, { method: "POST", token, params: { id: String(b.id) } });
      expect(res.status, res.text).toBe(expectStatus);
      return res.body;
    };
    await go(checkin);
    await go(checkin, 409);
    await go(checkout);
    // the guests have left: who stayed where and when is history, nothing of it changes
    const version = (await db().booking.findUniqueOrThrow({ where: { id: b.id } })).version;
    const stay = { id: String(b.id), roomId: String(b.roomBookingId) };
    const de = { "accept-language": "de" };
    const refused = [
      await call(removeRoom, { method: "DELETE", token, headers: de, params: stay }),
      await call(roomGuests, { method: "POST", token, headers: de, params: stay, body: { guests: [c2] } }),
      await call(addRoom, {
        method: "POST",
        token,
        headers: de,
        params: { id: String(b.id) },
        body: { roomId: cabins[next++] },
      }),
    ];
    expect(refused.map((r) => [r.status, r.body.details?.reason])).toEqual(refused.map(() => [409, "CHECKED_OUT"]));
    expect(refused[0].body.message).toBe(
      "Die Aktion „Zimmer entfernt“ ist für eine Buchung im Status „Bestätigt“ nicht möglich: die Gäste sind ausgecheckt.",
    );
    expect(refused[1].body.message).toContain("„Gäste eines Zimmers geändert“");
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).version).toBe(version);
    const settled = await go(markPaid);
    expect(settled).toMatchObject({ state: "confirmed", resolved: true });
    await go(cancell, 409);
    await go(splitInvoice);
  });
});

describe("check-in opens on the arrival date; before it, it asks for a reason", () => {
  it("refuses a check-in before the arrival date with 409 naming the date in the user's language, and changes nothing", async () => {
    const b = await bookingIn("confirmed");
    const before = await stateOf(b.id);
    const params = { id: String(b.id) };
    const en = await call(checkin, { method: "POST", token, params, headers: { "accept-language": "en" } });
    expect(en.status, en.text).toBe(409);
    expect(en.body.message).toBe("The guests arrive on Jan 1, 2032. To check them in early, confirm with a reason.");
    expect(en.body.details).toMatchObject({
      reason: "BEFORE_ARRIVAL",
      state: "confirmed",
      action: "checkin",
      arrival: "2032-01-01",
      confirmable: true,
    });
    const de = await call(checkin, { method: "POST", token, params, headers: { "accept-language": "de" } });
    expect(de.status, de.text).toBe(409);
    expect(de.body.message).toBe(
      "Die Gäste reisen am 01.01.2032 an. Für einen früheren Check-in bestätigen Sie bitte mit einem Grund.",
    );
    expect(await stateOf(b.id)).toEqual(before);
    const row = await db().booking.findUniqueOrThrow({ where: { id: b.id }, select: { checkedInAt: true } });
    expect(row.checkedInAt).toBeNull();
    expect(await db().bookingRoom.count({ where: { bookingId: b.id, checkedInAt: { not: null } } })).toBe(0);
    // the booking page offers the check-in (its button asks for the reason), as it does once the stay has begun
    expect((await loadBookingPage(staff, b.id)).actions).toContain("checkin");
    expect((await loadBookingPage(staff, (await bookingIn("confirmed", begun)).id)).actions).toContain("checkin");
    // confirmed with a reason, the guests check in early
    const early = await call(checkin, {
      method: "POST",
      token,
      params,
      body: { confirm: true, reason: "Arrived by yacht" },
    });
    expect(early.status, early.text).toBe(200);
    expect(early.body.checkedInAt).toEqual(expect.any(String));
  });

  it("compares the arrival with today where the property is (its time zone), not where the operator is", async () => {
    // UTC+14 and UTC-11: at every moment Kiritimati's date is at least a day after Pago Pago's
    const departure = async (timezone: string, from: string) => {
      const v = await seedVessel(db(), {
        cabinTypes: [{ name: "Single", key: "S", maxNoOfPax: 1, cabins: [{ name: "K1", beds: 1 }] }],
      });
      await db().vessel.update({ where: { id: v.vessel.id }, data: { timezone } });
      const tour = await seedTour(db(), { vesselId: v.vessel.id });
      const schedule = await seedSchedule(db(), {
        tourId: tour.id,
        vesselId: v.vessel.id,
        from,
        to: addCalendarDays(from, 7),
      });
      const made = await createBooking(
        {
          type: "vessel",
          scheduleId: schedule.id,
          customerId: c1,
          state: "confirmed",
          rooms: [{ roomId: v.cabins[0].id, guests: [c1] }],
        },
        staff,
      );
      return call(checkin, {
        method: "POST",
        token,
        params: { id: String(made.id) },
        headers: { "accept-language": "en" },
      });
    };
    const arrival = todayIn("Pacific/Kiritimati");
    // the arrival is today where the vessel is: the guests check in
    const there = await departure("Pacific/Kiritimati", arrival);
    expect(there.status, there.text).toBe(200);
    expect(there.body.checkedInAt).toEqual(expect.any(String));
    // the same date is still tomorrow (or later) where this vessel is: refused
    const notYet = await departure("Pacific/Pago_Pago", arrival);
    expect(notYet.status, notYet.text).toBe(409);
    expect(notYet.body.details).toMatchObject({ reason: "BEFORE_ARRIVAL", arrival });
  });
});
