// Bank accounts (/api/banks on the resource engine) and their entries: a wrong IBAN is a 400, the
// scopes are checked, the Wise token is kept but never answered, a user limited to some resorts
// does not find another resort's account; entries typed by hand, the entry list with its filters
// (matched or not by the one rule), and removing unmatched entries only. Statement imports of the
// sample files (tests/fixtures/banks: CSV, CAMT.053, MT940) through the multipart endpoint, whole
// or not at all and nothing twice, their preview and progress lines; and a Wise collection against
// a local stand-in of Wise's API.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { DELETE as deleteEntries, GET as entries, POST as addEntry } from "@/app/api/banks/[id]/entries/route";
import { POST as importFile } from "@/app/api/banks/[id]/import/csv/route";
import { POST as previewFile } from "@/app/api/banks/[id]/import/preview/route";
import { POST as collectWise } from "@/app/api/banks/wise/collect/[id]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { resetEnvCache } from "@/lib/core/env";
import { operatorToday } from "@/lib/core/operator";
import { addEntries } from "@/lib/domain/banks/add-entries";
import { seedBooking, seedResort, seedUser } from "@/prisma/seed/factories";
import { seedCurrencies, tokenWith } from "../helpers/factories";
import { checkAnswer } from "../helpers/answers";
import { call, tokenFor } from "../helpers/http";
import { wiseCardPayment, wiseCredit } from "../fixtures/banks/wise";

let admin: string, clerk: string, reader: string, nobody: string;
let resortA: number, resortB: number;

beforeAll(async () => {
  await seedCurrencies("EUR", "USD");
  admin = await tokenWith(["admin"]);
  clerk = await tokenWith(["banks.read", "banks.create", "banks.update", "bankentries.read"]);
  reader = await tokenWith(["banks.read", "bankentries.read"]);
  nobody = await tokenWith(["bookings.read"]);
  resortA = (await seedResort(db(), { name: "Resort A", code: "RA" })).resort.id;
  resortB = (await seedResort(db(), { name: "Resort B", code: "RB" })).resort.id;
});

const newBank = (token: string, body: Record<string, unknown> = {}) =>
  call(create, {
    method: "POST",
    token,
    params: { resource: "banks" },
    body: {
      name: "Hausbank",
      iban: "DE89 3704 0044 0532 0130 00",
      openingDate: "2026-01-01",
      currency: "EUR",
      ...body,
    },
    headers: { "accept-language": "en" },
  });

