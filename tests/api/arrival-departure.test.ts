// GET /api/arrivaldeparture/date/{resort}/{from}/{to} and the stay rules behind it
// (/api/arrivaldeparture): weekdays, periods, min/max nights, closed to arrival or departure,
// stop-sell per period and room type; bad dates, unknown resorts, no resort, missing scopes.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as lookup } from "@/app/api/arrivaldeparture/date/[resort]/[from]/[to]/route";
import { GET as withoutResort } from "@/app/api/arrivaldeparture/date/[resort]/[from]/route";
import { GET as occupancy } from "@/app/api/rooms/occupancy/route";
import { POST as create } from "@/app/api/[resource]/route";
import { GET as get } from "@/app/api/[resource]/[id]/route";
import { db } from "@/lib/core/db";
import { seedResort, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";
import { apiUpdate } from "../helpers/resource-calls";

let admin: string;
let reader: string;
let resortId: number;
let otherResortType: number;
let roomTypeId: number;

const ask = (
  resort: string | number,
  from: string,
  to: string,
  o: { token?: string; query?: Record<string, string> } = {},
) =>
  call(lookup, {
    token: "token" in o ? o.token : admin,
    params: { resort: String(resort), from, to },
    query: o.query,
    headers: { "accept-language": "en" },
  });

const rule = (body: Record<string, unknown>) =>
  call(create, { method: "POST", token: admin, params: { resource: "arrivaldeparture" }, body: { resortId, ...body } });

/** An update of the stay rule `id`, answered in English. */
const editRule = (id: number) => (body: Record<string, unknown>) =>
  apiUpdate(admin, "arrivaldeparture", id, body, "en");

beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  reader = await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id);
  const { resort } = await seedResort(db(), { name: "Stay Rules Resort" });
  resortId = resort.id;
  roomTypeId = (await db().roomType.findFirstOrThrow({ where: { resortId } })).id;
  otherResortType = (await db().roomType.findFirstOrThrow({ where: { resortId: (await seedResort(db())).resort.id } }))
    .id;
});

