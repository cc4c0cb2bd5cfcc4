// Every registered resource, table-driven: create, list, update, copy and delete one valid
// record, and refuse one invalid one without changing anything.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { POST as copy } from "@/app/api/[resource]/[id]/copy/route";
import { GET as csv } from "@/app/api/[resource]/listCSV/route";
import { db } from "@/lib/core/db";
import { RESOURCES } from "@/lib/composition/resources";
import {
  seedAgency,
  seedBooking,
  seedCustomer,
  seedResort,
  seedTour,
  seedUser,
  seedVessel,
} from "@/prisma/seed/factories";
import { seedCurrencies, tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;
const ctx: Record<string, number> = {};

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  ctx.agency = (await seedAgency(db())).id;
  ctx.customer = (await seedCustomer(db())).id;
  ctx.employee = (
    await db().employee.create({ data: { firstName: "Eve", lastName: "Worker", fullName: "Eve Worker" } })
  ).id;
  const { resort, rooms } = await seedResort(db());
  ctx.resort = resort.id;
  ctx.roomType = rooms[0].roomTypeId;
  ctx.vessel = (await seedVessel(db())).vessel.id;
  ctx.tour = (await seedTour(db(), { vesselId: ctx.vessel })).id;
  ctx.booking = (await seedBooking(db(), { resortId: ctx.resort, from: "2026-12-01", to: "2026-12-05", rooms: [] })).id;
  await seedCurrencies("EUR", "USD");
  ctx.formDefinition = (await db().formDefinition.create({ data: { name: "Table form" } })).id;
  ctx.mailTemplate = (await db().mailTemplate.create({ data: { name: "Table reminder" } })).id;
});

type Case = {
  valid: () => Record<string, unknown>;
  invalid: Record<string, unknown>;
  change: Record<string, unknown>;
  expect?: Record<string, unknown>;
};

const uid = () => Math.random().toString(36).slice(2, 7).toUpperCase();

