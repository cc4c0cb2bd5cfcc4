// Matching bank entries to bookings (issue 38 item 4): suggestions ranked with their reasons, a
// match that records the booking's payment (method transfer, the entry's date and reference), an
// entry split over bookings and a booking paid by entries, 409 beyond what is left (also for two
// staff at once), unmatching that reverses, another currency with its exchange difference, the
// rest of an entry as an agency's credit, the manual and temporary lists, scopes and bad input.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as suggestions } from "@/app/api/bankentries/[id]/suggestions/route";
import { POST as match } from "@/app/api/bankentries/[id]/payments/route";
import { DELETE as unmatch } from "@/app/api/bankentries/[id]/payments/[paymentId]/route";
import { POST as credit } from "@/app/api/bankentries/[id]/credit/route";
import { GET as manualList } from "@/app/api/bankentries/manual/route";
import { GET as temporaryList } from "@/app/api/bankentries/temporary/route";
import { GET as allEntries } from "@/app/api/bankentries/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as correctAgencyCredit } from "@/app/api/agencycredit/[id]/correct/route";
import { addCalendarDays, calendarDate } from "@/lib/core/dates";
import { db, transaction } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { addEntries, type NewEntry } from "@/lib/domain/banks/add-entries";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedAgency, seedCustomer } from "@/prisma/seed/factories";
import {
  bookStay,
  issueInvoice,
  seedCurrencies,
  seedPricedResort,
  seedRate,
  STAFF_SCOPES,
  tokenWith,
} from "../helpers/factories";
import { call } from "../helpers/http";
import { GERMAN_COMPANY_WITH_BANK } from "../helpers/company";

let today: string;
let resortId: number, rooms: number[];
let staff: string, reader: string, agencyId: number;
let eurBank: number, usdBank: number;
let nextRoom = 0;
let nextRef = 0;

beforeAll(async () => {
  today = await operatorToday();
  await seedCurrencies("EUR", "USD");
  await seedRate("USD", "EUR", "0.9", addCalendarDays(today, -30));
  ({ resortId, roomIds: rooms } = await seedPricedResort(30, { roomName: (i) => `${1 + i}` }));
  staff = await tokenWith([...STAFF_SCOPES, "bankentries.read", "agencies.update", "agencies.read"]);
  reader = await tokenWith(["bankentries.read"]);
  agencyId = (await seedAgency(db(), { name: "Lagoon Reisen GmbH" })).id;
  await writeGroup("company", GERMAN_COMPANY_WITH_BANK);
  const bank = (currency: string) =>
    db().bank.create({ data: { name: `House bank ${currency}`, currency, openingDate: calendarDate("2026-01-01") } });
  eurBank = (await bank("EUR")).id;
  usdBank = (await bank("USD")).id;
});

/** A confirmed, priced two-night stay: 200.00 EUR, deposit 60.00 and rest 140.00. */
async function booking(o: { customer?: { firstName: string; lastName: string }; agency?: boolean } = {}) {
  const customerId = (
    await seedCustomer(db(), {
      firstName: o.customer?.firstName ?? "Gast",
      lastName: o.customer?.lastName ?? `Nummer${nextRoom}`,
      fullName: o.customer ? `${o.customer.firstName} ${o.customer.lastName}` : `Gast Nummer${nextRoom}`,
    })
  ).id;
  const b = await bookStay(staff, {
    resortId,
    customerId,
    roomId: rooms[nextRoom % rooms.length],
    from: addCalendarDays(today, 60 + 3 * nextRoom++),
    priced: true,
    more: o.agency ? { agencyId } : {},
  });
  return { ...b, customerId };
}

/** One imported entry (each with a reference of its own, so no two are alike). */
async function entry(amount: string, o: Partial<NewEntry> & { bankId?: number; source?: "import" | "manual" } = {}) {
  const e: NewEntry = {
    date: o.date ?? addCalendarDays(today, -1),
    amount,
    currency: o.currency ?? "EUR",
    counterparty: o.counterparty ?? null,
    reference: o.reference ?? `Transfer ${++nextRef}`,
  };
  const { ids } = await transaction((tx) => addEntries(tx, o.bankId ?? eurBank, [e], { source: o.source ?? "import" }));
  return ids[0];
}