describe("bank accounts", () => {
  it("creates one with a checked IBAN (stored without spaces) and refuses a wrong check digit", async () => {
    const bad = await newBank(clerk, { iban: "DE89 3704 0044 0532 0130 01" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ path: "iban", message: "This is not a valid IBAN", code: "custom" }]);
    const made = await newBank(clerk, { bic: "cobadeffxxx", openingBalance: "1250,50" });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      name: "Hausbank",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      currency: "EUR",
      openingBalance: "1250.5",
      openingDate: "2026-01-01",
      resortId: null,
      isActive: true,
      wiseTokenSet: false,
    });
    expect(made.body).not.toHaveProperty("secrets");
    expect(made.body).not.toHaveProperty("settings");
    const listed = await call(list, { token: reader, params: { resource: "banks" } });
    expect(listed.body.data.map((b: { id: number }) => b.id)).toContain(made.body.id);
  });

  it("keeps the Wise token as a secret: answered only as set, kept when left empty", async () => {
    const made = await newBank(clerk, { wiseProfileId: "123", wiseBalanceId: "456", wiseToken: "tok-secret" });
    expect(made.body).toMatchObject({ wiseProfileId: "123", wiseBalanceId: "456", wiseTokenSet: true });
    expect(made.text).not.toContain("tok-secret");
    const params = { resource: "banks", id: String(made.body.id) };
    const changed = await call(update, {
      method: "POST",
      token: clerk,
      params,
      body: { name: "Wise EUR", wiseToken: "" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ name: "Wise EUR", wiseTokenSet: true, wiseProfileId: "123" });
    const row = await db().bank.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(row.secrets).toEqual({ wiseToken: "tok-secret" });
    // the audit trail names the secret as changed, never its value
    const trail = await db().auditEvent.findMany({ where: { entity: "bank", entityId: String(made.body.id) } });
    expect(JSON.stringify(trail)).not.toContain("tok-secret");
  });

  it("checks the scopes: reading needs banks.read, writing banks.create or banks.update, a guest is 401", async () => {
    expect((await call(list, { token: nobody, params: { resource: "banks" } })).status).toBe(403);
    expect((await call(list, { params: { resource: "banks" } })).status).toBe(401);
    expect((await newBank(reader)).status).toBe(403);
    const made = await newBank(clerk);
    const params = { resource: "banks", id: String(made.body.id) };
    expect((await call(update, { method: "POST", token: reader, params, body: { name: "x" } })).status).toBe(403);
    expect((await call(entries, { token: nobody, params: { id: String(made.body.id) } })).status).toBe(403);
    const typed = { date: "2026-03-01", amount: "10" };
    expect(
      (await call(addEntry, { method: "POST", token: reader, params: { id: String(made.body.id) }, body: typed }))
        .status,
    ).toBe(403);
  });

  it("a bank of another resort: a user limited to resort A neither sees nor creates one of resort B", async () => {
    const user = await seedUser(db(), { scopes: ["banks.read", "banks.create", "banks.update", "bankentries.read"] });
    await db().user.update({ where: { id: user.id }, data: { allowedResortIds: [resortA] } });
    const limitedUser = await tokenFor(user.id);
    const ofB = await newBank(admin, { name: "Resort B bank", resortId: resortB });
    const ofA = await newBank(admin, { name: "Resort A bank", resortId: resortA });
    const operators = await newBank(admin, { name: "Company bank" });
    const seen = (
      await call(list, { token: limitedUser, params: { resource: "banks" }, query: { size: 500 } })
    ).body.data.map((b: { id: number }) => b.id);
    expect(seen).toEqual(expect.arrayContaining([ofA.body.id, operators.body.id]));
    expect(seen).not.toContain(ofB.body.id);
    expect(
      (await call(get, { token: limitedUser, params: { resource: "banks", id: String(ofB.body.id) } })).status,
    ).toBe(404);
    expect((await call(entries, { token: limitedUser, params: { id: String(ofB.body.id) } })).status).toBe(404);
    const refused = await newBank(limitedUser, { resortId: resortB });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: "resortId", message: "You do not work with this resort or vessel" }]);
    expect((await newBank(admin, { resortId: resortA, vesselId: 999999 })).status).toBe(400);
  });

  it("an account with entries is not deleted; an empty one is", async () => {
    const used = await newBank(clerk);
    await addEntries(db(), used.body.id, [{ date: "2026-03-01", amount: "5", currency: "EUR" }], { source: "manual" });
    const refused = await call(remove, {
      method: "DELETE",
      token: admin,
      params: { resource: "banks", id: String(used.body.id) },
    });
    expect(refused.status).toBe(409);
    const empty = await newBank(clerk);
    expect(
      (await call(remove, { method: "DELETE", token: clerk, params: { resource: "banks", id: String(empty.body.id) } }))
        .status,
    ).toBe(204);
  });
});