const CASES: Record<string, Case> = {
  banks: {
    valid: () => ({
      name: `House bank ${uid()}`,
      iban: "DE89 3704 0044 0532 0130 00",
      currency: "EUR",
      openingBalance: "1000.00",
      openingDate: "2026-01-01",
      resortId: ctx.resort,
    }),
    invalid: { name: "", iban: "DE00 1234", openingDate: "2026-02-30" },
    change: { bic: "COBADEFFXXX" },
    expect: { iban: "DE89370400440532013000", openingBalance: "1000" },
  },
  customers: {
    valid: () => ({ firstName: "Tia", lastName: "Table" }),
    invalid: { lastName: "X", email: "not-mail" },
    change: { city: "Kiel" },
  },
  agencies: {
    valid: () => ({ name: "Table Tours", type: "resell" }),
    invalid: { name: "", type: "pirate" },
    change: { city: "Graz" },
  },
  customergroup: {
    valid: () => ({ name: `VIP ${uid()}`, color: "#aa0000" }),
    invalid: { name: "x", color: "red" },
    change: { description: "Best guests" },
  },
  customerdatagroup: {
    valid: () => ({
      name: `Diving ${uid()}`,
      fields: [{ key: "cert", label: "Certificate", type: "select", options: ["OWD", "AOWD"] }],
    }),
    invalid: { name: "x", fields: [{ key: "1bad", label: "" }] },
    change: { sort: 3 },
  },
  agencygroup: {
    valid: () => ({ name: `Partners ${uid()}`, commissionPercent: "12.5" }),
    invalid: { name: "", commissionPercent: "150" },
    change: { note: "top" },
  },
  agencycontact: {
    valid: () => ({ agencyId: ctx.agency, name: "Carla Contact", email: "carla@agency.example" }),
    invalid: { agencyId: ctx.agency, name: "", email: "x" },
    change: { position: "Owner" },
  },
  agencycredit: {
    valid: () => ({ agencyId: ctx.agency, amount: "250.00", currency: "EUR", date: "2026-11-01" }),
    invalid: { agencyId: ctx.agency, amount: "1.234", date: "2026-02-30" },
    change: { reason: "Refund" },
    expect: { amount: "250", kind: "grant" },
  },
  customercredit: {
    valid: () => ({ customerId: ctx.customer, amount: "-40.5", currency: "EUR", date: "2026-11-02" }),
    invalid: { customerId: ctx.customer, amount: "0", date: "yesterday" },
    change: { reason: "Voucher" },
  },
  savedfilter: {
    valid: () => ({ resource: "customers", name: "Germans", query: { filter: { country: "DE" } } }),
    invalid: { resource: "customers", name: "" },
    change: { shared: true },
  },
  users: {
    valid: () => ({
      name: "Table User",
      email: `table.${uid().toLowerCase()}@example.test`,
      password: "secret1",
      scopes: ["bookings.read"],
    }),
    invalid: { name: "X", email: "x", password: "abc", scopes: ["not a scope!"] },
    change: { phone: "+1 555" },
  },
  userrole: {
    valid: () => ({ name: `Role ${uid()}`, scopes: ["bookings.read", "banks.*"] }),
    invalid: { name: "", scopes: ["bad scope"] },
    change: { group: "office" },
  },
  destination: {
    valid: () => ({
      name: "Raja Ampat",
      code: `RA${uid()}`,
      countryCode: "ID",
      description: { en: "Reefs", de: "Riffe" },
    }),
    invalid: { name: "", countryCode: "Indonesia" },
    change: { sort: 2 },
  },
  port: {
    valid: () => ({ name: "Sorong", code: `SOQ${uid()}`, latitude: "-0.876", longitude: "131.255" }),
    invalid: { name: "P", latitude: "95" },
    change: { isActive: false },
    expect: { latitude: "-0.876" },
  },
  airport: {
    valid: () => ({
      name: "Domine Eduard Osok",
      iata: uid()
        .replace(/[^A-Z]/g, "A")
        .slice(0, 3)
        .padEnd(3, "Q"),
      city: "Sorong",
    }),
    invalid: { name: "A", iata: "12" },
    change: { timezone: "Asia/Jayapura" },
  },
  airline: {
    valid: () => ({
      name: "Garuda",
      code: uid()
        .replace(/[^A-Z]/g, "G")
        .slice(0, 2),
    }),
    invalid: { name: "G", code: "TOOLONG" },
    change: { countryCode: "ID" },
  },
  country: {
    valid: () => ({
      code: "ZZ",
      name: "Zedland",
      translations: { de: "Zedland", en: "Zedland" },
      callingCodes: ["+999"],
      states: [{ name: "North", state_code: "N" }],
    }),
    invalid: { code: "Z", name: "", callingCodes: ["999"] },
    change: { name: "Zed Land" },
  },
  currency: {
    valid: () => ({ code: "CHF", name: "Swiss Franc", symbol: "Fr" }),
    invalid: { code: "SWISS", name: "", symbol: "" },
    change: { decimals: 2, sort: 5 },
  },
  exchangerate: {
    valid: () => ({ fromCode: "EUR", toCode: "USD", rate: "1.0845", validFrom: "2026-11-01" }),
    invalid: { fromCode: "EUR", toCode: "EUR", rate: "-1", validFrom: "2026-11-01" },
    change: { rate: "1.09" },
    expect: { rate: "1.0845" },
  },
  translation: {
    valid: () => ({ lang: "en", key: `nav.home${uid()}`, value: "Dashboard" }),
    invalid: { lang: "fr", key: "has space", value: "" },
    change: { value: "Start" },
  },
  tax: {
    valid: () => ({ name: "VAT", value: "19" }),
    invalid: { name: "", value: "-1", status: "maybe" },
    change: { status: "active" },
    expect: { status: "aborted", value: "19" },
  },
  textblockgroup: { valid: () => ({ name: `Mails ${uid()}` }), invalid: { name: "" }, change: { sort: 1 } },
  textblock: {
    valid: () => ({
      key: `welcome-${uid().toLowerCase()}`,
      title: "Welcome",
      category: "Information",
      texts: { de: "Willkommen", en: "Welcome" },
    }),
    invalid: { key: "bad key!", title: "", category: "Gossip" },
    change: { sort: 4 },
  },
  bookingcomment: {
    valid: () => ({ bookingId: ctx.booking, text: "Arrives late, after 22:00" }),
    invalid: { bookingId: "x", text: "" },
    change: { internal: true },
  },
  dayguest: {
    valid: () => ({ date: "2026-12-01", resortId: ctx.resort, name: "Day divers", noOfPax: 2 }),
    invalid: { date: "2026-02-30", noOfPax: 0 },
    change: { noOfPax: 3 },
  },
  dayevent: {
    valid: () => ({ date: "2026-12-01", title: "Full moon dive", vesselId: ctx.vessel, color: "#123456" }),
    invalid: { date: "someday", title: "" },
    change: { title: "New moon dive" },
  },
  referral: {
    valid: () => ({ customerId: ctx.customer, source: "A friend" }),
    invalid: { customerId: "abc" },
    change: { rewarded: true },
  },
  bookingsource: {
    valid: () => ({ name: `Website ${uid()}`, color: "#123456" }),
    invalid: { name: "", color: "#12" },
    change: { isActive: false },
  },
  bookingcategory: {
    valid: () => ({ name: `Groups ${uid()}`, color: "#654321" }),
    invalid: { name: "", color: "blue" },
    change: { sort: 7 },
  },
  terms: {
    valid: () => ({ name: "30% deposit", depositPercent: "30", depositDueDays: 7, restDueDaysBeforeArrival: 45 }),
    invalid: { name: "", depositPercent: "130", depositDueDays: -1 },
    change: { isDefault: true },
  },
  commission: {
    valid: () => ({ name: "Agency standard", percent: "10", reason: "agency", date: "2026-03-01" }),
    invalid: { name: "", percent: "abc", value: "1.999", date: "2026-02-30" },
    change: { useTerms: true },
    expect: { date: "2026-03-01", includeCommission: false },
  },
  employee: {
    valid: () => ({ firstName: "Dive", lastName: "Master", position: "Instructor", hourlyRate: "18.50" }),
    invalid: { firstName: "", lastName: "", email: "nope" },
    change: { isActive: false },
    expect: { fullName: "Dive Master" },
  },
  worklog: {
    valid: () => ({ employeeId: ctx.employee, date: "2026-11-20", start: "08:00", end: "16:30", hours: "8.5" }),
    invalid: { employeeId: ctx.employee, date: "2026-11-20", start: "16:00", end: "08:00", hours: "30" },
    change: { note: "Boat day" },
  },
  supplier: {
    valid: () => ({ name: "Reef Gear Ltd", email: "sales@reefgear.example", country: "GB" }),
    invalid: { name: "", email: "sales", country: "England" },
    change: { vatId: "GB123" },
  },
  mediafolder: {
    valid: () => ({ name: `Photos ${uid()}` }),
    invalid: { name: "" },
    change: { name: "Renamed folder" },
  },
  resort: {
    valid: () => ({
      name: "Lagoon Lodge",
      code: `LL${uid()}`,
      city: "Amed",
      countryCode: "ID",
      timezone: "Asia/Makassar",
    }),
    invalid: { name: "", code: "bad code!", timezone: "Mars/Olympus", checkInTime: "25:00" },
    change: { checkInTime: "15:00", arrivalWeekdays: [6] },
  },
  arrivaldeparture: {
    valid: () => ({ resortId: ctx.resort, from: "2030-06-01", to: "2030-06-30", minNights: 3, closedToArrival: true }),
    invalid: { resortId: ctx.resort, from: "2030-06-30", to: "2030-06-01" },
    change: { stopSell: true },
  },
  resortlist: {
    valid: () => ({ name: "Breakfast list", kind: "inhouse", columns: ["room", "guests", "pax"] }),
    invalid: { name: "", kind: "guests" },
    change: { columns: ["room"] },
  },
  vessel: {
    valid: () => ({ name: "MV Table", code: `MT${uid()}`, capacity: 20 }),
    invalid: { name: "", code: "", capacity: -1 },
    change: { isActive: false },
  },
  vesseldeck: {
    valid: () => ({ vesselId: ctx.vessel, name: `Sun Deck ${uid()}` }),
    invalid: { vesselId: ctx.vessel, name: "" },
    change: { sort: 2 },
  },
  vessellist: {
    valid: () => ({ name: "Port authority", kind: "guests", columns: ["name", "nationality"] }),
    invalid: { name: "", kind: "arrivals" },
    change: { isActive: false },
  },
  rooms: {
    valid: () => ({ name: `R${uid()}`, resortId: ctx.resort, roomTypeId: ctx.roomType, availableBeds: 2 }),
    invalid: { name: "", roomTypeId: "x" },
    change: { seaview: true, maxNoOfPax: 3 },
  },
  roomtypes: {
    valid: () => ({ name: "Garden Villa", key: `GV${uid()}`, resortId: ctx.resort }),
    invalid: { name: "", key: "bad key!", minNoOfPax: 0 },
    change: { maxNoOfPax: 4 },
    expect: {
      defaultNoOfPax: 2,
      minNoOfPax: 1,
      maxNoOfPax: 2,
      roomTypeOTA: "Double",
      availableToOTA: -1,
      surcharge: "0",
    },
  },
  roomprices: {
    valid: () => ({ roomTypeId: ctx.roomType, from: "2030-01-01", to: "2030-04-01", price: "120.50" }),
    invalid: { roomTypeId: ctx.roomType, from: "2030-04-01", to: "2030-01-01", price: "-1" },
    change: { price: "99", perPerson: true },
    expect: { price: "120.5", perPerson: false, isActive: true },
  },
  bedtype: {
    valid: () => ({ name: "King bed", key: `king-${uid().toLowerCase()}`, sleeps: 2 }),
    invalid: { name: "", key: "King Bed!" },
    change: { sort: 4 },
  },
  tours: {
    valid: () => ({ name: "Table Tour", code: `TT${uid()}`, vesselId: ctx.vessel, nights: 5, color: "#0f766e" }),
    invalid: { name: "", code: "", vesselId: "x", nights: 0 },
    change: { nights: 6 },
  },
  schedules: {
    valid: () => ({ tourId: ctx.tour, from: "2030-01-05", to: "2030-01-12", status: "draft" }),
    invalid: { tourId: ctx.tour, from: "2030-01-12", to: "2030-01-05" },
    change: { status: "active" },
    expect: { from: "2030-01-05", to: "2030-01-12" },
  },
  price: {
    valid: () => ({
      name: "Table price",
      type: "resort",
      resortId: ctx.resort,
      basePrice: "90",
      valid: { from: "2026-01-01", to: "2026-12-31" },
    }),
    invalid: { name: "", surcharge: "-1", calculationType: "weekly" },
    change: { name: "Table price 2026" },
    expect: { status: "draft", currency: "EUR", validFrom: "2026-01-01", basePrice: "90" },
  },
  pricevariant: {
    valid: () => ({
      key: `child-${uid().toLowerCase()}`,
      name: "Child",
      maxAge: 11,
      adjustType: "percent",
      adjustValue: "-50",
    }),
    invalid: { key: "bad key!", name: "", maxAge: -1 },
    change: { maxAge: 5 },
  },
  supplements: {
    valid: () => ({ name: "Eco fee", value: "2.50", addRule: "PerNight" }),
    invalid: { name: "", value: "-1", addRule: "PerYear" },
    change: { isActive: false },
    expect: { value: "2.5" },
  },
  specialsgroup: {
    valid: () => ({ name: `Seasonal ${uid()}` }),
    invalid: { name: "", color: "red" },
    change: { sort: 3 },
  },
  specials: {
    valid: () => ({
      name: "Stay 7 pay 6",
      discount: "FOCUnit",
      discountValue: "1",
      rules: [{ dimension: "Nights", operator: "GreaterThanEquals", value: 7 }],
    }),
    invalid: { name: "", discount: "Half" },
    change: { status: "active" },
  },
  product: {
    valid: () => ({ name: "Nitrox fill", price: "8", addRule: "PerDive", lineKind: "addon" }),
    invalid: { name: "", price: "-1", unit: "Barrel" },
    change: { isActive: false },
    expect: { currency: "EUR", kind: "ConsumptionGood" },
  },
  productcategory: {
    valid: () => ({ name: `Diving ${uid()}` }),
    invalid: { name: "" },
    change: { sort: 2 },
  },
  formdef: {
    valid: () => ({
      name: `Arrival form ${uid()}`,
      fields: [{ key: "name", type: "QuestionShort", label: "Name", required: true }],
    }),
    invalid: { name: "", fields: [{ key: "1x", type: "Rating" }] },
    change: { description: "Asked on arrival" },
  },
  form: {
    valid: () => ({ definitionId: ctx.formDefinition, customerId: ctx.customer, bookingId: ctx.booking }),
    invalid: { definitionId: "one", language: "fr" },
    change: { title: "Arrival (renamed)" },
    expect: { title: "Table form", language: "de", answeredAt: null },
  },
  mailaccount: {
    valid: () => ({
      name: `Front desk ${uid()}`,
      email: "desk@example.test",
      smtpHost: "smtp.example.test",
      smtpPassword: "kept-secret-1",
      resortId: ctx.resort,
    }),
    invalid: { name: "", email: "not-mail", smtpPort: 70000, auth: "carrier-pigeon" },
    change: { imapHost: "imap.example.test" },
    expect: { smtpPort: 587, smtpSecurity: "starttls", auth: "password" },
  },
  mailschedule: {
    valid: () => ({ name: "Reminder 30 days out", templateId: ctx.mailTemplate, anchor: "arrival", offsetDays: -30 }),
    invalid: { name: "", templateId: 999_999, anchor: "someday", offsetDays: 9999, recipient: "captain" },
    change: { active: false },
    expect: { recipient: "customer", bookedBy: "any", openGuestForm: false },
  },
  widgets: {
    valid: () => ({
      name: "Table widget",
      slug: `table-${uid().toLowerCase()}`,
      offer: "resort",
      resortId: ctx.resort,
    }),
    invalid: { name: "", slug: "Not A Slug", offer: "boat", allowedOrigins: ["ftp://x"] },
    change: { primaryColor: "#112233" },
  },
};

