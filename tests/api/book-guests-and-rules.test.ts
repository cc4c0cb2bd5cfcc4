// Answers that do not mislead (issue 36, finding 4): a date of birth in the future is a 400 at
// its field (no longer priced as a child), a room of children alone is a 400 naming the adult age
// (the operator's child variant decides it), and a stay the rules refuse names the rule ("minimum
// 3 nights for arrivals from ...", "arrival only on Saturday") with the nearest stays that work.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as price } from "@/app/api/book/booking/price/route";
import { POST as create } from "@/app/api/book/booking/create/route";
import { addCalendarDays, calendarDate } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { resortRoomOffers } from "@/lib/domain/online/resort-offers";
import { seedResort } from "@/prisma/seed/factories";
import { seedPrice, seedOnlineBooking } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string, resortId: number, dblType: number, suiteType: number;
const contact = { firstName: "Anna", lastName: "Muster", email: "anna@example.com" };
const post = (handler: typeof price, body: unknown, lang = "en") =>
  call(handler, { method: "POST", body, headers: { "accept-language": lang } });
const stay = (from: string, to: string, guests: object[], o: Record<string, unknown> = {}) => ({
  type: "resort",
  resortId,
  dateFrom: from,
  dateTo: to,
  rooms: [{ roomTypeId: dblType, guests }],
  contact,
  ...o,
});
const person = (firstName: string, birthday?: string) => ({ firstName, lastName: "Muster", birthday });
/** a birthday `years` before the day */
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

beforeAll(async () => {
  const admin = await seedOnlineBooking();
  today = await operatorToday();
  const r = await seedResort(db(), {
    roomTypes: [
      { name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] },
      // a new room type nobody has priced yet
      { name: "Suite", key: "STE", maxNoOfPax: 4, rooms: [{ name: "201", beds: 4 }] },
    ],
  });
  [resortId, dblType, suiteType] = [r.resort.id, r.rooms[0].roomTypeId, r.rooms[1].roomTypeId];
  // children up to 11 pay half: the operator's adults are 12 and older
  const child = await db().priceVariant.create({
    data: { key: "child", name: "Child", maxAge: 11, adjustType: "percent", adjustValue: "-50" },
  });
  const year = Number(today.slice(0, 4));
  await seedPrice(admin, {
    resortId,
    variantIds: [child.id],
    periods: [{ name: "All", from: `${year}-01-01`, to: `${year + 2}-12-31` }],
    entries: [{ roomTypeId: dblType, per: "person", value: "50" }],
  });
});

describe("the guests' dates of birth", () => {
  it("a date of birth in the future is a 400 at its field, for price and create, not a child's price", async () => {
    const [from, to] = [addCalendarDays(today, 10), addCalendarDays(today, 12)];
    const body = stay(from, to, [person("Anna"), person("Ben", addCalendarDays(today, 1))]);
    for (const handler of [price, create]) {
      const res = await post(handler, body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields).toEqual([
        { path: "rooms.0.guests.1.birthday", message: "A date of birth cannot be in the future" },
      ]);
    }
    expect(await db().booking.count()).toBe(0);
  });

  it("a room of children alone is a 400 naming the operator's adult age; with an adult it is priced", async () => {
    const [from, to] = [addCalendarDays(today, 10), addCalendarDays(today, 12)];
    const infant = person("Mia", addCalendarDays(today, -200));
    const child = person("Tom", yearsBefore(from, 8));
    const alone = await post(price, stay(from, to, [infant, child]));
    expect(alone.status, alone.text).toBe(400);
    expect(alone.body.fields).toEqual([
      { path: "rooms.0.guests", message: "Every room needs at least one guest aged 12 or older" },
    ]);
    const de = await post(create, stay(from, to, [infant, child]), "de");
    expect(de.body.fields[0].message).toBe("In jedem Zimmer muss mindestens ein Gast ab 12 Jahren sein");
    // 12 at arrival is an adult for this operator: the room is priced (2 nights, the child at half)
    const teen = await post(price, stay(from, to, [person("Lea", yearsBefore(from, 12)), child]));
    expect(teen.status, teen.text).toBe(200);
    expect(teen.body.total).toBe("150.00");
  });
});

