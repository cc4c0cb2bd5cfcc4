// GET /api/bookings/report/finance: the payments, invoices and credit notes of a period by the
// booking's asset, with sums per currency and method, as JSON, CSV and XLSX (read back with
// exceljs: sheet names, number and date cells), in the caller's language; bad periods and assets
// are a 400 naming the field, and only staff who see payments get it.
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payment/route";
import { DELETE as reversePayment } from "@/app/api/bookings/[id]/payment/[paymentId]/route";
import { GET as report } from "@/app/api/bookings/report/finance/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedCustomer } from "@/prisma/seed/factories";
import {
  bookStay,
  creditNote,
  issueInvoice,
  seedCurrencies,
  seedDoubleRooms,
  seedPrice,
  seedRate,
  seedTerms,
  STAFF_SCOPES,
  tokenWith,
} from "../helpers/factories";
import { call } from "../helpers/http";

let today: string, from: string;
let staff: string;
let alpha: number, beta: number;
let b1: number, b2: number, b3: number;
let b1No: string, b3No: string;

const pay = async (id: number, body: Record<string, unknown>) => {
  const res = await call(recordPayment, { method: "POST", token: staff, params: { id: String(id) }, body });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
};

const get = (query: Record<string, string | undefined>, o: { token?: string; lang?: string } = {}) =>
  call(report, { token: o.token ?? staff, query, headers: { "accept-language": o.lang ?? "en" } });

beforeAll(async () => {
  today = await operatorToday();
  from = addCalendarDays(today, -10);
  await seedCurrencies("EUR", "USD");
  await seedRate("USD", "EUR", "0.9", addCalendarDays(today, -60));
  const admin = await tokenWith(["admin"]);
  staff = await tokenWith([...STAFF_SCOPES, "bookingpayment.read"]);
  const a = await seedDoubleRooms(2, { resortName: "Alpha Bay" });
  const b = await seedDoubleRooms(2, { resortName: "Beta Reef" });
  [alpha, beta] = [a.resortId, b.resortId];
  for (const r of [a, b]) await seedPrice(admin, { resortId: r.resortId, roomTypeId: r.roomTypeId, value: "100" });
  await seedTerms(admin);
  await writeGroup("company", {
    name: "Harbour Test GmbH",
    street: "Kai 1",
    zip: "20457",
    city: "Hamburg",
    country: "DE",
  });
  const customerId = (await seedCustomer(db(), { firstName: "Erika", lastName: "Muster" })).id;
  const stay = (resortId: number, roomId: number, days: number) =>
    bookStay(staff, { resortId, roomId, customerId, from: addCalendarDays(today, days), priced: true });
  const s1 = await stay(alpha, a.roomIds[0], 60);
  const s2 = await stay(alpha, a.roomIds[1], 60);
  const s3 = await stay(beta, b.roomIds[0], 60);
  [b1, b2, b3] = [s1.id, s2.id, s3.id];
  [b1No, b3No] = [s1.bookingNo, s3.bookingNo];

  // Alpha: 60 by transfer, 40 in cash taken back again, 100 by card; one payment before the period
  await pay(b1, { amount: "60.00", currency: "EUR", method: "transfer", date: addCalendarDays(today, -2) });
  const cash = await pay(b1, { amount: "40.00", currency: "EUR", method: "cash", date: addCalendarDays(today, -1) });
  const back = await call(reversePayment, {
    method: "DELETE",
    token: staff,
    params: { id: String(b1), paymentId: String(cash) },
    body: { reason: "typed twice" },
  });
  expect(back.status, back.text).toBe(200);
  await pay(b2, { amount: "100.00", currency: "EUR", method: "card", date: today });
  await pay(b2, { amount: "20.00", currency: "EUR", method: "cash", date: addCalendarDays(today, -30) });
  // Beta: 50 USD at 0.9 are 45 EUR
  await pay(b3, { amount: "50.00", currency: "USD", rate: "0.9", method: "transfer", reference: "RF 7", date: today });

  // an invoice of b2 cancelled by a credit note; an invoice of b3
  const inv2 = await issueInvoice(staff, b2);
  expect(inv2.status, inv2.text).toBe(201);
  const cn = await creditNote(staff, inv2.body.id, { reason: "wrong address" });
  expect(cn.status, cn.text).toBe(201);
  const inv3 = await issueInvoice(staff, b3);
  expect(inv3.status, inv3.text).toBe(201);
});