describe("every resource", () => {
  it("has a case in this table", () => {
    const skipped = ["media"]; // files arrive as uploads: tests/api/media.test.ts
    expect(
      RESOURCES.map((r) => r.name)
        .filter((n) => !skipped.includes(n))
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
  });

  it("refuses a logged-in user without the scopes (403) and a guest (401), learning nothing", async () => {
    const nobody = await tokenWith(["bookings.read"]);
    // every user keeps own saved filters; booking sources and categories are read with bookings.read
    const open = ["savedfilter", "bookingsource", "bookingcategory", "terms", "commission"];
    // what belongs to bookings is read with bookings.read, and written only with bookings.update
    const readWithBookings = ["bookingcomment", "dayguest", "dayevent", "referral"];
    for (const r of RESOURCES.filter((r) => !open.includes(r.name))) {
      if (!readWithBookings.includes(r.name))
        expect((await call(list, { token: nobody, params: { resource: r.name } })).status, r.name).toBe(403);
      const denied = await call(create, { method: "POST", token: nobody, params: { resource: r.name }, body: {} });
      expect(denied.status, r.name).toBe(403);
      expect(denied.body.fields, r.name).toBeUndefined();
      expect((await call(list, { params: { resource: r.name } })).status, r.name).toBe(401);
    }
    for (const name of ["bookingsource", "terms"])
      expect(
        (await call(create, { method: "POST", token: nobody, params: { resource: name }, body: {} })).status,
        name,
      ).toBe(403);
  });

  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: create, list, update, copy, delete one record, refuse an invalid one`, async () => {
      const def = RESOURCES.find((r) => r.name === name)!;
      const idKey = def.id?.field ?? "id";
      const params = { resource: name };

      const before = await call(list, { token: admin, params, query: { size: 500 } });
      expect(before.status, JSON.stringify(before.body)).toBe(200);

      const bad = await call(create, {
        method: "POST",
        token: admin,
        params,
        body: c.invalid,
        headers: { "accept-language": "en" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe("ValidationError");
      expect(bad.body.fields.length).toBeGreaterThan(0);
      expect((await call(list, { token: admin, params, query: { size: 500 } })).body.total).toBe(before.body.total);

      const made = await call(create, { method: "POST", token: admin, params, body: c.valid() });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = String(made.body[idKey]);
      if (c.expect) expect(made.body).toMatchObject(c.expect);
      expect(made.body).not.toHaveProperty("passwordHash");

      const listed = await call(list, { token: admin, params, query: { size: 500 } });
      expect(listed.body.total).toBe(before.body.total + 1);
      expect(listed.body.data.map((r: Record<string, unknown>) => String(r[idKey]))).toContain(id);
      expect((await call(csv, { token: admin, params })).status).toBe(200);

      if (def.appendOnly) {
        // a ledger's movement is never changed, copied or deleted, by anyone: a counter-movement corrects it
        const refused = [
          await call(update, { method: "POST", token: admin, params: { ...params, id }, body: c.change }),
          await call(copy, { method: "POST", token: admin, params: { ...params, id } }),
          await call(remove, { method: "DELETE", token: admin, params: { ...params, id } }),
        ];
        expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);
        expect((await call(get, { token: admin, params: { ...params, id } })).body).toEqual(made.body);
        return;
      }
      const changed = await call(update, { method: "POST", token: admin, params: { ...params, id }, body: c.change });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await call(get, { token: admin, params: { ...params, id } })).body).toMatchObject(c.change);

      const copied = await call(copy, { method: "POST", token: admin, params: { ...params, id } });
      expect(copied.status, JSON.stringify(copied.body)).toBe(201);
      const copyId = String(copied.body[idKey]);
      expect(copyId).not.toBe(id);

      for (const target of [copyId, id])
        expect((await call(remove, { method: "DELETE", token: admin, params: { ...params, id: target } })).status).toBe(
          204,
        );
      expect((await call(get, { token: admin, params: { ...params, id } })).status).toBe(404);
    });
  }
});

describe("day guests, day events and referrals name records that exist", () => {
  const post = (resource: string, body: Record<string, unknown>) =>
    call(create, { method: "POST", token: admin, params: { resource }, body, headers: { "accept-language": "en" } });
  const paths = (r: { body: { fields?: { path: string }[] } }) => (r.body.fields ?? []).map((f) => f.path).sort();

  it("refuses unknown ids with 400 naming each field, and writes nothing", async () => {
    const before = await Promise.all([db().dayGuest.count(), db().dayEvent.count(), db().referral.count()]);
    const guest = await post("dayguest", {
      date: "2031-02-03",
      resortId: 999999,
      customerId: 999998,
      bookingId: 999997,
    });
    expect(guest.status).toBe(400);
    expect(paths(guest)).toEqual(["bookingId", "customerId", "resortId"]);
    expect(guest.body.fields[0].message).toBe("This entry does not exist");
    const event = await post("dayevent", { date: "2031-02-05", title: "x", vesselId: 999999 });
    expect(paths(event)).toEqual(["vesselId"]);
    const referral = await post("referral", { customerId: 999999, referredCustomerId: ctx.customer });
    expect(paths(referral)).toEqual(["customerId"]);
    expect(await Promise.all([db().dayGuest.count(), db().dayEvent.count(), db().referral.count()])).toEqual(before);
  });

  it("a day event does not end before it starts, also when an update names only one of its days", async () => {
    const reversed = await post("dayevent", { date: "2031-02-05", dateTo: "2031-02-01", title: "x" });
    expect(reversed.status).toBe(400);
    expect(paths(reversed)).toEqual(["dateTo"]);
    const ok = await post("dayevent", { date: "2031-02-05", dateTo: "2031-02-07", title: "Regatta" });
    expect(ok.status).toBe(201);
    const moved = await call(update, {
      method: "POST",
      token: admin,
      params: { resource: "dayevent", id: String(ok.body.id) },
      body: { date: "2031-02-09" },
      headers: { "accept-language": "en" },
    });
    expect(moved.status).toBe(400);
    expect(paths(moved)).toEqual(["dateTo"]);
    expect((await db().dayEvent.findUniqueOrThrow({ where: { id: ok.body.id } })).date.toISOString()).toMatch(
      /^2031-02-05/,
    );
  });

  it("a day event of several days is found on each of its days; one that ended before is not", async () => {
    const regatta = await post("dayevent", { date: "2032-04-02", dateTo: "2032-04-04", title: "Long regatta" });
    const oneDay = await post("dayevent", { date: "2032-04-01", title: "Beach clean-up" });
    expect([regatta.status, oneDay.status]).toEqual([201, 201]);
    const on = async (from: string, to: string) =>
      (
        await call(list, {
          token: admin,
          params: { resource: "dayevent" },
          query: { "filter[from]": from, "filter[to]": to, size: 100 },
        })
      ).body.data.map((e: { title: string }) => e.title);
    expect(await on("2032-04-03", "2032-04-03")).toEqual(["Long regatta"]);
    expect((await on("2032-04-01", "2032-04-01")).sort()).toEqual(["Beach clean-up"]);
    expect(await on("2032-04-05", "2032-04-09")).toEqual([]);
    const bad = await call(list, { token: admin, params: { resource: "dayevent" }, query: { "filter[from]": "soon" } });
    expect(bad.status).toBe(400);
  });

  it("nobody refers themselves, also when an update names only one of the two", async () => {
    const before = await db().referral.count();
    const self = await post("referral", { customerId: ctx.customer, referredCustomerId: ctx.customer });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual([{ path: "referredCustomerId", message: "The values must differ" }]);
    expect(await db().referral.count()).toBe(before);
    const other = await db().customer.create({
      data: { firstName: "Rita", lastName: "Referred", fullName: "Rita Referred" },
    });
    const ok = await post("referral", { customerId: ctx.customer, referredCustomerId: other.id });
    expect(ok.status, ok.text).toBe(201);
    const turned = await call(update, {
      method: "POST",
      token: admin,
      params: { resource: "referral", id: String(ok.body.id) },
      body: { customerId: other.id },
      headers: { "accept-language": "en" },
    });
    expect(turned.status).toBe(400);
    expect(paths(turned)).toEqual(["referredCustomerId"]);
  });
});

describe("comments on a booking", () => {
  let staff: string, agent: string, colleague: string;
  let bookingId: number, agentId: number;
  const post = (token: string, body: Record<string, unknown>) =>
    call(create, { method: "POST", token, params: { resource: "bookingcomment" }, body });
  const edit = (token: string, id: number, body: Record<string, unknown>) =>
    call(update, { method: "POST", token, params: { resource: "bookingcomment", id: String(id) }, body });
  const drop = (token: string, id: number) =>
    call(remove, { method: "DELETE", token, params: { resource: "bookingcomment", id: String(id) } });
  const textOf = async (id: number) => (await db().bookingComment.findUnique({ where: { id } }))?.text;

  beforeAll(async () => {
    staff = await tokenWith(["bookings.read", "bookings.update"]);
    const agency = await seedAgency(db());
    const agencyUser = () => seedUser(db(), { userType: "agency", agencyId: agency.id, scopes: ["agencies.self"] });
    agentId = (await agencyUser()).id;
    agent = await tokenFor(agentId);
    colleague = await tokenFor((await agencyUser()).id);
    bookingId = (
      await seedBooking(db(), {
        resortId: ctx.resort,
        agencyId: agency.id,
        from: "2027-01-10",
        to: "2027-01-12",
        rooms: [],
      })
    ).id;
  });

  it("an agency edits and deletes only what its user wrote; the operator's comments answer 403 and stay", async () => {
    const operators = await post(staff, { bookingId, text: "Transfer booked for 14:00" });
    expect(operators.status, operators.text).toBe(201);
    const rewritten = await edit(agent, operators.body.id, { text: "Transfer cancelled" });
    expect(rewritten.status).toBe(403);
    expect((await drop(agent, operators.body.id)).status).toBe(403);
    expect(await textOf(operators.body.id)).toBe("Transfer booked for 14:00");

    // another user of the same agency is not the author either
    const own = await post(agent, { bookingId, text: "Guest is vegetarian" });
    expect(own.status, own.text).toBe(201);
    expect((await edit(colleague, own.body.id, { text: "Guest eats fish" })).status).toBe(403);
    expect((await drop(colleague, own.body.id)).status).toBe(403);
    const fixed = await edit(agent, own.body.id, { text: "Guest is vegan" });
    expect(fixed.status, fixed.text).toBe(200);
    expect(await textOf(own.body.id)).toBe("Guest is vegan");
    expect((await drop(agent, own.body.id)).status).toBe(204);
    expect(await textOf(own.body.id)).toBeUndefined();
  });

  it("an internal comment is not there for an agency (404); staff edit and delete any comment", async () => {
    const internal = await post(staff, { bookingId, text: "Pays late", internal: true });
    expect((await edit(agent, internal.body.id, { text: "Pays early" })).status).toBe(404);
    expect((await drop(agent, internal.body.id)).status).toBe(404);
    expect(await textOf(internal.body.id)).toBe("Pays late");

    const agents = await post(agent, { bookingId, text: "Late arrival" });
    expect((await edit(staff, agents.body.id, { text: "Late arrival, after 23:00" })).status).toBe(200);
    expect(await textOf(agents.body.id)).toBe("Late arrival, after 23:00");
    expect((await drop(staff, agents.body.id)).status).toBe(204);
  });

  it("a copy is credited to who copied it, not to the original's author", async () => {
    const operators = await post(staff, { bookingId, text: "Boat leaves at 8" });
    const copied = await call(copy, {
      method: "POST",
      token: agent,
      params: { resource: "bookingcomment", id: String(operators.body.id) },
    });
    expect(copied.status, copied.text).toBe(201);
    expect((await db().bookingComment.findUniqueOrThrow({ where: { id: copied.body.id } })).userId).toBe(agentId);
    // so the copy is the agency's own: it may change it
    expect((await edit(agent, copied.body.id, { text: "Boat leaves at 9" })).status).toBe(200);
  });

  it("a search finds the text, taking % and _ literally", async () => {
    await post(staff, { bookingId, text: "Needs a wheelchair" });
    const search = async (term: string) =>
      (
        await call(list, {
          token: staff,
          params: { resource: "bookingcomment" },
          query: { search: term, "filter[bookingId]": bookingId, size: 100 },
        })
      ).body.data.map((c: { text: string }) => c.text);
    expect(await search("WHEELCHAIR")).toEqual(["Needs a wheelchair"]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });
});

describe("a list without search fields", () => {
  it("refuses a search (400) instead of answering every row as a match", async () => {
    const res = await call(list, {
      token: admin,
      params: { resource: "exchangerate" },
      query: { search: "%" },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ path: "search", message: "This list cannot be searched" }]);
  });
});

describe("terms of payment", () => {
  it("have one default: the terms made the default take the place of the one before", async () => {
    const terms = (name: string) =>
      call(create, {
        method: "POST",
        token: admin,
        params: { resource: "terms" },
        body: { name, depositPercent: "20", depositDueDays: 7, restDueDaysBeforeArrival: 30, isDefault: true },
      });
    const first = await terms("Default one");
    const second = await terms("Default two");
    expect([first.status, second.status]).toEqual([201, 201]);
    const defaults = await db().termsOfPayment.findMany({ where: { isDefault: true }, select: { id: true } });
    expect(defaults).toEqual([{ id: second.body.id }]);
  });
});