describe("GET /api/arrivaldeparture/date/{resort}/{from}/{to}", () => {
  it("answers every day of the range; without rules every day is open and the weekend is Saturday and Sunday", async () => {
    // 2027-03-01 is a Monday
    const res = await ask(resortId, "2027-03-01", "2027-03-07");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body.map((d: { date: string }) => d.date)).toEqual([
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-06",
      "2027-03-07",
    ]);
    expect(res.body.map((d: { weekend: boolean }) => d.weekend)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    for (const day of res.body) {
      expect(day.arrival).toEqual({ allowed: true, reasons: [] });
      expect(day.departure).toEqual({ allowed: true, reasons: [] });
      expect(day).toMatchObject({ minNights: 1, maxNights: null, stopSell: false });
    }
  });

  it("RESORT_NOT_FOUND for a missing resort (404), also for an id that cannot exist", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const res = await ask(id, "2027-03-01", "2027-03-07");
      expect(res.status, id).toBe(404);
      expect(res.body.description).toBe("RESORT_NOT_FOUND");
      expect(res.body.message).toBe("The resort was not found.");
    }
    const de = await call(lookup, {
      token: admin,
      params: { resort: "999999", from: "2027-03-01", to: "2027-03-02" },
      headers: { "accept-language": "de" },
    });
    expect(de.body.message).toBe("Das Resort wurde nicht gefunden.");
  });

  it("400 naming the field for a bad or reversed date", async () => {
    const cases: [string, string, string][] = [
      ["2027-3-01", "2027-03-07", "from"],
      ["2027-03-01", "07.03.2027", "to"],
      ["2027-02-30", "2027-03-07", "from"],
      ["2027-03-07", "2027-03-01", "to"],
    ];
    for (const [from, to, field] of cases) {
      const res = await ask(resortId, from, to);
      expect(res.status, `${from} ${to}`).toBe(400);
      expect(res.body.error).toBe("ValidationError");
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const long = await ask(resortId, "2027-01-01", "2028-12-31");
    expect(long.status).toBe(400);
  });

  it("400 for a date beyond the year 2999 (the day after 9999-12-31 cannot be read back), naming the fields", async () => {
    const far = await ask(resortId, "9999-12-31", "9999-12-31");
    expect(far.status).toBe(400);
    expect(far.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "from", message: "Only years 1900 to 2999" }),
        expect.objectContaining({ path: "to", message: "Only years 1900 to 2999" }),
      ]),
    );
    const arrival = await ask(resortId, "2027-03-01", "2027-03-07", { query: { arrival: "9999-12-31" } });
    expect(arrival.status).toBe(400);
    expect(arrival.body.fields[0].path).toBe("arrival");
  });

  it("without a resort (/date/{from}/{to}) answers the JSON error RESORT_NOT_FOUND (404), after the login", async () => {
    const open = (token?: string) =>
      call(withoutResort, {
        token,
        params: { resort: "2029-08-05", from: "2029-08-06" },
        headers: { "accept-language": "en" },
      });
    const res = await open(reader);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body).toMatchObject({
      description: "RESORT_NOT_FOUND",
      message: "The resort was not found.",
      statusCode: 404,
    });
    expect((await open()).status).toBe(401);
  });

  it("400 naming roomTypeId for a room type of another resort or one that does not exist", async () => {
    for (const id of [otherResortType, 999999]) {
      const res = await ask(resortId, "2027-03-01", "2027-03-02", { query: { roomTypeId: String(id) } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject([
        { path: "roomTypeId", message: "This room type belongs to another resort or vessel" },
      ]);
    }
    const own = await ask(resortId, "2027-03-01", "2027-03-02", { query: { roomTypeId: String(roomTypeId) } });
    expect(own.status).toBe(200);
  });

  it("needs a login; the resort feature's lookup is open to every logged-in user", async () => {
    expect((await ask(resortId, "2027-03-01", "2027-03-02", { token: undefined })).status).toBe(401);
    expect((await ask(resortId, "2027-03-01", "2027-03-02", { token: reader })).status).toBe(200);
  });

  it("applies the resort's weekdays, then a period's weekdays, dates, min/max nights, closed days and stop-sell", async () => {
    await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [6], departureWeekdays: [6] } });
    const week = await ask(resortId, "2027-04-05", "2027-04-11");
    const saturday = week.body.find((d: { date: string }) => d.date === "2027-04-10");
    expect(saturday.arrival.allowed).toBe(true);
    // with configured weekdays the weekend marks the changeover day
    expect(week.body.filter((d: { weekend: boolean }) => d.weekend).map((d: { date: string }) => d.date)).toEqual([
      "2027-04-10",
    ]);
    const monday = week.body[0];
    expect(monday.arrival).toMatchObject({
      allowed: false,
      reasons: [{ code: "ARRIVAL_WEEKDAY", ruleId: null, message: "No arrivals on this weekday" }],
    });
    expect(monday.departure.reasons[0].code).toBe("DEPARTURE_WEEKDAY");
    await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [], departureWeekdays: [] } });

    const period = await rule({
      name: "Summer",
      from: "2027-07-01",
      to: "2027-07-31",
      minNights: 5,
      maxNights: 14,
      closedToDeparture: true,
    });
    expect(period.status, JSON.stringify(period.body)).toBe(201);
    const stop = await rule({ from: "2027-07-10", to: "2027-07-11", stopSell: true, roomTypeId });
    expect(stop.status).toBe(201);
    const dates = await rule({ from: "2027-08-01", to: "2027-08-31", arrivalDates: ["2027-08-07", "2027-08-14"] });
    expect(dates.status).toBe(201);

    const july = await ask(resortId, "2027-07-09", "2027-07-12");
    expect(july.body[0]).toMatchObject({ minNights: 5, maxNights: 14, stopSell: false });
    expect(july.body[0].departure.reasons).toEqual([
      { code: "CLOSED_TO_DEPARTURE", ruleId: period.body.id, message: "Closed to departure" },
    ]);
    // stop-sell only for the room type it names
    expect(july.body[1].stopSell).toBe(false);
    const typed = await ask(resortId, "2027-07-09", "2027-07-12", { query: { roomTypeId: String(roomTypeId) } });
    expect(typed.body[1]).toMatchObject({ stopSell: true, arrival: { allowed: false } });
    expect(typed.body[1].arrival.reasons.map((r: { code: string }) => r.code)).toContain("STOP_SELL");

    const august = await ask(resortId, "2027-08-06", "2027-08-08");
    expect(august.body.map((d: { arrival: { allowed: boolean } }) => d.arrival.allowed)).toEqual([false, true, false]);
    expect(august.body[0].arrival.reasons[0].code).toBe("ARRIVAL_DATE");
  });

  it("with an arrival day checks each departure against the stay's nights and stop-sell nights", async () => {
    const res = await ask(resortId, "2027-07-02", "2027-07-20", {
      query: { arrival: "2027-07-01", roomTypeId: String(roomTypeId) },
    });
    const byDate = Object.fromEntries(res.body.map((d: { date: string }) => [d.date, d]));
    // closed to departure all July, and at least five nights
    const codes = (d: string) => byDate[d].departure.reasons.map((r: { code: string }) => r.code);
    expect(codes("2027-07-03")).toEqual(expect.arrayContaining(["CLOSED_TO_DEPARTURE", "MIN_NIGHTS"]));
    expect(codes("2027-07-06")).not.toContain("MIN_NIGHTS");
    // a stay over the stop-sold 10 July is refused
    expect(codes("2027-07-12")).toContain("STOP_SELL");
    const outside = await ask(resortId, "2027-06-20", "2027-06-22", { query: { arrival: "2027-06-21" } });
    expect(outside.body[0].departure.reasons.map((r: { code: string }) => r.code)).toEqual(["BEFORE_ARRIVAL"]);
    expect(outside.body[2].departure.allowed).toBe(true);
  });
});