const suggest = (id: number, lang = "en", token = staff) =>
  call(suggestions, { token, params: { id: String(id) }, headers: { "accept-language": lang } });
const pay = (id: number, body: Record<string, unknown>, token = staff) =>
  call(match, { method: "POST", token, params: { id: String(id) }, body });
const takeBack = (id: number, paymentId: number, body: Record<string, unknown> = {}) =>
  call(unmatch, {
    method: "DELETE",
    token: staff,
    params: { id: String(id), paymentId: String(paymentId) },
    headers: { "accept-language": "en" },
    body,
  });
const view = async (id: number) => (await call(getBooking, { token: staff, params: { id: String(id) } })).body;

describe("GET /api/bankentries/{id}/suggestions", () => {
  it("finds the booking by its number typed loosely, ranks it first, and says why in English and German", async () => {
    const a = await booking();
    const b = await booking();
    const [, year, seq] = /^B(\d{4})-(\d+)$/.exec(a.bookingNo)!;
    for (const typed of [`b${year}${seq}`, `B${year} ${Number(seq)}`, `Booking B-${year}-${Number(seq)} thanks`]) {
      const id = await entry("60.00", { reference: typed });
      const res = await suggest(id);
      expect(res.status, res.text).toBe(200);
      expect(res.body[0]).toMatchObject({ bookingId: a.id, label: a.bookingNo, open: "200.00" });
      expect(res.body[0].reasons.map((r: { kind: string }) => r.kind)).toEqual(["number", "amountInstalment"]);
      expect(res.body[0].reasons[0].text).toBe(`Number ${a.bookingNo} in the reference`);
      // the deposit of every open booking is 60.00: b is suggested too, below a
      const others = res.body.slice(1);
      expect(others.find((s: { bookingId: number }) => s.bookingId === b.id)?.reasons[0].kind).toBe("amountInstalment");
      expect(res.body[0].score).toBeGreaterThan(res.body[1].score);
    }
    const de = await suggest(await entry("60.00", { reference: a.bookingNo }), "de");
    expect(de.body[0].reasons.map((r: { text: string }) => r.text)).toEqual([
      `Nummer ${a.bookingNo} im Verwendungszweck`,
      "Betrag entspricht der offenen Anzahlung (60.00)",
    ]);
  });

  it("finds a booking by its invoice number, by the open amount and by the payer's name", async () => {
    const inv = await booking();
    const issued = await issueInvoice(staff, inv.id);
    expect(issued.status, issued.text).toBe(201);
    const number: string = issued.body.number;
    const loose = number.replace(/-0+/, "-");
    const byInvoice = await suggest(await entry("10.00", { reference: `Rechnung ${loose}` }));
    expect(byInvoice.body[0]).toMatchObject({ bookingId: inv.id, reasons: [{ kind: "number", value: number }] });

    const named = await booking({ customer: { firstName: "Zofia", lastName: "Quartermaine-Öztürk" } });
    const byName = await suggest(await entry("200.00", { counterparty: "QUARTERMAINE-OEZTUERK ZOFIA" }));
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body[0]).toMatchObject({ bookingId: named.id });
    expect(byName.body[0].reasons.map((r: { kind: string }) => r.kind)).toEqual(["amountOpen", "customerName"]);

    const money = await suggest(await entry("-50.00", { reference: named.bookingNo }));
    expect(money.body).toEqual([]);
  });

  it("404 for an unknown entry, 403 without bankentries.read, 401 without a token", async () => {
    expect((await suggest(999_999)).status).toBe(404);
    const id = await entry("1.00");
    expect((await suggest(id, "en", await tokenWith(STAFF_SCOPES))).status).toBe(403);
    expect((await call(suggestions, { params: { id: String(id) } })).status).toBe(401);
  });
});

