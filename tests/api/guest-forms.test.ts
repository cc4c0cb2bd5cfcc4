// Guest forms (issue 40): one per guest of a booking, reached by a link with an unguessable token
// (a wrong token is the same 404 as a missing form, and wrong tries are rate limited per address);
// a guest sees only their own form, saves sections in their formats (bad input: 400 in the guest's
// language, nothing stored), uploads scans checked by their content and size, and submits once
// nothing is missing. The forms follow the booking's guests. Staff list them, see the differences
// to the customer records and take them field by field, all at once or only where empty.
import sharp from "sharp";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getForm, PUT as putForm } from "@/app/api/guestform/[id]/route";
import { GET as scan, POST as upload } from "@/app/api/guestform/[id]/files/route";
import { GET as links } from "@/app/api/guestform/links/route";
import { GET as linked } from "@/app/api/guestform/linked/route";
import { GET as list } from "@/app/api/guestform/route";
import { GET as statistics } from "@/app/api/guestform/statistics/route";
import { GET as diff } from "@/app/api/guestform/diff/route";
import { GET as types } from "@/app/api/guestform/types/route";
import { GET as self } from "@/app/api/guestform/self/route";
import { GET as ofGuest } from "@/app/api/guestform/customer/[customer]/[booking]/route";
import { POST as addToBooking } from "@/app/api/guestform/addToBooking/route";
import { POST as addAll } from "@/app/api/guestform/addAllToBooking/route";
import { POST as appendMissing } from "@/app/api/guestform/appendMissingFields/route";
import { GET as missingGuestform } from "@/app/api/bookings/missingGuestform/route";
import { GET as print } from "@/app/api/guestform/print/route";
import { GET as roomsOf } from "@/app/api/guestform/rooms/route";
import { extractText, getDocumentProxy } from "unpdf";
import { POST as roomGuests } from "@/app/api/bookings/[id]/rooms/[roomId]/customers/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { PAGE_LOCALE_HEADER } from "@/lib/i18n/locale";
import { seedAgency, seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedPricedResort, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string;
let resortId: number, rooms: number[];
let staff: string, reader: string, agency: string, otherAgency: string;
let agencyId: number;
let nextRoom = 0;

beforeAll(async () => {
  today = await operatorToday();
  ({ resortId, roomIds: rooms } = await seedPricedResort(12));
  staff = await tokenWith([...STAFF_SCOPES, "customers.read", "customers.update"]);
  reader = await tokenWith(["customers.read"]);
  agencyId = (await seedAgency(db())).id;
  agency = await tokenWith(["agencies.self"], { agencyId });
  otherAgency = await tokenWith(["agencies.self"], { agencyId: (await seedAgency(db())).id });
});

/** A confirmed stay of two guests in one room, 60+ days ahead. */
async function twoGuests(o: { agencyId?: number } = {}) {
  const main = await seedCustomer(db(), { firstName: "Erika", lastName: "Mustermann", email: "erika@example.com" });
  const other = await seedCustomer(db(), { firstName: "Max", lastName: "Muster" });
  const roomId = rooms[nextRoom++ % rooms.length];
  const b = await bookStay(staff, {
    resortId,
    roomId,
    customerId: main.id,
    from: addCalendarDays(today, 60 + nextRoom * 3),
    rooms: [{ roomId, guests: [main.id, other.id] }],
    more: o.agencyId ? { agencyId: o.agencyId } : {},
  });
  return { booking: b, roomId, main: main.id, other: other.id };
}

const linksOf = async (bookingId: number, token = staff) => {
  const res = await call(links, { token, query: { bookingId } });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: number; customerId: number; url: string; status: string }[];
};
const tokenOf = (url: string) => url.split("/").pop()!;
const open = (id: number, token: string, o: { lang?: string; ip?: string } = {}) =>
  call(getForm, {
    params: { id: String(id) },
    query: { token },
    headers: { "accept-language": o.lang ?? "en", "x-forwarded-for": o.ip ?? "127.0.0.1" },
  });
