// Balance and cash flow of the bank accounts (issue 38 item 5): in and out per day, week and month,
// per bank and per currency, from each bank's opening balance moved by the entries before the
// range (or back, before its opening date); the same as CSV; bad ranges and scopes refused.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as cashflow } from "@/app/api/banks/cashflow/route";
import { GET as cashflowCsv } from "@/app/api/banks/cashflowCSV/route";
import { GET as balance } from "@/app/api/banks/balance/route";
import { POST as writeGroup } from "@/app/api/settings/group/[group]/route";
import { calendarDate } from "@/lib/core/dates";
import { db, transaction } from "@/lib/core/db";
import { addEntries } from "@/lib/domain/banks/add-entries";
import { STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let reader: string;
let main: number, second: number, dollars: number;

const bank = async (name: string, currency: string, openingBalance: string) =>
  (
    await db().bank.create({
      data: { name, currency, openingBalance, openingDate: calendarDate("2026-01-01") },
    })
  ).id;

const book = (bankId: number, currency: string, rows: [string, string][]) =>
  transaction((tx) =>
    addEntries(
      tx,
      bankId,
      rows.map(([date, amount], i) => ({ date, amount, currency, reference: `r${i}` })),
      { source: "import" },
    ),
  );

beforeAll(async () => {
  reader = await tokenWith(["bankentries.read"]);
  main = await bank("Main", "EUR", "1000.00");
  second = await bank("Second", "EUR", "500.00");
  dollars = await bank("Dollars", "USD", "0.00");
  await book(main, "EUR", [
    ["2025-12-20", "-40.00"], // before the opening date: already in the opening balance
    ["2026-02-15", "200.00"],
    ["2026-03-02", "100.00"],
    ["2026-03-02", "-5.00"],
    ["2026-03-03", "-30.00"],
    ["2026-03-09", "50.00"],
    ["2026-04-01", "10.00"],
  ]);
  await book(second, "EUR", [["2026-03-10", "25.00"]]);
  await book(dollars, "USD", [["2026-03-02", "70.00"]]);
});

const get = (query: Record<string, string>, handler = cashflow, token = reader) =>
  call(handler, { token, query, headers: { "accept-language": "en" } });

describe("GET /api/banks/cashflow", () => {
  it("per month: opening balance at the start, in and out, the balance at each month's end, totals per currency", async () => {
    const res = await get({ from: "2026-03-01", to: "2026-04-05", groupBy: "month" });
    expect(res.status, res.text).toBe(200);
    const m = res.body.banks.find((b: { bankId: number }) => b.bankId === main);
    expect(m).toMatchObject({ opening: "1200.00", in: "160.00", out: "-35.00", closing: "1325.00" });
    expect(m.periods).toEqual([
      {
        key: "2026-03",
        start: "2026-03-01",
        end: "2026-03-31",
        in: "150.00",
        out: "-35.00",
        net: "115.00",
        balance: "1315.00",
      },
      {
        key: "2026-04",
        start: "2026-04-01",
        end: "2026-04-05",
        in: "10.00",
        out: "0.00",
        net: "10.00",
        balance: "1325.00",
      },
    ]);
    expect(res.body.totals).toEqual([
      expect.objectContaining({ currency: "EUR", opening: "1700.00", in: "185.00", closing: "1850.00" }),
      expect.objectContaining({ currency: "USD", opening: "0.00", in: "70.00", closing: "70.00" }),
    ]);
  });

  it("per week from Monday (the first and last cut to the range) and per day", async () => {
    const week = await get({ from: "2026-03-01", to: "2026-03-15", groupBy: "week", bankId: String(main) });
    expect(week.body.banks).toHaveLength(1);
    expect(
      week.body.banks[0].periods.map((p: Record<string, string>) => [p.key, p.start, p.end, p.net, p.balance]),
    ).toEqual([
      ["2026-02-23", "2026-03-01", "2026-03-01", "0.00", "1200.00"],
      ["2026-03-02", "2026-03-02", "2026-03-08", "65.00", "1265.00"],
      ["2026-03-09", "2026-03-09", "2026-03-15", "50.00", "1315.00"],
    ]);
    const day = await get({ from: "2026-03-02", to: "2026-03-04", groupBy: "day", bankId: String(main) });
    expect(day.body.banks[0].periods.map((p: Record<string, string>) => [p.key, p.in, p.out, p.balance])).toEqual([
      ["2026-03-02", "100.00", "-5.00", "1295.00"],
      ["2026-03-03", "0.00", "-30.00", "1265.00"],
      ["2026-03-04", "0.00", "0.00", "1265.00"],
    ]);
  });

  it("before a bank's opening date the opening balance is moved back by the entries between", async () => {
    const res = await get({ from: "2025-12-01", to: "2026-01-31", groupBy: "month", bankId: String(main) });
    expect(res.body.banks[0]).toMatchObject({ opening: "1040.00", out: "-40.00", closing: "1000.00" });
  });

  it("the same as CSV: a row per bank and period, then per currency's total, amounts as plain numbers", async () => {
    const res = await get({ from: "2026-03-01", to: "2026-04-05", groupBy: "month" }, cashflowCsv);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cashflow-2026-03-01-2026-04-05.csv"');
    // the figures of the JSON answer; out negative and written plainly (no formula guard on numbers)
    expect(res.text.split("\r\n")).toEqual([
      "Bank,Currency,Period,Start,End,In,Out,Net,Balance",
      "Main,EUR,2026-03,2026-03-01,2026-03-31,150,-35,115,1315",
      "Main,EUR,2026-04,2026-04-01,2026-04-05,10,0,10,1325",
      "Second,EUR,2026-03,2026-03-01,2026-03-31,25,0,25,525",
      "Second,EUR,2026-04,2026-04-01,2026-04-05,0,0,0,525",
      "Dollars,USD,2026-03,2026-03-01,2026-03-31,70,0,70,70",
      "Dollars,USD,2026-04,2026-04-01,2026-04-05,0,0,0,70",
      "Total,EUR,2026-03,2026-03-01,2026-03-31,175,-35,140,1840",
      "Total,EUR,2026-04,2026-04-01,2026-04-05,10,0,10,1850",
      "Total,USD,2026-03,2026-03-01,2026-03-31,70,0,70,70",
      "Total,USD,2026-04,2026-04-01,2026-04-05,0,0,0,70",
      "",
    ]);
  });

  it("the CSV's header and total in the caller's language, one bank and a week grouping", async () => {
    const de = await call(cashflowCsv, {
      token: reader,
      query: { from: "2026-03-01", to: "2026-03-08", groupBy: "week", bankId: String(main) },
      headers: { "accept-language": "de" },
    });
    expect(de.status).toBe(200);
    const lines = de.text.trim().split("\r\n");
    expect(lines[0]).toBe("Bank,Währung,Zeitraum,Beginn,Ende,Eingang,Ausgang,Saldo,Kontostand");
    expect(lines.slice(1)).toEqual([
      "Main,EUR,2026-02-23,2026-03-01,2026-03-01,0,0,0,1200",
      "Main,EUR,2026-03-02,2026-03-02,2026-03-08,100,-35,65,1265",
      "Summe,EUR,2026-02-23,2026-03-01,2026-03-01,0,0,0,1200",
      "Summe,EUR,2026-03-02,2026-03-02,2026-03-08,100,-35,65,1265",
    ]);
  });

  it("groups by day unless told", async () => {
    const res = await get({ from: "2026-03-02", to: "2026-03-03", bankId: String(main) });
    expect(res.status).toBe(200);
    expect(res.body.groupBy).toBe("day");
    expect(res.body.banks[0].periods.map((p: { key: string; net: string }) => [p.key, p.net])).toEqual([
      ["2026-03-02", "95.00"],
      ["2026-03-03", "-30.00"],
    ]);
  });

  it("refuses a bad range or grouping (400 naming the field) and callers without bankentries.read (403)", async () => {
    for (const [query, field] of [
      [{ from: "2026-03-10", to: "2026-03-01" }, "to"],
      [{ from: "2026-03-01", to: "2026-03-10", groupBy: "year" }, "groupBy"],
      [{ to: "2026-03-10" }, "from"],
      [{ from: "2000-01-01", to: "2026-01-01" }, "to"],
      [{ from: "2026-02-30", to: "2026-03-01" }, "from"],
    ] as const) {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const staff = await tokenWith(STAFF_SCOPES);
    expect((await get({ from: "2026-03-01", to: "2026-03-02" }, cashflow, staff)).status).toBe(403);
    expect((await get({ from: "2026-03-01", to: "2026-03-02" }, balance, staff)).status).toBe(403);
    expect((await get({ from: "2026-03-01", to: "2026-03-02" }, cashflowCsv, staff)).status).toBe(403);
    expect((await call(cashflowCsv, { query: { from: "2026-03-01", to: "2026-03-02" } })).status).toBe(401);
    expect((await call(balance, { query: { from: "2026-03-01", to: "2026-03-02" } })).status).toBe(401);
    // an admin passes; ten years to the day is still a range
    const admin = await tokenWith(["admin"]);
    expect((await get({ from: "2016-03-01", to: "2026-03-01", groupBy: "month" }, cashflow, admin)).status).toBe(200);
  });
});

describe("GET /api/banks/balance", () => {
  it("each bank's balance at the start and at each period's end, and per currency", async () => {
    const res = await get({ from: "2026-03-01", to: "2026-04-05", groupBy: "month" }, balance);
    expect(res.status, res.text).toBe(200);
    const second_ = res.body.banks.find((b: { bankId: number }) => b.bankId === second);
    expect(second_).toEqual({
      bankId: second,
      name: "Second",
      currency: "EUR",
      opening: "500.00",
      closing: "525.00",
      periods: [
        { key: "2026-03", end: "2026-03-31", balance: "525.00" },
        { key: "2026-04", end: "2026-04-05", balance: "525.00" },
      ],
    });
    expect(res.body.totals.map((t: { currency: string; closing: string }) => [t.currency, t.closing])).toEqual([
      ["EUR", "1850.00"],
      ["USD", "70.00"],
    ]);
    expect(res.body.banks.find((b: { bankId: number }) => b.bankId === dollars).closing).toBe("70.00");
  });
});

describe("derived from the entries, never stored", () => {
  it("an entry added or removed moves the figures on the next request, whatever its source", async () => {
    const box = await bank("Cash box", "EUR", "20.00");
    const q = { from: "2026-05-01", to: "2026-05-31", groupBy: "month", bankId: String(box) };
    const before = await get(q, balance);
    expect(before.body.banks).toEqual([
      {
        bankId: box,
        name: "Cash box",
        currency: "EUR",
        opening: "20.00",
        closing: "20.00",
        periods: [{ key: "2026-05", end: "2026-05-31", balance: "20.00" }],
      },
    ]);
    // the totals follow the one bank asked for
    expect(before.body.totals).toEqual([
      {
        currency: "EUR",
        opening: "20.00",
        closing: "20.00",
        periods: [{ key: "2026-05", end: "2026-05-31", balance: "20.00" }],
      },
    ]);
    const { ids } = await transaction((tx) =>
      addEntries(
        tx,
        box,
        [
          { date: "2026-04-30", amount: "7.50", currency: "EUR", reference: "tips" },
          { date: "2026-05-04", amount: "-3.50", currency: "EUR", reference: "coffee" },
        ],
        { source: "manual" },
      ),
    );
    const after = await get(q);
    expect(after.body.banks[0]).toMatchObject({ opening: "27.50", in: "0.00", out: "-3.50", closing: "24.00" });
    await db().bankEntry.delete({ where: { id: ids[1] } });
    expect((await get(q, balance)).body.banks[0]).toMatchObject({ opening: "27.50", closing: "27.50" });
  });

  it("a bank with no entries, or none asked for, answers empty figures rather than failing", async () => {
    const res = await get({ from: "2026-03-01", to: "2026-03-02", bankId: "999999" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ banks: [], totals: [] });
  });

  it("closed when the bank feature is switched off", async () => {
    const admin = await tokenWith(["admin"]);
    const features = (body: Record<string, boolean>) =>
      call(writeGroup, { method: "POST", token: admin, params: { group: "features" }, body });
    expect((await features({ bank: false })).status).toBe(200);
    try {
      for (const handler of [cashflow, balance, cashflowCsv])
        expect((await get({ from: "2026-03-01", to: "2026-03-02" }, handler, admin)).status).toBe(403);
    } finally {
      await features({ bank: true });
    }
    expect((await get({ from: "2026-03-01", to: "2026-03-02" }, cashflow, admin)).status).toBe(200);
  });
});
