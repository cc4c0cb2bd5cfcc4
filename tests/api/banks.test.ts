// Bank accounts (/api/banks on the resource engine) and their entries: a wrong IBAN is a 400, the
// scopes are checked, the Wise token is kept but never answered, a user limited to some resorts
// does not find another resort's account; entries typed by hand, the entry list with its filters
// (matched or not by the one rule), and removing unmatched entries only.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { DELETE as deleteEntries, GET as entries, POST as addEntry } from "@/app/api/banks/[id]/entries/route";
import { db } from "@/lib/core/db";
import { addEntries } from "@/lib/domain/banks/add-entries";
import { seedBooking, seedResort, seedUser } from "@/prisma/seed/factories";
import { seedCurrencies, tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

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
      remaining: "-3.50",
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