const save = (id: number, token: string, body: unknown, lang = "en") =>
  call(putForm, {
    method: "PUT",
    params: { id: String(id) },
    query: { token },
    body,
    headers: { "accept-language": lang },
  });

const complete = (first: string, last: string) => ({
  personal: { firstName: first, lastName: last, birthday: "1980-02-03", nationality: "DE", gender: "f" },
  passport: { number: "C01X00T47", nationality: "DE", issueDate: "2021-01-01", expiryDate: "2031-01-01" },
  address: { street: "Hauptstr. 1", zip: "10115", city: "Berlin", country: "DE" },
});

async function sendFile(id: number, token: string, file: File, fields: Record<string, string>) {
  const form = new FormData();
  form.set("file", file);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await upload(
    new NextRequest(`http://localhost/api/guestform/${id}/files?token=${token}`, {
      method: "POST",
      body: form,
      headers: { "accept-language": "de", "x-forwarded-for": "127.0.0.1" },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  return { status: res.status, body: await res.json() };
}
/** A scan as staff (or `token`'s holder, or nobody) read it: status, type and bytes. */
async function readScan(id: number, q: Record<string, string>, token?: string) {
  const res = await scan(
    new NextRequest(`http://localhost/api/guestform/${id}/files?${new URLSearchParams(q)}`, {
      headers: { "x-forwarded-for": "127.0.0.1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}
const png = async (kb = 0) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: kb ? 600 : 40, height: kb ? 600 : 30, channels: 3, background: "#0e7490" } })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      ),
    ],
    "passport.png",
    { type: "image/png" },
  );

describe("guest forms: links and tokens", () => {
  it("gives each guest of a booking a form and a link of its own", async () => {
    const { booking, main, other } = await twoGuests();
    const forms = await linksOf(booking.id);
    expect(forms.map((f) => f.customerId)).toEqual([main, other]);
    expect(forms.every((f) => f.status === "missing")).toBe(true);
    for (const f of forms) {
      expect(f.url).toMatch(new RegExp(`/guestform/${f.id}/[A-Za-z0-9_-]{64}$`));
    }
    const mine = await open(forms[0].id, tokenOf(forms[0].url));
    expect(mine.status, mine.text).toBe(200);
    // only the own guest, prefilled from the customer record
    expect(mine.body.guests).toHaveLength(1);
    expect(mine.body.guests[0]).toMatchObject({ customerId: main, name: "Erika Mustermann" });
    expect(mine.body.guests[0].answers.personal).toMatchObject({ firstName: "Erika", lastName: "Mustermann" });
    expect(mine.text).not.toContain("Max");
    expect(mine.body).toMatchObject({ kind: "stay", maxFileKb: 256, languages: ["de", "en"] });
  });

  it("answers a wrong token, another form's token and a missing form with the same 404", async () => {
    const { booking } = await twoGuests();
    const [a, b] = await linksOf(booking.id);
    const wrong = await open(
      a.id,
      tokenOf(a.url).replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    );
    const swapped = await open(a.id, tokenOf(b.url));
    const missing = await open(999_999, tokenOf(a.url));
    for (const r of [wrong, swapped, missing]) expect(r.status).toBe(404);
    const strip = (r: typeof wrong) => ({ ...r.body, path: undefined });
    expect(strip(wrong)).toEqual(strip(swapped));
    expect(wrong.body.message).toBe(missing.body.message);
    // a guest without a token reads nothing, not even that a login would help; saving needs the token
    const bare = await call(getForm, { params: { id: String(a.id) } });
    expect(bare.status).toBe(404);
    expect((await call(putForm, { method: "PUT", params: { id: String(a.id) }, body: {} })).status).toBe(400);
  });

  it("limits wrong tokens per address like the login, and a right token gives its try back", async () => {
    const { booking } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const ip = "203.0.113.40";
    for (let i = 0; i < 5; i++) expect((await open(a.id, tokenOf(a.url), { ip })).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await open(a.id, "x".repeat(64), { ip })).status).toBe(404);
    const blocked = await open(a.id, tokenOf(a.url), { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await open(a.id, tokenOf(a.url), { ip: "203.0.113.41" })).status).toBe(200);
  });

  it("follows the booking's guests: a removed guest's link is a 404, a returning guest gets the old form back", async () => {
    const { booking, roomId, main, other } = await twoGuests();
    const [, b] = await linksOf(booking.id);
    await save(b.id, tokenOf(b.url), { guests: { [other]: { address: { city: "Wien" } } } });
    const set = (guests: number[], version: number) =>
      call(roomGuests, {
        method: "POST",
        token: staff,
        params: { id: String(booking.id), roomId: String(roomId) },
        headers: { "if-match": String(version) },
        body: { guests },
      });
    const removed = await set([main], booking.version);
    expect(removed.status, removed.text).toBe(200);
    expect((await open(b.id, tokenOf(b.url))).status).toBe(404);
    expect((await linksOf(booking.id)).map((f) => f.customerId)).toEqual([main]);
    expect((await set([main, other], removed.body.version)).status).toBe(200);
    const back = await linksOf(booking.id);
    expect(back.map((f) => f.id)).toContain(b.id);
    expect((await open(b.id, tokenOf(b.url))).body.guests[0].answers.address).toEqual({ city: "Wien" });
  });
});

describe("guest forms: answers", () => {
  it("refuses a bad date, flight code or number with 400 in the guest's language, and stores nothing", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const t = tokenOf(a.url);
    const res = await save(
      a.id,
      t,
      {
        guests: {
          [main]: {
            personal: { birthday: "03.02.1980" },
            arrival: { flightNo: "LUFTHANSA 1" },
            gear: { shoeSize: "groß" },
            address: { city: "Berlin" },
          },
        },
      },
      "de",
    );
    expect(res.status, res.text).toBe(400);
    const paths = res.body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `guests.${main}.personal.birthday`,
        `guests.${main}.arrival.flightNo`,
        `guests.${main}.gear.shoeSize`,
      ]),
    );
    const flight = res.body.fields.find((f: { path: string }) => f.path.endsWith("flightNo"));
    expect(flight.message).toMatch(/Buchstaben|Ziffern/);
    expect((await open(a.id, t)).body.guests[0].answers.address).toBeUndefined();
    expect((await db().guestForm.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("missing");
  });

  it("does not take another guest's answers through one's own link", async () => {
    const { booking, other } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const res = await save(a.id, tokenOf(a.url), { guests: { [other]: { address: { city: "X" } } } });
    expect(res.status).toBe(404);
  });

  it("saves sections, says what is missing, refuses an early submit and takes a complete one", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const t = tokenOf(a.url);
    const first = await save(a.id, t, { guests: { [main]: { address: { street: "Hauptstr. 1", city: "Berlin" } } } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.status).toBe("started");
    expect(first.body.guests[0].missing).toEqual(
      expect.arrayContaining(["personal.birthday", "passport.number", "address.zip", "address.country"]),
    );
    const early = await save(a.id, t, { submit: true }, "de");
    expect(early.status).toBe(400);
    expect(early.body.fields.map((f: { path: string }) => f.path)).toContain(`guests.${main}.passport.number`);
    expect((await db().guestForm.findUniqueOrThrow({ where: { id: a.id } })).submittedAt).toBeNull();
    const done = await save(a.id, t, { guests: { [main]: complete("Erika", "Muster") }, submit: true });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: "complete" });
    expect(done.body.guests[0].missing).toEqual([]);
    const history = await db().auditEvent.findMany({ where: { entity: "GuestForm", entityId: String(a.id) } });
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(["guestForm.saved", "guestForm.submitted"]));
  });

  it("takes a scan checked by its content, refuses a disguised or oversized file", async () => {
    const { booking, main, other } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const t = tokenOf(a.url);
    const ok = await sendFile(a.id, t, await png(), { customerId: String(main), kind: "passport" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.guests[0].files).toEqual([
      expect.objectContaining({ kind: "passport", mimeType: "image/png", name: "passport.png" }),
    ]);
    const disguised = new File(["<script>alert(1)</script>"], "scan.jpg", { type: "image/jpeg" });
    const bad = await sendFile(a.id, t, disguised, { customerId: String(main), kind: "certCard" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0]).toMatchObject({ path: "file" });
    const big = await png(300);
    expect(big.size).toBeGreaterThan(256 * 1024);
    const tooBig = await sendFile(a.id, t, big, { customerId: String(main), kind: "passport" });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fields[0].message).toContain("256");
    // another guest's scan through this link: not found
    expect((await sendFile(a.id, t, await png(), { customerId: String(other), kind: "passport" })).status).toBe(404);
    expect((await sendFile(a.id, t, await png(), { customerId: String(main), kind: "selfie" })).status).toBe(400);
    expect(await db().guestFormFile.count({ where: { formId: a.id } })).toBe(1);
  });

  it("lets staff who see the booking download a scan, and no one else", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const file = await png();
    expect((await sendFile(a.id, tokenOf(a.url), file, { customerId: String(main), kind: "passport" })).status).toBe(
      200,
    );
    const q = { customerId: String(main), kind: "passport" };
    const got = await readScan(a.id, q, staff);
    expect(got.status).toBe(200);
    expect(got.type).toBe("image/png");
    expect(got.bytes).toEqual(new Uint8Array(await file.arrayBuffer()));
    // each read of a passport is in the audit trail
    expect(await db().auditEvent.count({ where: { action: "guestForm.fileRead", entityId: String(a.id) } })).toBe(1);
    // a scan not uploaded, a guest not on the form, another party and nobody: the missing form's 404
    expect((await readScan(a.id, { ...q, kind: "medical" }, staff)).status).toBe(404);
    expect((await readScan(a.id, { ...q, customerId: "999999" }, staff)).status).toBe(404);
    expect((await readScan(a.id, q, agency)).status).toBe(404);
    expect((await readScan(a.id, q)).status).toBe(404);
    expect((await readScan(a.id, { ...q, kind: "selfie" }, staff)).status).toBe(400);
  });

  it("with MULTI_GF one form for the booking carries every guest", async () => {
    await writeGroup("general", { MULTI_GF: "1" });
    try {
      const { booking, main, other } = await twoGuests();
      const forms = await linksOf(booking.id);
      expect(forms).toHaveLength(1);
      expect(forms[0].url).toContain("/guestform-m/");
      const f = await open(forms[0].id, tokenOf(forms[0].url));
      expect(f.body.multi).toBe(true);
      expect(f.body.guests.map((g: { customerId: number }) => g.customerId)).toEqual([main, other]);
      const both = await save(forms[0].id, tokenOf(forms[0].url), {
        guests: { [main]: complete("Erika", "Mustermann"), [other]: complete("Max", "Muster") },
        submit: true,
      });
      expect(both.body.status).toBe("complete");
    } finally {
      await writeGroup("general", { MULTI_GF: "0" });
    }
  });

  it("offers only the languages of gfLangs, and answers in the language the page names over the cookie's", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const t = tokenOf(a.url);
    await writeGroup("general", { gfLangs: ["en"] });
    try {
      expect((await open(a.id, t)).body.languages).toEqual(["en"]);
      // a guest whose cookie says German sees the form in English (gfLangs): its answers say English too
      const badFlight = (pageLocale: string) =>
        call(putForm, {
          method: "PUT",
          params: { id: String(a.id) },
          query: { token: t },
          body: { guests: { [main]: { arrival: { flightNo: "LUFTHANSA 1" } } } },
          headers: { cookie: "NEXT_LOCALE=de", [PAGE_LOCALE_HEADER]: pageLocale },
        });
      const res = await badFlight("en");
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields[0].message).toMatch(/letters or digits/);
      // a page naming no known language: the cookie decides, as everywhere else
      const german = await badFlight("fr");
      expect(german.body.fields[0].message).toMatch(/Buchstaben|Ziffern/);
    } finally {
      await writeGroup("general", { gfLangs: ["de", "en"] });
    }
  });
});

