// Pricing a stored booking (made by the booking factory) and a booking not saved yet: the loader
// builds the snapshot from the booking tables (rooms, beds, guests with their age at arrival,
// agency, departure) and the engine prices it with the stored prices and specials. Figures are
// worked out by hand: Double 100 a night per room, Suite 80 a night per person (Low season).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createPrice } from "@/app/api/price/route";
import { POST as create } from "@/app/api/[resource]/route";
import { GET as priceOfBooking } from "@/app/api/price/booking/[id]/route";
import { GET as paymentPlan } from "@/app/api/terms/calculate/[id]/route";
import type { Principal } from "@/lib/auth/principal";
import { addCalendarDays, calendarDate } from "@/lib/core/dates";
import { operatorToday } from "@/lib/core/operator";
import { db } from "@/lib/core/db";
import { dec } from "@/lib/core/money";
import { bookingDraftInput } from "@/lib/domain/booking/calculation/booking-draft";
import { priceBooking, priceDraft } from "@/lib/domain/booking/calculation/price-booking";
import {
  seedAgency,
  seedBooking,
  seedCustomer,
  seedResort,
  seedSchedule,
  seedTour,
  seedVessel,
} from "@/prisma/seed/factories";
import { seedCurrencies, seedRate, seedTripBooking, summer2025, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

const principal = (o: Partial<Principal>): Principal => ({
  isGuest: false,
  scopes: [],
  user: null,
  session: null,
  userType: "employee",
  agencyId: null,
  customerId: null,
  ...o,
});
const staff = principal({ scopes: ["bookings.read"] });

let admin: string;
const ids: Record<string, number> = {};
const rooms: Record<string, { id: number; beds: { id: number }[] }> = {};

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  await seedCurrencies("EUR", "USD");
  await seedRate("EUR", "USD", "1.10");
  const { resort, rooms: r } = await seedResort(db(), {
    roomTypes: [
      { name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] },
      { name: "Suite", key: "STE", rooms: [{ name: "201", beds: 2 }] },
    ],
  });
  ids.resort = resort.id;
  rooms.double = r[0];
  rooms.suite = r[1];
  const { vessel, cabins } = await seedVessel(db());
  ids.vessel = vessel.id;
  rooms.cabin = cabins[0];
  const tour = await seedTour(db(), { vesselId: vessel.id, name: "Komodo", nights: 7 });
  ids.schedule = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: vessel.id, from: "2025-03-01", to: "2025-03-08" })
  ).id;
  ids.adult = (await seedCustomer(db(), { firstName: "Ada", birthday: calendarDate("1980-04-02") })).id;
  ids.adult2 = (await seedCustomer(db(), { firstName: "Ben" })).id;
  ids.child = (await seedCustomer(db(), { firstName: "Cleo", birthday: calendarDate("2017-01-01") })).id;
  ids.agency = (await seedAgency(db(), { commissionPercent: "10" })).id;

  const price = (body: object) => call(createPrice, { method: "POST", token: admin, body });
  const resortPrice = await price(
    summer2025(ids.resort, [
      { periodIndex: 0, roomTypeId: r[0].roomTypeId, per: "room", value: "100" },
      { periodIndex: 1, roomTypeId: r[0].roomTypeId, per: "room", value: "150" },
      { periodIndex: 0, roomTypeId: r[1].roomTypeId, per: "person", value: "80" },
      { periodIndex: 1, roomTypeId: r[1].roomTypeId, per: "person", value: "120" },
    ]),
  );
  expect(resortPrice.status, JSON.stringify(resortPrice.body)).toBe(201);
  ids.resortPrice = resortPrice.body.id;
  const vesselPrice = await price({
    name: "Komodo 2025",
    type: "vessel",
    vesselId: ids.vessel,
    status: "active",
    periods: [{ name: "Season", from: "2025-01-01", to: "2025-12-31" }],
    entries: [{ periodIndex: 0, roomTypeId: cabins[0].roomTypeId, per: "person", value: "200" }],
  });
  expect(vesselPrice.status, JSON.stringify(vesselPrice.body)).toBe(201);

  const special = (body: object) =>
    call(create, {
      method: "POST",
      token: admin,
      params: { resource: "specials" },
      body: { status: "active", target: "ChangeRoomPrice", ...body },
    });
  for (const s of [
    {
      name: "Stay 7 pay 6",
      discount: "FOCUnit",
      discountValue: "1",
      rules: [{ dimension: "Nights", operator: "GreaterThanEquals", value: 7 }],
    },
    {
      name: "Early bird",
      discount: "PerCent",
      discountValue: "10",
      rules: [{ dimension: "DaysBeforeTravelDate", operator: "GreaterThanEquals", value: 90 }],
    },
    {
      name: "Children half price",
      discount: "PerCent",
      discountValue: "50",
      scope: "Person",
      rules: [{ dimension: "Age", operator: "LessThanEquals", value: 11 }],
    },
  ])
    expect((await special(s)).status).toBe(201);
});