describe("the occupancy grid draws the stay rules (GET /api/rooms/occupancy)", () => {
  const grid = (resort: number, from: string, to: string, query: Record<string, string> = {}) =>
    call(occupancy, { token: reader, query: { from, to, resortId: String(resort), ...query } });

  it("lists, per resort and room type in view, the restricted nights with what they refuse", async () => {
    // the July rules above: 5 to 14 nights and closed to departure all month, stop-sell 10-11 July for the type
    const res = await grid(resortId, "2027-06-29", "2027-07-12");
    expect(res.status).toBe(200);
    expect(res.body.stays).toHaveLength(1);
    const [stays] = res.body.stays;
    expect(stays).toMatchObject({ resortId, roomTypeId });
    const byDate = Object.fromEntries(stays.days.map((d: { date: string }) => [d.date, d]));
    // June is free of rules: its nights are left out
    expect(Object.keys(byDate)).toEqual([
      "2027-07-01",
      "2027-07-02",
      "2027-07-03",
      "2027-07-04",
      "2027-07-05",
      "2027-07-06",
      "2027-07-07",
      "2027-07-08",
      "2027-07-09",
      "2027-07-10",
      "2027-07-11",
    ]);
    expect(byDate["2027-07-01"]).toMatchObject({
      minNights: 5,
      maxNights: 14,
      stopSell: false,
      arrival: { allowed: true, reasons: [] },
      departure: { allowed: false, reasons: [{ code: "CLOSED_TO_DEPARTURE", ruleId: expect.any(Number) }] },
    });
    expect(byDate["2027-07-10"].stopSell).toBe(true);
    expect(byDate["2027-07-10"].arrival.reasons.map((r: { code: string }) => r.code)).toEqual(["STOP_SELL"]);
  });

  it("a room type filter keeps the rules of every type and that type's own; a resort without rules adds nothing", async () => {
    const typed = await grid(resortId, "2027-07-10", "2027-07-11", { roomTypeId: String(roomTypeId) });
    expect(typed.body.stays[0].days[0]).toMatchObject({ date: "2027-07-10", stopSell: true, minNights: 5 });
    const other = (await db().roomType.findUniqueOrThrow({ where: { id: otherResortType } })).resortId!;
    const plain = await grid(other, "2027-07-01", "2027-08-01");
    expect(plain.status).toBe(200);
    expect(plain.body.stays).toEqual([]);
  });

  it("the resort's own arrival and departure weekdays mark every other day", async () => {
    await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [6], departureWeekdays: [6] } });
    try {
      // 2027-06-07 is a Monday; June has no stay rules
      const res = await grid(resortId, "2027-06-07", "2027-06-14");
      const days = res.body.stays[0].days as { date: string; arrival: { allowed: boolean } }[];
      expect(days.map((d) => d.date)).toEqual([
        "2027-06-07",
        "2027-06-08",
        "2027-06-09",
        "2027-06-10",
        "2027-06-11",
        "2027-06-13",
      ]);
      expect(days.every((d) => !d.arrival.allowed)).toBe(true);
    } finally {
      await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [], departureWeekdays: [] } });
    }
  });
});