describe("guest forms: staff", () => {
  it("shows the differences and takes them field by field, all at once, or only where empty", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    await save(a.id, tokenOf(a.url), { guests: { [main]: complete("Erika", "Muster") }, submit: true });
    const d = await call(diff, { token: staff, query: { formId: a.id } });
    expect(d.status, d.text).toBe(200);
    const fields = d.body.guests[0].diff.map((x: { field: string }) => x.field);
    expect(fields).toEqual(
      expect.arrayContaining(["lastName", "birthday", "nationality", "street", "zip", "city", "country"]),
    );
    expect(d.body.guests[0].diff.find((x: { field: string }) => x.field === "lastName")).toEqual({
      field: "lastName",
      form: "Muster",
      customer: "Mustermann",
    });
    // only the empty ones: the last name stays
    const append = await call(appendMissing, { method: "POST", token: staff, body: { formId: a.id } });
    expect(append.status, append.text).toBe(200);
    let c = await db().customer.findUniqueOrThrow({ where: { id: main } });
    expect(c).toMatchObject({ lastName: "Mustermann", zip: "10115", nationality: "DE" });
    expect(append.body.status).toBe("complete");
    const one = await call(addToBooking, {
      method: "POST",
      token: staff,
      body: { formId: a.id, customerId: main, fields: ["lastName"] },
    });
    expect(one.status, one.text).toBe(200);
    expect(one.body.taken).toEqual([{ customerId: main, fields: ["lastName"] }]);
    c = await db().customer.findUniqueOrThrow({ where: { id: main } });
    expect(c.lastName).toBe("Muster");
    expect(c.fullName).toBe("Erika Muster");
    const all = await call(addAll, { method: "POST", token: staff, body: { formId: a.id } });
    expect(all.body.status).toBe("reviewed");
    expect((await call(diff, { token: staff, query: { formId: a.id } })).body.guests[0].diff).toEqual([]);
    // the customer's own audit trail holds the change
    const trail = await db().auditEvent.findMany({
      where: { entityId: String(main), action: { contains: "updated" } },
    });
    expect(trail.length).toBeGreaterThan(0);
  });

  it("refuses bad input and the wrong callers", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    const bad = await call(addToBooking, {
      method: "POST",
      token: staff,
      body: { formId: a.id, customerId: main, fields: ["password"] },
      headers: { "accept-language": "de" },
    });
    expect(bad.status).toBe(400);
    expect((await call(addToBooking, { method: "POST", token: staff, body: { formId: "x" } })).status).toBe(400);
    // a reader may look, not take
    expect((await call(diff, { token: reader, query: { formId: a.id } })).status).toBe(200);
    expect((await call(addAll, { method: "POST", token: reader, body: { formId: a.id } })).status).toBe(403);
    expect((await call(addAll, { method: "POST", body: { formId: a.id } })).status).toBe(401);
    // an agency sees its own bookings' forms only
    expect((await call(diff, { token: agency, query: { formId: a.id } })).status).toBe(404);
    expect((await call(links, { token: agency, query: { bookingId: booking.id } })).status).toBe(404);
    expect((await call(getForm, { token: agency, params: { id: String(a.id) } })).status).toBe(404);
    const own = await twoGuests({ agencyId });
    expect((await linksOf(own.booking.id, agency)).length).toBe(2);
    expect((await call(links, { token: otherAgency, query: { bookingId: own.booking.id } })).status).toBe(404);
    expect((await call(list, { token: await tokenWith(["users.read"]) })).status).toBe(403);
  });

  it("lists forms by arrival with their completeness, counts them and names bookings still missing forms", async () => {
    const { booking, main } = await twoGuests();
    const [a] = await linksOf(booking.id);
    await save(a.id, tokenOf(a.url), { guests: { [main]: complete("Erika", "Mustermann") }, submit: true });
    const q = { from: booking.from, to: booking.from, bookingId: booking.id };
    const page = await call(list, { token: reader, query: q });
    expect(page.status, page.text).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((r: { status: string }) => r.status)).toEqual(["complete", "missing"]);
    expect((await call(list, { token: reader, query: { ...q, status: "missing" } })).body.total).toBe(1);
    expect((await call(list, { token: reader, query: { ...q, size: 1, page: 2 } })).body.data).toHaveLength(1);
    expect((await call(list, { token: reader, query: { from: "2027-13-01" } })).status).toBe(400);
    expect((await call(list, { token: reader, query: { from: "2027-02-01", to: "2027-01-01" } })).status).toBe(400);
    const stats = await call(statistics, { token: reader, query: q });
    expect(stats.body).toEqual({ total: 2, missing: 1, started: 0, complete: 1, reviewed: 0 });
    const lacking = await call(missingGuestform, { token: reader, query: q });
    expect(lacking.status, lacking.text).toBe(200);
    expect(lacking.body.data).toEqual([expect.objectContaining({ id: booking.id, forms: 2, open: 1 })]);
    const mine = await call(linked, { token: reader, query: { customerId: main } });
    expect(mine.body.map((f: { id: number }) => f.id)).toEqual([a.id]);
    const g = await call(ofGuest, { token: reader, params: { customer: String(main), booking: String(booking.id) } });
    expect(g.body.id).toBe(a.id);
    expect(
      (await call(ofGuest, { token: reader, params: { customer: "1", booking: String(booking.id) } })).status,
    ).toBe(404);
  });

  it("answers a customer their own forms, and the form's sections to anyone", async () => {
    const { booking, main } = await twoGuests();
    const customer = await tokenWith(["customers.self"], { customerId: main });
    const own = await call(self, { token: customer });
    expect(own.status, own.text).toBe(200);
    expect(own.body.map((f: { bookingId: number }) => f.bookingId)).toEqual([booking.id]);
    const t = await call(types, {});
    expect(t.body.sections.find((s: { name: string }) => s.name === "arrival").fields[0]).toMatchObject({
      name: "flightNo",
      kind: "flight",
      requiredIn: ["dive"],
    });
  });

  it("prints the forms of a booking as one PDF, a page per guest, and lists the rooms with the form status", async () => {
    const { booking, main, other } = await twoGuests();
    const [a] = await linksOf(booking.id);
    await save(a.id, tokenOf(a.url), { guests: { [main]: complete("Erika", "Mustermann") }, submit: true });
    const req = new NextRequest(`http://localhost/api/guestform/print?bookingId=${booking.id}`, {
      headers: { authorization: `Bearer ${reader}`, "accept-language": "de" },
    });
    const res = await print(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    expect(doc.numPages).toBe(2);
    const text = (await extractText(doc, { mergePages: true })).text as string;
    expect(text).toContain("Gästeformular: Erika Mustermann");
    expect(text).toContain("Gästeformular: Max Muster");
    expect(text).toContain("C01X00T47");
    expect(text).toContain("Vollständig");
    // no departure, booking or range: 400; a caller without the scope: 403
    expect((await call(print, { token: reader })).status).toBe(400);
    expect((await call(print, { token: agency, query: { bookingId: booking.id } })).status).toBe(200);
    expect(
      (await call(print, { token: await tokenWith(["users.read"]), query: { bookingId: booking.id } })).status,
    ).toBe(403);
    const r = await call(roomsOf, { token: reader, query: { bookingId: booking.id } });
    expect(r.status, r.text).toBe(200);
    expect(r.body[0].guests).toEqual([
      expect.objectContaining({ customerId: main, formId: a.id, status: "complete" }),
      expect.objectContaining({ customerId: other, status: "missing" }),
    ]);
  });
});