describe("entries", () => {
  let bankId: number;
  let bookingId: number;

  /** A match of `amount` of the entry (as the matching will write it: a payment of the booking). */
  async function match(entryId: number, amount: string) {
    const payment = await db().payment.create({
      data: {
        bookingId,
        provider: "bank",
        providerPaymentId: `bank-${entryId}-${amount}`,
        amount,
        currency: "EUR",
        method: "transfer",
        status: "paid",
      },
    });
    await db().bankEntryPayment.create({ data: { entryId, bookingId, paymentId: payment.id, amount } });
  }

  beforeAll(async () => {
    bankId = (await newBank(clerk, { name: "Entries bank" })).body.id;
    bookingId = (await seedBooking(db(), { resortId: resortA, from: "2026-12-01", to: "2026-12-03", rooms: [] })).id;
  });

  const add = (body: Record<string, unknown>, token = clerk) =>
    call(addEntry, {
      method: "POST",
      token,
      params: { id: String(bankId) },
      body,
      headers: { "accept-language": "en" },
    });
  const listOf = (query: Record<string, string> = {}) =>
    call(entries, { token: reader, params: { id: String(bankId) }, query: { size: 100, ...query } });

  it("adds entries typed by hand; two alike ones are both kept", async () => {
    const coffee = { date: "2026-03-05", amount: "-3,50", counterparty: "Bordkasse", reference: "Kaffee" };
    const one = await add(coffee);
    const two = await add(coffee);
    expect(one.status, one.text).toBe(201);
    expect(two.body.id).not.toBe(one.body.id);
    const page = await listOf({ "filter[source]": "manual" });
    expect(page.body.total).toBe(2);
    expect(page.body.data[0]).toMatchObject({
      source: "manual",
      amount: "-3.5",
      currency: "EUR",
      counterparty: "Bordkasse",
      state: "unmatched",
      remaining: "3.50",
      bankName: "Entries bank",
    });
  });

  it("refuses a hand-typed entry in another currency, of 0, before the opening date or with a bad IBAN", async () => {
    const bad = await add({ date: "2025-12-31", amount: "0", currency: "USD", counterpartyIban: "DE00123" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["amount", "counterpartyIban"]);
    const usd = await add({ date: "2026-03-01", amount: "5", currency: "USD" });
    expect(usd.body.fields).toEqual([{ path: "currency", message: "The account keeps EUR" }]);
    const early = await add({ date: "2025-12-31", amount: "5" });
    expect(early.body.fields).toEqual([{ path: "date", message: "The account was opened on Jan 1, 2026" }]);
  });

  it("lists by period, state and search; matched means the matches cover the amount", async () => {
    const { ids } = await addEntries(
      db(),
      bankId,
      [
        {
          date: "2026-04-01",
          amount: "100.00",
          currency: "EUR",
          counterparty: "Erika Muster",
          reference: "Booking 2001",
        },
        { date: "2026-04-02", amount: "250.00", currency: "EUR", counterparty: "Ocean Divers", reference: "Sammel" },
        { date: "2026-04-03", amount: "80.00", currency: "EUR", counterparty: "Jon Doe", reference: "B 2003" },
      ],
      { source: "import" },
    );
    await match(ids[0], "100.00");
    await match(ids[1], "200.00");
    const april = { "filter[from]": "2026-04-01", "filter[to]": "2026-04-30" };
    const state = async (s: string) =>
      (await listOf({ ...april, "filter[state]": s })).body.data.map((e: { id: number }) => e.id).sort();
    expect(await state("matched")).toEqual([ids[0]]);
    expect(await state("partial")).toEqual([ids[1]]);
    expect(await state("unmatched")).toEqual([ids[2]]);
    expect(await state("open")).toEqual([ids[1], ids[2]].sort());
    const partial = (await listOf({ ...april, "filter[state]": "partial" })).body.data[0];
    expect(partial).toMatchObject({ state: "partial", matched: "200.00", remaining: "50.00" });
    expect((await listOf({ search: "ocean" })).body.data.map((e: { id: number }) => e.id)).toEqual([ids[1]]);
    expect((await listOf({ search: "80,00" })).body.data.map((e: { id: number }) => e.id)).toEqual([ids[2]]);
    const paged = await listOf({ ...april, size: "2", page: "2" });
    expect(paged.body).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect((await listOf({ "filter[state]": "done" })).status).toBe(400);
    expect((await listOf({ "filter[nope]": "1" })).status).toBe(400);
  });

  it("DELETE removes unmatched entries only: ids all or none (409 naming the matched), a period keeps the matched", async () => {
    const { ids } = await addEntries(
      db(),
      bankId,
      [
        { date: "2026-05-01", amount: "10.00", currency: "EUR", reference: "a" },
        { date: "2026-05-02", amount: "20.00", currency: "EUR", reference: "b" },
        { date: "2026-05-03", amount: "30.00", currency: "EUR", reference: "c" },
      ],
      { source: "import" },
    );
    await match(ids[1], "5.00");
    const del = (body: unknown, token = clerk) =>
      call(deleteEntries, {
        method: "DELETE",
        token,
        params: { id: String(bankId) },
        body,
        headers: { "accept-language": "en" },
      });
    expect((await del({ ids: [ids[0]] }, reader)).status).toBe(403);
    const refused = await del({ ids: [ids[0], ids[1]] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(String(ids[1]));
    expect(refused.body.details).toEqual({ matched: [ids[1]] });
    expect(await db().bankEntry.count({ where: { id: { in: ids } } })).toBe(3);
    expect((await del({ ids: [ids[0], 99999999] })).status).toBe(404);
    expect((await del({})).status).toBe(400);
    expect((await del({ ids: [ids[0]], from: "2026-05-01", to: "2026-05-31" })).status).toBe(400);
    const swept = await del({ from: "2026-05-01", to: "2026-05-31" });
    expect(swept.status, swept.text).toBe(200);
    expect(swept.body).toEqual({ deleted: 2, kept: [ids[1]] });
    expect(
      (await db().bankEntry.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((e) => e.id),
    ).toEqual([ids[1]]);
  });
});

const fixture = (name: string) => new File([readFileSync(`tests/fixtures/banks/${name}`)], name);
const textFile = (text: string, name = "statement.csv") => new File([text], name);

/** Posts a multipart form to a bank route, as the import page does; the answer is checked like call()'s. */
async function upload(
  handler: typeof importFile,
  bankId: number,
  fields: Record<string, string | File>,
  o: { token: string; accept?: string; path?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const path = o.path ?? `/api/banks/${bankId}/import/csv`;
  const params = { id: String(bankId) };
  const headers: Record<string, string> = {
    authorization: `Bearer ${o.token}`,
    "accept-language": "en",
    "x-forwarded-for": "127.0.0.1",
  };
  if (o.accept) headers.accept = o.accept;
  const req = new NextRequest(`http://localhost${path}`, { method: "POST", body: form, headers });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  checkAnswer(handler, { method: "POST", path, params }, { status: res.status, headers: res.headers, text });
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* progress lines */
  }
  return { status: res.status, body, text, headers: res.headers };
}
const preview = (bankId: number, fields: Record<string, string | File>, token = clerk) =>
  upload(previewFile, bankId, fields, { token, path: `/api/banks/${bankId}/import/preview` });

/** The German sample's mapping, as a preview suggests it (tests/unit/bank-statements.test.ts). */
const sparkasse = {
  delimiter: ";",
  skip: 3,
  dateFormat: "DD.MM.YYYY",
  decimal: ",",
  columns: { date: 0, valueDate: 1, counterparty: 2, iban: 3, reference: 4, amount: 5, currency: 6 },
};
const english = {
  delimiter: ",",
  skip: 1,
  dateFormat: "YYYY-MM-DD",
  decimal: ".",
  columns: { date: 0, counterparty: 2, reference: 3, debit: 4, credit: 5, currency: 6 },
};
const EN_HEADER = "Date,Description,Counterparty,Reference,Paid out,Paid in,Currency\n";

const entriesOf = async (bankId: number) =>
  db().bankEntry.findMany({
    where: { bankId },
    orderBy: { id: "asc" },
    select: { date: true, amount: true, counterparty: true, reference: true, source: true, importId: true },
  });

describe("statement import", () => {
  it("imports the German CSV (Windows-1252, ';', decimal comma) with its mapping, keeps the mapping, adds nothing twice", async () => {
    const bankId = (await newBank(clerk, { name: "Sparkasse" })).body.id;
    const first = await upload(
      importFile,
      bankId,
      { file: fixture("de-sparkasse-1252.csv"), mapping: JSON.stringify(sparkasse) },
      { token: clerk },
    );
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      format: "csv",
      encoding: "windows-1252",
      rows: 5,
      added: 5,
      skipped: 0,
      from: "2026-03-02",
      to: "2026-03-05",
    });
    const stored = await entriesOf(bankId);
    expect(stored).toHaveLength(5);
    expect(stored.every((e) => e.source === "import" && e.importId === first.body.importId)).toBe(true);
    expect(stored[0]).toMatchObject({ counterparty: "Müller, Jörg", reference: "Buchung B-1042 Anzahlung" });
    expect(stored[1].amount.toFixed(2)).toBe("-312.45");
    // the two alike coffees of the same day are two movements
    expect(stored.filter((e) => e.reference === "Kaffee")).toHaveLength(2);
    const bank = await db().bank.findUniqueOrThrow({ where: { id: bankId } });
    expect(bank.csvMapping).toMatchObject(sparkasse);
    expect(await db().bankImport.findUniqueOrThrow({ where: { id: first.body.importId } })).toMatchObject({
      format: "csv",
      fileName: "de-sparkasse-1252.csv",
      rows: 5,
      added: 5,
      skipped: 0,
    });

    // the same file again, read through the mapping the bank kept: nothing added
    const again = await upload(importFile, bankId, { file: fixture("de-sparkasse-1252.csv") }, { token: clerk });
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ rows: 5, added: 0, skipped: 5 });
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(5);

    // the entry list shows them
    const listed = await call(entries, {
      token: reader,
      params: { id: String(bankId) },
      query: { "filter[source]": "import", search: "jörg" },
    });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ amount: "1250", state: "unmatched", counterparty: "Müller, Jörg" });
  });

  it("an overlapping statement adds only the movements not imported before", async () => {
    const bankId = (await newBank(clerk, { name: "English bank" })).body.id;
    const first = await upload(
      importFile,
      bankId,
      { file: fixture("en-bank.csv"), mapping: JSON.stringify(english) },
      { token: clerk },
    );
    expect(first.body).toMatchObject({ rows: 3, added: 3, skipped: 0 });
    const overlapping =
      EN_HEADER +
      '2026-03-03,Card payment,"Fuel & Co",Diesel,"1,204.10",,EUR\n' +
      '2026-03-06,Transfer,Ocean Divers Ltd,"Invoice 2026-0007, deposit",,"2,000.00",EUR\n' +
      "2026-03-09,Transfer,Jane Roe,Booking 1049,,310.00,EUR\n";
    const second = await upload(importFile, bankId, { file: textFile(overlapping) }, { token: clerk });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ rows: 3, added: 1, skipped: 2, from: "2026-03-03", to: "2026-03-09" });
    const stored = await entriesOf(bankId);
    expect(stored.map((e) => [e.amount.toFixed(2), e.counterparty])).toEqual([
      ["980.00", "Smith, John"],
      ["-1204.10", "Fuel & Co"],
      ["2000.00", "Ocean Divers Ltd"],
      ["310.00", "Jane Roe"],
    ]);
  });

  it("imports a CAMT.053 (booked entries only) and an MT940 statement of the account, each once", async () => {
    const bankId = (await newBank(clerk, { name: "Deutsche Bank" })).body.id;
    const camt = await upload(importFile, bankId, { file: fixture("camt053.xml") }, { token: clerk });
    expect(camt.status, camt.text).toBe(201);
    expect(camt.body).toMatchObject({ format: "camt053", rows: 2, added: 2, skipped: 0, from: "2026-03-09" });
    const mt940 = await upload(importFile, bankId, { file: fixture("mt940.sta") }, { token: clerk });
    expect(mt940.status, mt940.text).toBe(201);
    expect(mt940.body).toMatchObject({ format: "mt940", rows: 2, added: 2, skipped: 0, to: "2026-03-12" });
    for (const name of ["camt053.xml", "mt940.sta"])
      expect((await upload(importFile, bankId, { file: fixture(name) }, { token: clerk })).body).toMatchObject({
        added: 0,
        skipped: 2,
      });
    const stored = await entriesOf(bankId);
    expect(stored.map((e) => [e.amount.toFixed(2), e.counterparty, e.reference])).toEqual([
      ["450.00", "Anna Schmidt", "Buchung 1046 Restzahlung"],
      ["-89.90", "Telekom Deutschland GmbH", "Rechnung 03/2026"],
      ["980.00", "Weber, Klaus", "Buchung 1047 Familie Weber"],
      ["-45.20", "Stadtwerke Rostock", "Strom Maerz"],
    ]);
    // a CSV mapping is kept only from a CSV's import
    expect((await db().bank.findUniqueOrThrow({ where: { id: bankId } })).csvMapping).toBeNull();
  });

  it("a bad row is a 400 naming its line and field, and nothing of the file is stored", async () => {
    const bankId = (await newBank(clerk, { name: "Bad rows" })).body.id;
    const before = await db().bankImport.count();
    const bad =
      EN_HEADER +
      "2026-03-02,Transfer,A,r1,,10.00,EUR\n" +
      "2026-03-03,Transfer,B,r2,,10.00,EUR\n" +
      "2026-03-04,Transfer,C,r3,,12.3.4,EUR\n";
    const res = await upload(
      importFile,
      bankId,
      { file: textFile(bad), mapping: JSON.stringify(english) },
      { token: clerk },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("line 4: credit '12.3.4' is not a number");
    expect(res.body.details).toMatchObject({ line: 4, field: "credit", value: "12.3.4", problem: "notNumber" });
    const badDate = EN_HEADER + "2026-03-02,Transfer,A,r1,,10.00,EUR\n2026-02-30,Transfer,B,r2,,10.00,EUR\n";
    const date = await upload(
      importFile,
      bankId,
      { file: textFile(badDate), mapping: JSON.stringify(english) },
      { token: clerk },
    );
    expect(date.status).toBe(400);
    expect(date.body.details).toMatchObject({ line: 3, field: "date" });
    // a row in another currency than the account's, and one before its opening date
    const usd = EN_HEADER + "2026-03-02,Transfer,A,r1,,10.00,USD\n";
    const other = await upload(
      importFile,
      bankId,
      { file: textFile(usd), mapping: JSON.stringify(english) },
      { token: clerk },
    );
    expect(other.body.message).toBe("line 2: currency 'USD' is not the account's currency EUR");
    const early = EN_HEADER + "2025-12-31,Transfer,A,r1,,10.00,EUR\n";
    const opened = await upload(
      importFile,
      bankId,
      { file: textFile(early), mapping: JSON.stringify(english) },
      { token: clerk },
    );
    expect(opened.body.details).toMatchObject({ line: 2, field: "date", problem: "beforeOpening" });
    // a period given with a CSV: a row outside it is refused
    const outside = await upload(
      importFile,
      bankId,
      { file: fixture("en-bank.csv"), mapping: JSON.stringify(english), from: "2026-03-01", to: "2026-03-05" },
      { token: clerk },
    );
    expect(outside.body.details).toMatchObject({ line: 4, field: "date", problem: "outsidePeriod" });
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(0);
    expect(await db().bankImport.count()).toBe(before);
    // nor was the mapping of a refused file kept
    expect((await db().bank.findUniqueOrThrow({ where: { id: bankId } })).csvMapping).toBeNull();
  });

  it("refuses an empty file, another format, a CSV without a mapping, a broken mapping and another account's statement", async () => {
    const bankId = (await newBank(clerk, { name: "Refusals", iban: "DE02120300000000202051" })).body.id;
    const send = (fields: Record<string, string | File>) => upload(importFile, bankId, fields, { token: clerk });
    expect((await send({ file: textFile("") })).body.message).toBe("The file is empty.");
    expect((await send({ file: textFile("%PDF-1.7 binary", "a.pdf") })).body.details).toMatchObject({
      problem: "unknownFormat",
    });
    const unmapped = await send({ file: fixture("en-bank.csv") });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.details).toMatchObject({ problem: "noMapping" });
    const broken = await send({ file: fixture("en-bank.csv"), mapping: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.fields).toEqual([
      expect.objectContaining({ path: "mapping", message: "The column mapping is not valid JSON" }),
    ]);
    const noAmount = await send({
      file: fixture("en-bank.csv"),
      mapping: JSON.stringify({ ...english, columns: { date: 0 } }),
    });
    expect(noAmount.status).toBe(400);
    const camt = await send({ file: fixture("camt053.xml") });
    expect(camt.status).toBe(400);
    expect(camt.body.message).toBe(
      "This statement is of account DE89370400440532013000, not of this bank account (DE02120300000000202051).",
    );
    expect((await send({})).status).toBe(400);
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(0);
  });

  it("needs banks.update, and a user limited to resort A does not find resort B's account", async () => {
    const bankId = (await newBank(admin, { name: "Resort B import", resortId: resortB })).body.id;
    const file = { file: fixture("camt053.xml") };
    expect((await upload(importFile, bankId, file, { token: reader })).status).toBe(403);
    expect((await upload(importFile, bankId, file, { token: nobody })).status).toBe(403);
    const user = await seedUser(db(), { scopes: ["banks.read", "banks.update", "bankentries.read"] });
    await db().user.update({ where: { id: user.id }, data: { allowedResortIds: [resortA] } });
    const limited = await tokenFor(user.id);
    expect((await upload(importFile, bankId, file, { token: limited })).status).toBe(404);
    expect((await preview(bankId, file, limited)).status).toBe(404);
    expect((await upload(importFile, 99999999, file, { token: clerk })).status).toBe(404);
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(0);
  });

  it("streams progress lines with Accept: application/x-ndjson, then the result", async () => {
    const bankId = (await newBank(clerk, { name: "Progress" })).body.id;
    const res = await upload(
      importFile,
      bankId,
      { file: fixture("de-sparkasse-1252.csv"), mapping: JSON.stringify(sparkasse) },
      { token: clerk, accept: "application/x-ndjson" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = res.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ done: 0, total: 5 });
    expect(lines).toContainEqual({ done: 5, total: 5 });
    expect(lines.at(-1).result).toMatchObject({ format: "csv", rows: 5, added: 5, skipped: 0 });
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(5);
    // a bad file is still an ordinary 400, before any line
    const bad = await upload(
      importFile,
      bankId,
      { file: textFile("") },
      { token: clerk, accept: "application/x-ndjson" },
    );
    expect(bad.status).toBe(400);
  });
});