const resortStay = (o: { room: keyof typeof rooms; from: string; to: string; guests: number[]; agencyId?: number }) =>
  seedBooking(db(), {
    resortId: ids.resort,
    from: o.from,
    to: o.to,
    customerId: o.guests[0],
    agencyId: o.agencyId,
    rooms: [{ roomId: rooms[o.room].id, bedIds: rooms[o.room].beds.slice(0, o.guests.length).map((b) => b.id) }],
    guestIds: o.guests,
  });

/** A stay booked by the agency (its commission 10%). */
const agencyStay = (o: Omit<Parameters<typeof resortStay>[0], "agencyId">) =>
  resortStay({ ...o, agencyId: ids.agency });
/** Ada and Ben, two adults. */
const couple = () => [ids.adult, ids.adult2];
/** A resort booking not saved: 10 to 15 May 2025 unless `o` says otherwise. */
const resortDraft = (o: Record<string, unknown>) =>
  bookingDraftInput.parse({ type: "resort", resortId: ids.resort, dateFrom: "2025-05-10", dateTo: "2025-05-15", ...o });

describe("pricing a stored booking", () => {
  it("7 nights in the Double: 700, and stay 7 pay 6 takes one night off (600)", async () => {
    const b = await resortStay({ room: "double", from: "2025-05-10", to: "2025-05-17", guests: couple() });
    const { snapshot, result } = await priceBooking(b.id, staff);
    expect(snapshot).toMatchObject({ id: b.id, type: "resort", dateFrom: "2025-05-10", dateTo: "2025-05-17" });
    expect(snapshot.rooms[0]).toMatchObject({ roomName: "101", roomTypeName: "Double", beds: 2, noOfPax: 2 });
    expect(snapshot.guests.find((g) => g.customerId === ids.adult)).toMatchObject({ isMain: true, age: 45 });
    const room = result.lines.find((l) => l.type === "room_cost")!;
    expect([room.amount.toFixed(), room.price.toFixed(2)]).toEqual(["7", "100.00"]);
    const special = result.lines.find((l) => l.type === "special")!;
    expect(special.price.toFixed(2)).toBe("-100.00");
    expect(result.total.toFixed(2)).toBe("600.00");
    expect(result.todo).toBe(false);
    // booked today for 2025: the early bird's rule fails, and the explanation says which
    const early = result.explain.specials.find((s) => s.name === "Early bird")!;
    expect(early).toMatchObject({ applied: false, outcome: "rules", failed: { dimension: "DaysBeforeTravelDate" } });
  });

  it("a child (8 at arrival) in the Suite: 5 x 80 for the adult, half for the child (600)", async () => {
    const b = await resortStay({ room: "suite", from: "2025-05-10", to: "2025-05-15", guests: [ids.adult, ids.child] });
    const { snapshot, result } = await priceBooking(b.id, staff);
    expect(snapshot.guests.find((g) => g.customerId === ids.child)?.age).toBe(8);
    // one per-person line for both (no variant): 2 persons x 5 nights at 80, then -200 for the child
    const room = result.lines.find((l) => l.type === "room_cost")!;
    expect([room.amount.toFixed(), room.price.toFixed(2)]).toEqual(["10", "80.00"]);
    expect(result.total.toFixed(2)).toBe("600.00");
    expect(result.explain.specials.find((s) => s.name === "Children half price")?.applied).toBe(true);
  });

  it("an Info contact in the Suite is neither charged nor counted: 5 x 80 for the adult alone (400)", async () => {
    const contact = (await seedCustomer(db(), { firstName: "Ida", customerType: "Info" })).id;
    const b = await resortStay({ room: "suite", from: "2025-06-10", to: "2025-06-15", guests: [ids.adult, contact] });
    const { snapshot, result } = await priceBooking(b.id, staff);
    // the room's noOfPax counts both named guests; the contact's place is not filled with a payer
    expect(snapshot.rooms[0].noOfPax).toBe(2);
    const room = result.lines.filter((l) => l.type === "room_cost");
    expect(room.map((l) => [l.amount.toFixed(), l.price.toFixed(2), l.customers])).toEqual([
      ["5", "80.00", [ids.adult]],
    ]);
    expect(result.total.toFixed(2)).toBe("400.00");
  });

  it("an agency booking: the agency's 10% of 300 is its commission", async () => {
    const b = await agencyStay({ room: "double", from: "2025-06-01", to: "2025-06-04", guests: [ids.adult2] });
    const { result } = await priceBooking(b.id, staff);
    expect(result.total.toFixed(2)).toBe("300.00");
    expect(result.totals.commission.toFixed(2)).toBe("30.00");
    expect(result.totals.payable.toFixed(2)).toBe("270.00");
  });

  it("a stay no price covers gets a line and a todo, never a silent zero", async () => {
    const b = await resortStay({ room: "double", from: "2026-02-01", to: "2026-02-03", guests: [ids.adult] });
    const { result } = await priceBooking(b.id, staff);
    expect(result.todo).toBe(true);
    expect(result.lines).toContainEqual(
      expect.objectContaining({ type: "text", text: expect.objectContaining({ key: "pricing.line.noPrice" }) }),
    );
    expect(result.total.toFixed(2)).toBe("0.00");
  });

  it("a cabin on a departure: 2 guests x 7 nights x 200, with the tour line", async () => {
    const b = await seedTripBooking(ids.schedule, {
      customerId: ids.adult,
      rooms: [{ roomId: rooms.cabin.id, bedIds: rooms.cabin.beds.map((x) => x.id) }],
      guestIds: [ids.adult, ids.adult2],
    });
    const { snapshot, result } = await priceBooking(b.id, staff);
    expect(snapshot.schedule).toMatchObject({ id: ids.schedule, tourName: "Komodo", paxOnTrip: 2 });
    expect(result.lines[0]).toMatchObject({ type: "tour" });
    // 7 nights: stay 7 pay 6 applies on the vessel too (no resort rule)
    expect(result.lines.find((l) => l.type === "room_cost")?.total.toFixed(2)).toBe("2800.00");
    expect(result.total.toFixed(2)).toBe("2400.00");
  });

  it("a returning guest's earlier stays: how many, the last arrival and the revenue in the booking's currency", async () => {
    const regular = (await seedCustomer(db(), { firstName: "Rita" })).id;
    const stay = (from: string, to: string, o: { state?: "draft"; total: string; currency?: string }) =>
      resortStay({ room: "suite", from, to, guests: [regular] }).then(() =>
        db().booking.updateMany({
          where: { customerId: regular, dateFrom: calendarDate(from) },
          data: { total: o.total, currency: o.currency ?? "EUR", ...(o.state ? { state: o.state } : {}) },
        }),
      );
    await stay("2024-02-01", "2024-02-04", { total: "500.50" });
    await stay("2024-03-01", "2024-03-03", { total: "300", currency: "USD" });
    // neither counts: a draft never took place, and a stay after this arrival is not an earlier one
    await stay("2024-04-01", "2024-04-03", { state: "draft", total: "900" });
    await stay("2025-11-01", "2025-11-03", { total: "700" });
    const b = await resortStay({ room: "suite", from: "2025-09-01", to: "2025-09-03", guests: [regular] });
    // while no active special has a stay rule, the stays are not read (they could change no price)
    const unread = (await priceBooking(b.id, staff)).snapshot.guests.find((g) => g.customerId === regular)!;
    expect([unread.noOfStays, unread.lastStay]).toEqual([0, null]);
    const regulars = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "specials" },
      body: {
        status: "active",
        target: "ChangeRoomPrice",
        name: "Our hundredth stay",
        discount: "PerCent",
        discountValue: "5",
        rules: [{ dimension: "NoOfStays", operator: "GreaterThanEquals", value: 100 }],
      },
    });
    expect(regulars.status, regulars.text).toBe(201);
    const { snapshot } = await priceBooking(b.id, staff);
    const guest = snapshot.guests.find((g) => g.customerId === regular)!;
    expect([guest.noOfStays, guest.lastStay, dec(guest.stayRevenue ?? 0).toFixed(2)]).toEqual([
      2,
      "2024-03-01",
      "500.50",
    ]);
    // a first-time guest
    const newcomer = await resortStay({
      room: "suite",
      from: "2025-09-05",
      to: "2025-09-07",
      guests: [(await seedCustomer(db(), { firstName: "Nora" })).id],
    });
    const other = (await priceBooking(newcomer.id, staff)).snapshot.guests[0];
    expect([other.noOfStays, other.lastStay, dec(other.stayRevenue ?? 0).toFixed(2)]).toEqual([0, null, "0.00"]);
  });

  it("shows an agency its own bookings only, and refuses others", async () => {
    const own = await agencyStay({ room: "double", from: "2025-04-01", to: "2025-04-02", guests: [ids.adult] });
    const foreign = await resortStay({ room: "double", from: "2025-04-03", to: "2025-04-04", guests: [ids.adult] });
    const agency = principal({ scopes: ["agencies.self"], userType: "agency", agencyId: ids.agency });
    expect((await priceBooking(own.id, agency)).result.total.toFixed(2)).toBe("100.00");
    await expect(priceBooking(foreign.id, agency)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(priceBooking(own.id, principal({ scopes: ["customers.self"] }))).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(priceBooking(own.id, principal({ isGuest: true, scopes: ["guest"] }))).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(priceBooking(999999, staff)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("GET /api/price/booking/{id}", () => {
  it("answers the lines (sort, type, text, amount, price, source) and the total (7 x 150 - 150); explain=1 adds why", async () => {
    const b = await resortStay({ room: "double", from: "2025-10-01", to: "2025-10-08", guests: couple() });
    const res = await call(priceOfBooking, {
      token: admin,
      params: { id: String(b.id) },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingId: b.id, currency: "EUR", total: "900", todo: false });
    expect(res.body.explain).toBeUndefined();
    const room = res.body.calculation.find((l: { type: string }) => l.type === "room_cost");
    expect(room).toMatchObject({ amount: "7", price: "150", billable: true });
    expect(typeof room.sort).toBe("number");
    expect(room.text).toContain("101");
    expect(room.source).toMatchObject({ bookingRoomId: expect.any(Number) });
    // the total is the sum over billable lines of amount x price
    const sum = res.body.calculation
      .filter((l: { billable: boolean }) => l.billable)
      .reduce((t: number, l: { amount: string; price: string }) => t + Number(l.amount) * Number(l.price), 0);
    expect(sum).toBe(900);

    const why = await call(priceOfBooking, { token: admin, params: { id: String(b.id) }, query: { explain: 1 } });
    const early = why.body.explain.specials.find((s: { name: string }) => s.name === "Early bird");
    expect(early).toMatchObject({ applied: false, outcome: "rules", failed: { dimension: "DaysBeforeTravelDate" } });
    expect(why.body.explain.lines[room.key].length).toBeGreaterThan(0);
  });

  it("refuses bad input (400), unknown bookings (404) and callers without scopes", async () => {
    const b = await resortStay({ room: "double", from: "2025-04-05", to: "2025-04-06", guests: [ids.adult] });
    expect((await call(priceOfBooking, { token: admin, params: { id: "abc" } })).status).toBe(400);
    expect(
      (await call(priceOfBooking, { token: admin, params: { id: String(b.id) }, query: { explain: "maybe" } })).status,
    ).toBe(400);
    expect((await call(priceOfBooking, { token: admin, params: { id: "999999" } })).status).toBe(404);
    expect((await call(priceOfBooking, { params: { id: String(b.id) } })).status).toBe(401);
    const customer = await tokenWith(["customers.self"]);
    expect((await call(priceOfBooking, { token: customer, params: { id: String(b.id) } })).status).toBe(403);
  });
});

describe("GET /api/terms/calculate/{id}", () => {
  it("splits the total into deposit and rest by the booking's terms, with due dates", async () => {
    const terms = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "terms" },
      body: { name: "30/70", depositPercent: "30", depositDueDays: 7, restDueDaysBeforeArrival: 30 },
    });
    expect(terms.status).toBe(201);
    // 3 nights in the Double in High season: 450, booked on 2025-02-01 so the early bird takes 10%: 405;
    // 30% deposit (121.50) due 7 days after booking, the rest (283.50) 30 days before arrival
    const b = await resortStay({ room: "double", from: "2025-11-01", to: "2025-11-04", guests: [ids.adult] });
    await db().booking.update({
      where: { id: b.id },
      data: { termsOfPaymentId: terms.body.id, bookingDate: calendarDate("2025-02-01") },
    });
    const res = await call(paymentPlan, { token: admin, params: { id: String(b.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bookingId: b.id,
      total: "405",
      deposit: { part: "deposit", amount: "121.5", dueDate: "2025-02-08" },
      rest: { part: "rest", amount: "283.5", dueDate: "2025-10-02" },
      open: "405",
    });
  });

  it("prices with the prices of the booking's own dates, not today's", async () => {
    // a resort of its own whose price has one period around today and another around the stay
    const { resort, rooms: own } = await seedResort(db(), {
      roomTypes: [{ name: "Double", key: "DBL", rooms: [{ name: "501", beds: 2 }] }],
    });
    const today = await operatorToday();
    const day = (n: number) => addCalendarDays(today, n);
    const price = await call(createPrice, {
      method: "POST",
      token: admin,
      body: {
        name: "Now and later",
        resortId: resort.id,
        status: "active",
        valid: { from: day(-30), to: day(90) },
        periods: [
          { name: "Now", from: day(-30), to: day(30) },
          { name: "Later", from: day(31), to: day(90) },
        ],
        entries: [
          { periodIndex: 0, roomTypeId: own[0].roomTypeId, per: "room", value: "90" },
          { periodIndex: 1, roomTypeId: own[0].roomTypeId, per: "room", value: "140" },
        ],
      },
    });
    expect(price.status, JSON.stringify(price.body)).toBe(201);
    // 2 nights 60 days ahead (no early bird, no stay-7-pay-6): 2 x 140 = 280; today's 90 would give 180
    const b = await seedBooking(db(), {
      resortId: resort.id,
      from: day(60),
      to: day(62),
      customerId: ids.adult,
      rooms: [{ roomId: own[0].id, bedIds: own[0].beds.map((x) => x.id) }],
      guestIds: [ids.adult],
    });
    const res = await call(paymentPlan, { token: admin, params: { id: String(b.id) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ bookingId: b.id, total: "280", open: "280" });
    const plan = res.body.plan as { amount: string }[];
    expect(plan.reduce((sum, p) => sum.plus(p.amount), dec(0)).toFixed()).toBe("280");
    // the same total as the booking's calculation
    const calculation = await call(priceOfBooking, { token: admin, params: { id: String(b.id) } });
    expect(calculation.status, calculation.text).toBe(200);
    expect(calculation.body.total).toBe(res.body.total);
  });

  it("refuses bad input, unknown bookings and callers without scopes", async () => {
    expect((await call(paymentPlan, { token: admin, params: { id: "-1" } })).status).toBe(400);
    expect((await call(paymentPlan, { token: admin, params: { id: "999999" } })).status).toBe(404);
    expect((await call(paymentPlan, { params: { id: "1" } })).status).toBe(401);
  });
});

describe("pricing a booking that is not saved (a draft)", () => {
  it("prices named and anonymous guests like a stored booking", async () => {
    const draft = resortDraft({
      customerId: ids.adult,
      rooms: [{ roomId: rooms.suite.id, guests: [ids.adult, { age: 8 }] }],
    });
    const { snapshot, result } = await priceDraft(draft, staff);
    expect(snapshot.id).toBeNull();
    expect(snapshot.guests.map((g) => [g.customerId, g.age])).toEqual([
      [ids.adult, 45],
      [-1, 8],
    ]);
    expect(result.total.toFixed(2)).toBe("600.00");
  });

  it("converts into the currency asked for, and prices a departure's cabin", async () => {
    const usd = await priceDraft(
      resortDraft({
        dateFrom: "2025-06-01",
        dateTo: "2025-06-03",
        currency: "USD",
        bookingDate: "2025-01-15",
        rooms: [{ roomId: rooms.double.id, noOfPax: 2 }],
      }),
      staff,
    );
    // 2 nights x 100 EUR at 1.10; booked 106 days ahead: the early bird takes 10%
    expect(usd.result.lines.find((l) => l.type === "room_cost")?.price.toFixed(2)).toBe("110.00");
    expect(usd.result.total.toFixed(2)).toBe("198.00");
    const cabin = await priceDraft(
      bookingDraftInput.parse({
        type: "vessel",
        scheduleId: ids.schedule,
        rooms: [{ roomId: rooms.cabin.id, bedIds: [rooms.cabin.beds[0].id], guests: [{ age: 30 }] }],
      }),
      staff,
    );
    expect(cabin.snapshot.rooms[0]).toMatchObject({ exclusive: false, noOfPax: 1 });
    expect(cabin.result.lines.find((l) => l.type === "room_cost")?.total.toFixed(2)).toBe("1400.00");
  });

  it("refuses a room of another resort or an unknown product with 400 naming the field", async () => {
    const bad = resortDraft({ rooms: [{ roomId: rooms.cabin.id, noOfPax: 1 }] });
    await expect(priceDraft(bad, staff)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      fields: [{ path: "rooms.0.roomId", message: "validation.unknownReference" }],
    });
    const product = resortDraft({
      rooms: [{ roomId: rooms.double.id, noOfPax: 1 }],
      products: [{ productId: 999999 }],
    });
    await expect(priceDraft(product, staff)).rejects.toMatchObject({
      fields: [{ path: "products.0.productId" }],
    });
    expect(bookingDraftInput.safeParse({ type: "resort", rooms: [{ roomId: 1 }] }).success).toBe(false);
  });
});