describe("stay rules in the guest's words", () => {
  it("a stay shorter than the season's minimum names the minimum and the season, and the nearest stays", async () => {
    const [seasonFrom, seasonTo] = [addCalendarDays(today, 30), addCalendarDays(today, 60)];
    await db().stayRule.create({
      data: { resortId, from: calendarDate(seasonFrom), to: calendarDate(seasonTo), minNights: 3 },
    });
    const from = addCalendarDays(today, 40);
    const res = await post(price, stay(from, addCalendarDays(from, 2), [person("Anna")]));
    expect(res.status, res.text).toBe(400);
    expect(res.body.fields).toHaveLength(1);
    expect(res.body.fields[0].path).toBe("dateTo");
    expect(res.body.fields[0].message).toMatch(/^Minimum 3 nights for arrivals from \w+ \d+, \d{4} to \w+ \d+, \d{4}$/);
    expect(res.body.details.suggestions[0]).toEqual({ dateFrom: from, dateTo: addCalendarDays(from, 3) });
    const ok = await post(price, stay(from, addCalendarDays(from, 3), [person("Anna")]));
    expect(ok.status, ok.text).toBe(200);
  });

  it("an arrival on a closed weekday names the arrival days in the guest's language", async () => {
    await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [6] } });
    try {
      // the next Friday at least 70 days away
      let from = addCalendarDays(today, 70);
      while (calendarDate(from).getUTCDay() !== 5) from = addCalendarDays(from, 1);
      const body = stay(from, addCalendarDays(from, 7), [person("Anna")]);
      const en = await post(price, body);
      expect(en.status, en.text).toBe(400);
      expect(en.body.fields).toEqual([{ path: "dateFrom", message: "Arrival only on Saturday" }]);
      expect(en.body.details.suggestions[0]).toEqual({
        dateFrom: addCalendarDays(from, 1),
        dateTo: addCalendarDays(from, 8),
      });
      const de = await post(price, body, "de");
      expect(de.body.fields[0].message).toBe("Anreise nur am Samstag");
    } finally {
      await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [] } });
    }
  });
});

describe("the resort page's offers (/book/resort)", () => {
  it("offer the priced room types and say why the others are not offered", async () => {
    const from = addCalendarDays(today, 100);
    const two = await resortRoomOffers({ resortId, from, to: addCalendarDays(from, 3), guests: 2 }, "en");
    expect(two.offers).toEqual([{ roomTypeId: dblType, name: "Double", free: 1, total: "300.00", currency: "EUR" }]);
    expect(two.notOffered).toEqual([
      { roomTypeId: suiteType, name: "Suite", reasons: ["book.why.noPrice"], suggestions: [] },
    ]);
    const three = await resortRoomOffers({ resortId, from, to: addCalendarDays(from, 3), guests: 3 }, "en");
    expect(three.offers).toEqual([]);
    expect(three.notOffered.find((n) => n.roomTypeId === dblType)?.reasons).toEqual(['book.why.tooSmall|{"n":2}']);
  });

  it("name the stay rule and the nearest stays for a stay the rules refuse", async () => {
    const [seasonFrom, seasonTo] = [addCalendarDays(today, 110), addCalendarDays(today, 130)];
    await db().stayRule.create({
      data: { resortId, from: calendarDate(seasonFrom), to: calendarDate(seasonTo), minNights: 3 },
    });
    const from = addCalendarDays(today, 115);
    const res = await resortRoomOffers({ resortId, from, to: addCalendarDays(from, 2), guests: 2 }, "en");
    expect(res.offers).toEqual([]);
    const dbl = res.notOffered.find((n) => n.roomTypeId === dblType)!;
    expect(dbl.reasons).toEqual([
      `book.stay.minNightsPeriod|${JSON.stringify({ nights: 3, from: seasonFrom, to: seasonTo })}`,
    ]);
    expect(dbl.suggestions[0]).toEqual({ dateFrom: from, dateTo: addCalendarDays(from, 3) });
  });
});