describe("statement preview", () => {
  it("shows a CSV's dialect, header, first rows and a suggested mapping; the bank's kept one after an import", async () => {
    const bankId = (await newBank(clerk, { name: "Preview" })).body.id;
    const res = await preview(bankId, { file: fixture("de-sparkasse-1252.csv") });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      format: "csv",
      encoding: "windows-1252",
      delimiter: ";",
      skip: 3,
      saved: null,
      suggested: { ...sparkasse, encoding: "windows-1252" },
    });
    expect(res.body.header).toEqual([
      "Buchungstag",
      "Valuta",
      "Auftraggeber/Empfänger",
      "IBAN",
      "Verwendungszweck",
      "Betrag (€)",
      "Währung",
    ]);
    expect(res.body.rows).toHaveLength(5);
    expect(res.body.rows[0]).toEqual([
      "02.03.2026",
      "02.03.2026",
      "Müller, Jörg",
      "DE02120300000000202051",
      "Buchung B-1042 Anzahlung",
      "1.250,00",
      "EUR",
    ]);
    // read otherwise than detected: from another record on
    const skipped = await preview(bankId, { file: fixture("de-sparkasse-1252.csv"), skip: "4" });
    expect(skipped.body.skip).toBe(4);
    expect(skipped.body.header[0]).toBe("02.03.2026");
    expect(skipped.body.rows).toHaveLength(4);
    // the preview stores nothing
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(0);
    await upload(
      importFile,
      bankId,
      { file: fixture("de-sparkasse-1252.csv"), mapping: JSON.stringify(sparkasse) },
      { token: clerk },
    );
    expect((await preview(bankId, { file: fixture("de-sparkasse-1252.csv") })).body.saved).toEqual(sparkasse);
  });

  it("shows the first movements of a CAMT.053 or MT940 file, which need no mapping", async () => {
    const bankId = (await newBank(clerk, { name: "Preview XML" })).body.id;
    const camt = await preview(bankId, { file: fixture("camt053.xml") });
    expect(camt.status, camt.text).toBe(200);
    expect(camt.body).toMatchObject({ format: "camt053", encoding: "utf-8", suggested: null, delimiter: null });
    expect(camt.body.rows).toEqual([
      ["2026-03-09", "450.00", "EUR", "Anna Schmidt", "DE02120300000000202051", "Buchung 1046 Restzahlung"],
      ["2026-03-09", "-89.90", "EUR", "Telekom Deutschland GmbH", "DE02500105170137075030", "Rechnung 03/2026"],
    ]);
    const mt940 = await preview(bankId, { file: fixture("mt940.sta") });
    expect(mt940.body).toMatchObject({ format: "mt940" });
    expect(mt940.body.rows).toHaveLength(2);
  });

  it("refuses an empty file, another format, a file over 1 MB and a caller without banks.update", async () => {
    const bankId = (await newBank(clerk, { name: "Preview refusals" })).body.id;
    expect((await preview(bankId, { file: textFile("  \n") })).body.message).toBe("The file is empty.");
    expect((await preview(bankId, { file: textFile("just some words") })).status).toBe(400);
    expect((await preview(bankId, { file: textFile("x".repeat(1024 * 1024 + 10)) })).status).toBe(413);
    expect((await preview(bankId, { file: fixture("camt053.xml") }, reader)).status).toBe(403);
  });
});