describe("stay rules (/api/arrivaldeparture)", () => {
  it("refuse a reversed period, a maximum below the minimum and a room type of another resort, writing nothing", async () => {
    const before = await db().stayRule.count();
    const reversed = await rule({ from: "2027-09-10", to: "2027-09-01" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields[0].path).toBe("to");
    const nights = await rule({ from: "2027-09-01", to: "2027-09-10", minNights: 7, maxNights: 3 });
    expect(nights.body.fields[0].path).toBe("maxNights");
    const foreign = await rule({ from: "2027-09-01", to: "2027-09-10", roomTypeId: otherResortType });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields[0].path).toBe("roomTypeId");
    const weekday = await rule({ from: "2027-09-01", to: "2027-09-10", arrivalWeekdays: [0, 8] });
    expect(weekday.status).toBe(400);
    expect(await db().stayRule.count()).toBe(before);
  });

  it("name every problem in one answer, the rules between fields beside the fields that cannot be read", async () => {
    const before = await db().stayRule.count();
    const paths = async (body: Record<string, unknown>) => {
      const res = await rule(body);
      expect(res.status, res.text).toBe(400);
      return (res.body.fields as { path: string }[]).map((f) => f.path).sort();
    };
    // a bad name beside a reversed period and a maximum below the minimum: all three at once
    expect(await paths({ from: "2027-09-10", to: "2027-09-01", minNights: 7, maxNights: 3, name: 5 })).toEqual([
      "maxNights",
      "name",
      "to",
    ]);
    // a field that cannot be read is not compared: no guess about the period or the nights from it
    expect(
      await paths({ from: "2027-09-01", to: "2027-09-10", arrivalDates: "soon", minNights: 0, maxNights: 3 }),
    ).toEqual(["arrivalDates", "minNights"]);
    expect(await paths({ from: "someday", to: "2027-09-01", departureDates: ["2030-01-01"] })).toEqual(["from"]);
    expect(await db().stayRule.count()).toBe(before);
  });

  it("refuse an arrival or departure date outside their own period (400 naming it), and store nothing", async () => {
    const before = await db().stayRule.count();
    const early = await rule({ from: "2027-05-01", to: "2027-05-10", arrivalDates: ["2027-05-03", "2028-01-01"] });
    expect(early.status).toBe(400);
    // in the caller's language (German by default)
    expect(early.body.fields).toMatchObject([{ path: "arrivalDates.1", message: "Muss im Zeitraum der Regel liegen" }]);
    const late = await rule({ from: "2027-05-01", to: "2027-05-10", departureDates: ["2027-04-30"] });
    expect(late.body.fields[0].path).toBe("departureDates.0");
    expect(await db().stayRule.count()).toBe(before);
  });

  it("refuse an update whose maximum falls below the minimum it keeps or gets (400 on maxNights, nothing changed)", async () => {
    const made = await rule({ from: "2026-12-01", to: "2026-12-31", maxNights: 3 });
    expect(made.status, made.text).toBe(201);
    const edit = editRule(made.body.id);
    const raised = await edit({ minNights: 9 });
    expect(raised.status, raised.text).toBe(400);
    expect(raised.body.fields).toEqual([
      expect.objectContaining({ path: "maxNights", message: "The maximum must not be below the minimum" }),
    ]);
    await edit({ minNights: 2 });
    expect((await edit({ maxNights: 1 })).body.fields).toMatchObject([{ path: "maxNights" }]);
    expect(await db().stayRule.findUniqueOrThrow({ where: { id: made.body.id } })).toMatchObject({
      minNights: 2,
      maxNights: 3,
    });
  });

  it("refuse an update that leaves arrival or departure dates outside the period (400 naming them, nothing changed)", async () => {
    const made = await rule({
      from: "2026-12-01",
      to: "2026-12-31",
      arrivalDates: ["2026-12-19", "2026-12-26"],
      departureDates: ["2026-12-27"],
    });
    expect(made.status, made.text).toBe(201);
    const edit = editRule(made.body.id);
    const shorter = await edit({ to: "2026-12-22" });
    expect(shorter.status, shorter.text).toBe(400);
    expect(shorter.body.fields).toEqual([
      expect.objectContaining({ path: "arrivalDates.1", message: "Must lie within the rule's period" }),
      expect.objectContaining({ path: "departureDates.0", message: "Must lie within the rule's period" }),
    ]);
    const later = await edit({ from: "2026-12-20" });
    expect(later.body.fields).toMatchObject([{ path: "arrivalDates.0" }]);
    const reversed = await edit({ from: "2027-01-05" });
    expect(reversed.body.fields.map((f: { path: string }) => f.path)).toContain("to");
    const stored = await call(get, {
      token: admin,
      params: { resource: "arrivaldeparture", id: String(made.body.id) },
    });
    expect(stored.body).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-31",
      arrivalDates: ["2026-12-19", "2026-12-26"],
    });
    // dates moved with the period are fine
    const both = await edit({ to: "2026-12-22", arrivalDates: ["2026-12-19"], departureDates: [] });
    expect(both.status, both.text).toBe(200);
  });

  it("are written and listed with their dates as YYYY-MM-DD", async () => {
    const made = await rule({
      from: "2027-10-01",
      to: "2027-10-31",
      arrivalWeekdays: [7, 6, 6],
      departureDates: ["2027-10-09"],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      from: "2027-10-01",
      to: "2027-10-31",
      arrivalWeekdays: [6, 7],
      departureDates: ["2027-10-09"],
    });
  });
});