/** The XLSX as bytes (the test helper reads answers as text). */
async function xlsx(query: Record<string, string>, lang = "en") {
  const url = new URL("http://localhost/api/bookings/report/finance");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await report(
    new NextRequest(url, { headers: { authorization: `Bearer ${staff}`, "accept-language": lang } }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  return wb;
}

describe("GET /api/bookings/report/finance", () => {
  it("answers the period's payments, invoices and credit notes by asset, sums per currency and method", async () => {
    const res = await get({ from, to: today });
    expect(res.status, res.text).toBe(200);
    expect(res.body.groups.map((g: { asset: { name: string } }) => g.asset.name)).toEqual(["Alpha Bay", "Beta Reef"]);
    const [a, b] = res.body.groups;
    expect(a.asset).toEqual({ kind: "resort", id: alpha, name: "Alpha Bay" });
    // by the day paid (the reversal on the day it was made), a row of its own and negative; the payment
    // before the period is left out
    expect(
      a.payments.map((p: { method: string; status: string; amount: string }) => [p.method, p.status, p.amount]),
    ).toEqual([
      ["transfer", "paid", "60.00"],
      ["cash", "paid", "40.00"],
      ["cash", "reversal", "-40.00"],
      ["card", "paid", "100.00"],
    ]);
    expect(a.sums).toEqual([
      {
        currency: "EUR",
        paid: "160.00",
        payments: 4,
        byMethod: [
          { method: "cash", amount: "0.00", count: 2 },
          { method: "card", amount: "100.00", count: 1 },
          { method: "transfer", amount: "60.00", count: 1 },
        ],
        invoices: { count: 1, net: "200.00", tax: "0.00", total: "200.00" },
        credits: { count: 1, net: "-200.00", tax: "0.00", total: "-200.00" },
      },
    ]);
    expect(a.invoices.map((i: { series: string; bookingId: number }) => [i.series, i.bookingId])).toEqual([
      ["invoice", b2],
      ["credit", b2],
    ]);
    expect(b.payments).toEqual([
      expect.objectContaining({
        bookingId: b3,
        bookingNumber: b3No,
        amount: "45.00",
        currency: "EUR",
        foreignAmount: "50.00",
        foreignCurrency: "USD",
        reference: "RF 7",
        date: today,
      }),
    ]);
    expect(res.body.totals).toEqual([
      expect.objectContaining({
        currency: "EUR",
        paid: "205.00",
        payments: 5,
        invoices: { count: 2, net: "400.00", tax: "0.00", total: "400.00" },
        credits: { count: 1, net: "-200.00", tax: "0.00", total: "-200.00" },
      }),
    ]);
  });

  it("takes only the assets asked for, and a day before the period leaves the payment out", async () => {
    const only = await get({ from, to: today, assets: `resort:${beta}` });
    expect(only.status, only.text).toBe(200);
    expect(only.body.groups.map((g: { asset: { id: number } }) => g.asset.id)).toEqual([beta]);
    expect(only.body.totals[0].paid).toBe("45.00");
    const early = await get({ from: addCalendarDays(today, -40), to: addCalendarDays(today, -20) });
    expect(early.body.groups).toHaveLength(1);
    expect(early.body.groups[0].payments.map((p: { amount: string }) => p.amount)).toEqual(["20.00"]);
    expect(early.body.groups[0].invoices).toEqual([]);
    const none = await get({ from, to: today, assets: "vessel:999999" });
    expect(none.body).toMatchObject({ groups: [], totals: [] });
  });

  it("answers CSV: a header row in the caller's language, one row per payment, invoice or credit note", async () => {
    // amounts are number cells (a negative one is no formula, lib/resources/csv.ts)
    const res = await get({ from, to: today, format: "csv" });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="finance-${from}-${today}.csv"`);
    const lines = res.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Type,Asset,Date,Booking,Number / reference,Method / kind,Status,Currency,Net,Tax,Amount,Paid amount,Paid in",
    );
    expect(lines).toHaveLength(1 + 5 + 3);
    expect(lines).toContain(`Payment,Resort Beta Reef,${today},${b3No},RF 7,Bank transfer,Paid,EUR,,,45,50,USD`);
    expect(lines).toContain(`Payment,Resort Alpha Bay,${addCalendarDays(today, -1)},${b1No},,Cash,Paid,EUR,,,40,,`);
    expect(lines.filter((l) => l.startsWith("Credit note,Resort Alpha Bay,"))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith("Credit note"))).toMatch(/,Credit note,,EUR,-200,0,-200,,$/);
    const de = await get({ from, to: today, format: "csv" }, { lang: "de" });
    expect(de.text.split("\r\n")[0]).toMatch(/^Art,Objekt,Datum,Buchung,/);
    expect(de.text).toContain(`Zahlung,Resort Beta Reef,${today},${b3No},RF 7,Überweisung,Bezahlt,EUR`);
  });

  it("answers XLSX: sheets of payments, invoices and sums with number and date cells", async () => {
    const wb = await xlsx({ from, to: today, format: "xlsx" });
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Payments", "Invoices", "Summary"]);
    const payments = wb.getWorksheet("Payments")!;
    expect(payments.getRow(1).values).toEqual([
      undefined,
      "Asset",
      "Date",
      "Booking",
      "Method / kind",
      "Status",
      "Number / reference",
      "Currency",
      "Amount",
      "Paid amount",
      "Paid in",
    ]);
    expect(payments.rowCount).toBe(1 + 5);
    const usd = payments.getRow(6);
    expect(usd.getCell(1).value).toBe("Resort Beta Reef");
    expect(usd.getCell(2).value).toEqual(new Date(`${today}T00:00:00Z`));
    expect(usd.getCell(8).value).toBe(45);
    expect(usd.getCell(8).numFmt).toBe("#,##0.00");
    expect(usd.getCell(9).value).toBe(50);
    const invoices = wb.getWorksheet("Invoices")!;
    expect(invoices.rowCount).toBe(1 + 3);
    expect(invoices.getRow(3).getCell(4).value).toBe("Credit note");
    expect(invoices.getRow(3).getCell(10).value).toBe(-200);
    const summary = wb.getWorksheet("Summary")!;
    const rows = [2, 3, 4].map((n) => (summary.getRow(n).values as unknown[]).slice(1));
    // asset, currency, paid, cash, card, transfer, credit, provider, invoiced, credited, invoiced less credits
    expect(rows).toEqual([
      ["Resort Alpha Bay", "EUR", 160, 0, 100, 60, 0, 0, 200, -200, 0],
      ["Resort Beta Reef", "EUR", 45, 0, 0, 45, 0, 0, 200, 0, 200],
      ["All assets", "EUR", 205, 0, 100, 105, 0, 0, 400, -200, 200],
    ]);
    expect(summary.getRow(4).getCell(3).font?.bold).toBe(true);
    expect(summary.getRow(2).getCell(3).font?.bold).toBeFalsy();
    expect(summary.getRow(6).getCell(2).value).toEqual(new Date(`${from}T00:00:00Z`));
    const de = await xlsx({ from, to: today, format: "xlsx" }, "de");
    expect(de.worksheets.map((w) => w.name)).toEqual(["Zahlungen", "Rechnungen", "Übersicht"]);
    expect(de.getWorksheet("Zahlungen")!.getRow(2).getCell(2).numFmt).toBe("dd.mm.yyyy");
  });

  it("answers 400 naming the field for a bad period, asset or format", async () => {
    const fields = async (q: Record<string, string | undefined>) => {
      const res = await get(q);
      expect(res.status, res.text).toBe(400);
      return res.body.fields.map((f: { path: string }) => f.path);
    };
    expect(await fields({ to: today })).toEqual(["from"]);
    expect(await fields({ from: "2026-02-30", to: today })).toEqual(["from"]);
    expect(await fields({ from: today, to: addCalendarDays(today, -1) })).toEqual(["to"]);
    expect(await fields({ from, to: addCalendarDays(from, 1096) })).toEqual(["to"]);
    expect((await get({ from, to: addCalendarDays(from, 1095) })).status).toBe(200);
    expect(await fields({ from, to: today, assets: "hotel:1" })).toEqual(["assets"]);
    expect(await fields({ from, to: today, format: "pdf" })).toEqual(["format"]);
  });

  it("is for staff who see payments: 401 without a login, 403 for a reader of bookings", async () => {
    const reader = await tokenWith(["bookings.read"]);
    expect((await call(report, { query: { from, to: today } })).status).toBe(401);
    expect((await get({ from, to: today }, { token: reader })).status).toBe(403);
    const payments = await tokenWith(["bookingpayment.read"]);
    expect((await get({ from, to: today }, { token: payments })).status).toBe(200);
  });

  it("counts a provider's report without its calendar date on the operator's day it arrived", async () => {
    await db().payment.create({
      data: {
        bookingId: b3,
        provider: "stripe",
        providerPaymentId: "pi_report_1",
        status: "paid",
        amount: "5.00",
        currency: "EUR",
        paidAt: new Date(),
      },
    });
    const res = await get({ from: today, to: today, assets: `resort:${beta}` });
    expect(res.status, res.text).toBe(200);
    expect(res.body.groups[0].payments.map((p: { method: string; date: string }) => [p.method, p.date])).toEqual([
      ["transfer", today],
      ["provider", today],
    ]);
    expect(res.body.totals[0].paid).toBe("50.00");
  });
});