/** A stand-in of Wise's API (the one call the app makes), started by the test: never the internet. */
function startWiseStandin(token: string) {
  const requests: URL[] = [];
  const state = {
    /** what the next statement call answers (default: the transactions, as Wise does) */
    answer: null as null | { status: number; body: string },
    transactions: [] as unknown[],
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://standin");
    requests.push(url);
    const send = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(body);
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, JSON.stringify({ error: "invalid_token" }));
    if (state.answer) return send(state.answer.status, state.answer.body);
    const m = /^\/v1\/profiles\/(\d+)\/balance-statements\/(\d+)\/statement\.json$/.exec(url.pathname);
    if (!m || m[1] !== "123" || m[2] !== "456") return send(404, JSON.stringify({ error: "not found" }));
    const from = url.searchParams.get("intervalStart") ?? "";
    const to = url.searchParams.get("intervalEnd") ?? "";
    const transactions = state.transactions.filter((t) => {
      const date = (t as { date: string }).date;
      return date >= from && date <= to;
    });
    send(200, JSON.stringify({ accountHolder: { type: "BUSINESS" }, transactions }));
  });
  return new Promise<{ base: string; requests: URL[]; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        requests,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describe("Wise collection", () => {
  let wise: Awaited<ReturnType<typeof startWiseStandin>>;
  let bankId: number;
  const before = process.env.WISE_API_URL;

  beforeAll(async () => {
    wise = await startWiseStandin("wise-token");
    process.env.WISE_API_URL = wise.base;
    resetEnvCache();
    bankId = (
      await newBank(clerk, { name: "Wise EUR", wiseProfileId: "123", wiseBalanceId: "456", wiseToken: "wise-token" })
    ).body.id;
    wise.state.transactions = [
      wiseCredit({
        date: "2026-03-10T09:15:00.000Z",
        value: 1200.5,
        type: "DEPOSIT",
        senderName: "Klaus Weber",
        senderAccount: "DE02120300000000202051",
        paymentReference: "Booking 1050",
        referenceNumber: "TRANSFER-1",
      }),
      wiseCardPayment({
        date: "2026-03-11T14:00:00.000Z",
        value: -42,
        merchant: "Harbour Fuel",
        referenceNumber: "CARD-2",
      }),
    ];
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.WISE_API_URL;
    else process.env.WISE_API_URL = before;
    resetEnvCache();
    await wise?.close();
  });

  const collect = (id: number, body?: unknown, token = clerk) =>
    call(collectWise, {
      method: "POST",
      token,
      params: { id: String(id) },
      body,
      headers: { "accept-language": "en" },
    });

  it("fetches the statement of the period with the bank's token and imports it; collecting again adds nothing", async () => {
    const res = await collect(bankId, { from: "2026-03-01", to: "2026-03-31" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ format: "wise", rows: 2, added: 2, skipped: 0, from: "2026-03-10" });
    const asked = wise.requests.at(-1)!;
    expect(asked.pathname).toBe("/v1/profiles/123/balance-statements/456/statement.json");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      currency: "EUR",
      intervalStart: "2026-03-01T00:00:00.000Z",
      intervalEnd: "2026-03-31T23:59:59.999Z",
      type: "COMPACT",
    });
    const stored = await db().bankEntry.findMany({ where: { bankId }, orderBy: { id: "asc" } });
    expect(stored.map((e) => [e.source, e.amount.toFixed(2), e.counterparty, e.counterpartyIban, e.reference])).toEqual(
      [
        ["wise", "1200.50", "Klaus Weber", "DE02120300000000202051", "Booking 1050"],
        ["wise", "-42.00", "Harbour Fuel", null, "Card transaction"],
      ],
    );
    const again = await collect(bankId, { from: "2026-03-01", to: "2026-03-31" });
    expect(again.body).toMatchObject({ added: 0, skipped: 2 });
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(2);
  });

  it("without a period: from the last collected day, at most 31 days back, to today", async () => {
    const today = await operatorToday();
    const res = await collect(bankId);
    expect(res.status, res.text).toBe(201);
    const asked = wise.requests.at(-1)!;
    // the last collected day (March) lies further back than 31 days before today here
    const from = ["2026-03-11", addCalendarDays(today, -31), "2026-01-01"].sort().reverse()[0];
    expect(asked.searchParams.get("intervalStart")).toBe(`${from}T00:00:00.000Z`);
    expect(asked.searchParams.get("intervalEnd")).toBe(`${today}T23:59:59.999Z`);
  });

  it("a refused token or unknown balance is a 409, Wise failing a 502; nothing stored", async () => {
    const count = await db().bankEntry.count({ where: { bankId } });
    const period = { from: "2026-03-01", to: "2026-03-31" };
    const other = (
      await newBank(clerk, { name: "Wrong token", wiseProfileId: "123", wiseBalanceId: "456", wiseToken: "old" })
    ).body.id;
    const refused = await collect(other, period);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Wise refused the API token/);
    const unknown = (
      await newBank(clerk, { name: "Wrong ids", wiseProfileId: "999", wiseBalanceId: "456", wiseToken: "wise-token" })
    ).body.id;
    expect((await collect(unknown, period)).body.message).toMatch(/^Wise knows no such profile or balance/);
    wise.state.answer = { status: 500, body: "{}" };
    const failed = await collect(bankId, period);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe("Wise did not answer as expected (HTTP 500). Please try again later.");
    wise.state.answer = { status: 200, body: "<html>maintenance</html>" };
    expect((await collect(bankId, period)).body.details).toEqual({ reason: "not JSON" });
    wise.state.answer = { status: 200, body: JSON.stringify({ transactions: [{ type: "CREDIT" }] }) };
    expect((await collect(bankId, period)).body.details).toEqual({ reason: "unexpected answer" });
    wise.state.answer = null;
    expect(await db().bankEntry.count({ where: { bankId } })).toBe(count);
  });

  it("a bank without Wise settings is a 409; a reader may not collect; a wrong period is a 400", async () => {
    const plain = (await newBank(clerk, { name: "No Wise" })).body.id;
    const res = await collect(plain, { from: "2026-03-01", to: "2026-03-31" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This account has no Wise settings: enter the profile id, balance id and API token.");
    expect((await collect(bankId, {}, reader)).status).toBe(403);
    expect((await collect(bankId, { from: "2026-03-31", to: "2026-03-01" })).status).toBe(400);
    expect((await collect(bankId, { from: "2024-01-01", to: "2026-03-01" })).status).toBe(400);
  });
});