describe("POST /api/bankentries/{id}/payments", () => {
  it("records the booking's payment: method transfer, the entry's date and reference; what is left follows", async () => {
    const b = await booking();
    const date = addCalendarDays(today, -3);
    const id = await entry("100.00", { date, reference: `Deposit ${b.bookingNo}` });
    const res = await pay(id, { bookingId: b.id, amount: "60.00" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.payment).toMatchObject({
      method: "transfer",
      amount: "60.00",
      date,
      reference: `Deposit ${b.bookingNo}`,
    });
    expect(res.body.booking).toMatchObject({ paid: "60.00", open: "140.00" });
    expect(res.body.entry).toMatchObject({ matched: "60.00", left: "40.00", state: "partial" });
    expect(res.body.entry.matches).toEqual([
      expect.objectContaining({
        bookingId: b.id,
        booking: b.bookingNo,
        paymentId: res.body.paymentId,
        amount: "60.00",
      }),
    ]);
    const v = await view(b.id);
    expect(v.payments).toHaveLength(1);
    expect(v.payments[0]).toMatchObject({ id: res.body.paymentId, method: "transfer", status: "paid" });
    // by its number too
    const byNumber = await pay(id, { booking: b.bookingNo.toLowerCase().replace("-", " "), amount: "40.00" });
    expect(byNumber.status, byNumber.text).toBe(201);
    expect(byNumber.body).toMatchObject({ bookingId: b.id, booking: { paid: "100.00" }, entry: { state: "matched" } });
  });

  it("splits one entry over two bookings, and pays one booking by two entries", async () => {
    const a = await booking();
    const b = await booking();
    const both = await entry("400.00");
    expect((await pay(both, { bookingId: a.id, amount: "200.00" })).status).toBe(201);
    const second = await pay(both, { bookingId: b.id, amount: "200.00" });
    expect(second.body.entry).toMatchObject({ matched: "400.00", left: "0.00", state: "matched" });
    expect((await view(a.id)).paidAt).not.toBeNull();
    expect((await view(b.id)).paidAt).not.toBeNull();

    const c = await booking();
    const e1 = await entry("120.00");
    const e2 = await entry("80.00");
    expect((await pay(e1, { bookingId: c.id, amount: "120.00" })).body.booking.open).toBe("80.00");
    const last = await pay(e2, { bookingId: c.id, amount: "80.00" });
    expect(last.body.booking).toMatchObject({ paid: "200.00", open: "0.00" });
    expect(await db().bankEntryPayment.count({ where: { bookingId: c.id } })).toBe(2);
  });

  it("refuses more than is left of the entry (409, nothing written)", async () => {
    const b = await booking();
    const id = await entry("100.00");
    const over = await pay(id, { bookingId: b.id, amount: "150.00" });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain("100.00");
    expect((await pay(id, { bookingId: b.id, amount: "100.00" })).status).toBe(201);
    const none = await pay(id, { bookingId: b.id, amount: "0.01" });
    expect(none.status).toBe(409);
    expect(await db().payment.count({ where: { bookingId: b.id } })).toBe(1);
  });

  it("two staff matching the whole entry at once: one wins, the other gets 409", async () => {
    const a = await booking();
    const b = await booking();
    const id = await entry("200.00");
    const results = await Promise.all([
      pay(id, { bookingId: a.id, amount: "200.00" }),
      pay(id, { bookingId: b.id, amount: "200.00" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db().bankEntryPayment.count({ where: { entryId: id } })).toBe(1);
    expect(await db().payment.count({ where: { bookingId: { in: [a.id, b.id] } } })).toBe(1);
  });

  it("converts an entry in another currency at the rate given or stored, and shows the exchange difference", async () => {
    const b = await booking({ agency: true });
    const id = await entry("110.00", { bankId: usdBank, currency: "USD", counterparty: "Lagoon Reisen GmbH" });
    const found = await suggest(id);
    expect(found.body.find((s: { bookingId: number }) => s.bookingId === b.id)).toBeUndefined(); // not its currency
    const given = await pay(id, { bookingId: b.id, amount: "110.00", rate: "0.95" });
    expect(given.status, given.text).toBe(201);
    expect(given.body.payment).toMatchObject({
      amount: "110.00",
      currency: "USD",
      bookingAmount: "104.50",
      rate: "0.95",
    });
    expect(given.body.booking.paid).toBe("104.50");
    // the stored rate (0.9) values the 104.50 EUR at 116.11 USD: 6.11 USD less came in than that
    expect(given.body.entry).toMatchObject({ left: "0.00", exchangeDifference: "-6.11" });

    const stored = await entry("50.00", { bankId: usdBank, currency: "USD" });
    const at = await pay(stored, { bookingId: b.id, amount: "50.00" });
    expect(at.body.payment).toMatchObject({ bookingAmount: "45.00", rate: "0.9", rateType: "multiply" });
    expect(at.body.entry.exchangeDifference).toBe("0.00");
  });

  it("400 for bad input naming the field, 404 for an unknown entry or booking, 403 without bookings.update", async () => {
    const b = await booking();
    const id = await entry("30.00");
    for (const [body, field] of [
      [{ bookingId: b.id, amount: "0" }, "amount"],
      [{ bookingId: b.id, amount: "-5" }, "amount"],
      [{ bookingId: b.id, amount: "abc" }, "amount"],
      [{ amount: "5" }, "bookingId"],
      [{ bookingId: b.id, booking: b.bookingNo, amount: "5" }, "bookingId"],
      [{ bookingId: b.id, amount: "5", rateType: "add" }, "rateType"],
      [{ bookingId: b.id, amount: "5", rate: "0" }, "rate"],
    ] as const) {
      const res = await pay(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    expect((await pay(999_999, { bookingId: b.id, amount: "5" })).status).toBe(404);
    expect((await pay(id, { bookingId: 999_999, amount: "5" })).status).toBe(404);
    expect((await pay(id, { booking: "B1999-00001", amount: "5" })).status).toBe(404);
    expect((await pay(id, { bookingId: b.id, amount: "5" }, reader)).status).toBe(403);
    expect((await pay(id, { bookingId: b.id, amount: "5" }, await tokenWith(STAFF_SCOPES))).status).toBe(403);
    expect(await db().bankEntryPayment.count({ where: { entryId: id } })).toBe(0);
  });
});

describe("DELETE /api/bankentries/{id}/payments/{paymentId}", () => {
  it("reverses the booking's payment with the reason and leaves the part to match again", async () => {
    const b = await booking();
    const id = await entry("200.00");
    const matched = await pay(id, { bookingId: b.id, amount: "200.00" });
    expect((await view(b.id)).paidAt).not.toBeNull();
    const res = await takeBack(id, matched.body.paymentId, { reason: "wrong booking" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.booking).toMatchObject({ paid: "0.00", open: "200.00" });
    expect(res.body.entry).toMatchObject({ matched: "0.00", left: "200.00", state: "unmatched", matches: [] });
    const v = await view(b.id);
    expect(v.paidAt).toBeNull();
    expect(v.payments[1]).toMatchObject({
      status: "reversal",
      reversesId: matched.body.paymentId,
      reason: "wrong booking",
    });
    expect((await takeBack(id, matched.body.paymentId)).status).toBe(404);

    // again, without a reason: the default names the entry
    const again = await pay(id, { bookingId: b.id, amount: "200.00" });
    expect((await takeBack(id, again.body.paymentId)).status).toBe(200);
    expect((await view(b.id)).payments.at(-1).reason).toBe(`Unmatched from bank entry ${id}`);
  });
});

describe("POST /api/bankentries/{id}/credit", () => {
  it("books the rest of an overpaid entry as the agency's credit; correcting it gives the entry the rest back", async () => {
    const b = await booking({ agency: true });
    const id = await entry("250.00", { counterparty: "Lagoon Reisen GmbH" });
    const paid = await pay(id, { bookingId: b.id, amount: "200.00" });
    expect(paid.status).toBe(201);
    // the match names the booking's payers: who the dialog offers to credit with the rest
    expect(paid.body.entry.matches[0].agency).toMatchObject({ id: agencyId, name: expect.any(String) });
    const bad = await call(credit, { method: "POST", token: staff, params: { id: String(id) }, body: {} });
    expect(bad.status).toBe(400);
    const over = await call(credit, {
      method: "POST",
      token: staff,
      params: { id: String(id) },
      body: { agencyId, amount: "60.00" },
    });
    expect(over.status).toBe(409);
    const res = await call(credit, { method: "POST", token: staff, params: { id: String(id) }, body: { agencyId } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ agencyId, amount: "50.00", currency: "EUR", balance: "50.00" });
    expect(res.body.entry).toMatchObject({ matched: "200.00", credited: "50.00", left: "0.00", state: "matched" });
    const row = await db().agencyCredit.findUniqueOrThrow({ where: { id: res.body.creditId } });
    expect(row).toMatchObject({ kind: "overpayment", currency: "EUR" });
    expect(row.amount.toFixed(2)).toBe("50.00");

    const corrected = await call(correctAgencyCredit, {
      method: "POST",
      token: await tokenWith(["admin"]),
      params: { id: String(res.body.creditId) },
      body: { reason: "paid back by transfer" },
    });
    expect(corrected.status, corrected.text).toBe(201);
    const list = await call(temporaryList, { token: reader, query: { search: `Transfer ${nextRef}` } });
    expect(list.body.data.find((e: { id: number }) => e.id === id)).toMatchObject({ credited: "0.00", left: "50.00" });
  });
});

describe("GET /api/bankentries/manual and /temporary", () => {
  it("lists entries typed by hand, and imported ones with something left, paged, with suggestions when asked", async () => {
    const b = await booking();
    const bankId = (
      await db().bank.create({ data: { name: "Cash box", currency: "EUR", openingDate: calendarDate("2026-01-01") } })
    ).id;
    const cash = await entry("35.00", { bankId, source: "manual", reference: "Bar dive shop" });
    const open = await entry("60.00", { bankId, reference: `Anzahlung ${b.bookingNo}` });
    const done = await entry("20.00", { bankId });
    await pay(done, { bookingId: b.id, amount: "20.00" });

    const manual = await call(manualList, { token: reader, query: { bankId } });
    expect(manual.status, manual.text).toBe(200);
    expect(manual.body).toMatchObject({ total: 1, page: 1, size: 25 });
    expect(manual.body.data[0]).toMatchObject({ id: cash, source: "manual", left: "35.00", bankName: "Cash box" });

    const temp = await call(temporaryList, { token: reader, query: { bankId, suggestions: "true" } });
    expect(temp.status, temp.text).toBe(200);
    expect(temp.body.data.map((e: { id: number }) => e.id)).toEqual([open]);
    expect(temp.body.data[0].suggestions[0]).toMatchObject({ bookingId: b.id, reasons: [{ kind: "number" }] });

    const paged = await call(temporaryList, { token: reader, query: { size: 1, page: 2 } });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThan(1);
    expect((await call(temporaryList, { token: reader, query: { size: 500 } })).status).toBe(400);
    expect((await call(manualList, { token: await tokenWith(STAFF_SCOPES) })).status).toBe(403);
  });
});

describe("GET /api/bankentries", () => {
  it("lists every bank's entries, filtered by bank, state and search, paged; bad filters are a 400", async () => {
    const b = await booking();
    const usd = await entry("75.00", {
      bankId: usdBank,
      currency: "USD",
      reference: "Dollar transfer",
      counterparty: "Ms Dollar",
    });
    const eur = await entry("20.00", { reference: "Euro transfer" });
    await pay(eur, { bookingId: b.id, amount: "20.00" });

    const all = await call(allEntries, { token: reader, query: { size: "200" } });
    expect(all.status, all.text).toBe(200);
    const ids = all.body.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([usd, eur]));

    const usdOnly = await call(allEntries, {
      token: reader,
      query: { "filter[bankId]": String(usdBank), size: "200" },
    });
    expect(usdOnly.body.data.every((e: { bankId: number }) => e.bankId === usdBank)).toBe(true);
    expect(usdOnly.body.data.map((e: { id: number }) => e.id)).toContain(usd);

    const matched = await call(allEntries, { token: reader, query: { "filter[state]": "matched", size: "200" } });
    expect(matched.body.data.map((e: { id: number }) => e.id)).toContain(eur);
    expect(matched.body.data.map((e: { id: number }) => e.id)).not.toContain(usd);

    const found = await call(allEntries, { token: reader, query: { search: "Ms Dollar" } });
    expect(found.body).toMatchObject({ total: 1, data: [{ id: usd, bankName: "House bank USD", state: "unmatched" }] });

    const paged = await call(allEntries, { token: reader, query: { size: "1", page: "2" } });
    expect(paged.body).toMatchObject({ page: 2, size: 1 });
    expect(paged.body.data).toHaveLength(1);

    expect((await call(allEntries, { token: reader, query: { "filter[state]": "nonsense" } })).status).toBe(400);
    expect((await call(allEntries, { token: reader, query: { "filter[nope]": "1" } })).status).toBe(400);
    expect((await call(allEntries, { token: await tokenWith(STAFF_SCOPES) })).status).toBe(403);
  });
});

describe("a user limited to some resorts", () => {
  it("neither lists, suggests, matches nor sums the entries of another resort's bank", async () => {
    const { seedResort } = await import("@/prisma/seed/factories");
    const { GET: cashflow } = await import("@/app/api/banks/cashflow/route");
    const elsewhere = (await seedResort(db(), { name: "Elsewhere" })).resort.id;
    const resortBank = (
      await db().bank.create({
        data: { name: "Resort box", currency: "EUR", openingDate: calendarDate("2026-01-01"), resortId },
      })
    ).id;
    const hidden = await entry("75.00", { bankId: resortBank, source: "manual", reference: "box only" });
    const { seedUser } = await import("@/prisma/seed/factories");
    const { tokenFor } = await import("../helpers/http");
    const user = await seedUser(db(), { scopes: [...STAFF_SCOPES, "bankentries.read"] });
    await db().user.update({ where: { id: user.id }, data: { allowedResortIds: [elsewhere] } });
    const limited = await tokenFor(user.id);
    const b = await booking();

    const manual = await call(manualList, { token: limited, query: { size: "200" } });
    expect(manual.status, manual.text).toBe(200);
    expect(manual.body.data.map((e: { id: number }) => e.id)).not.toContain(hidden);
    expect(
      (await call(manualList, { token: staff, query: { size: "200" } })).body.data.map((e: { id: number }) => e.id),
    ).toContain(hidden);
    expect((await suggest(hidden, "en", limited)).status).toBe(404);
    expect((await pay(hidden, { bookingId: b.id, amount: "75.00" }, limited)).status).toBe(404);
    expect(await db().bankEntryPayment.count({ where: { entryId: hidden } })).toBe(0);
    const flow = await call(cashflow, {
      token: limited,
      query: { from: addCalendarDays(today, -10), to: today, groupBy: "month" },
    });
    expect(flow.status, flow.text).toBe(200);
    expect(flow.body.banks.map((x: { bankId: number }) => x.bankId)).not.toContain(resortBank);
    const asked = await call(cashflow, {
      token: limited,
      query: { from: addCalendarDays(today, -10), to: today, groupBy: "month", bankId: String(resortBank) },
    });
    expect(asked.body.banks).toEqual([]);
  });
});
