// Agency and customer credits are a ledger (lib/domain/crm/credit-ledger.ts): a movement is appended
// by a use case with an audit row, never updated or deleted (the API refuses, and so does the
// database), a mistake is taken back once by a counter-movement, the balance is the sum of the rows
// and two spends of the last euro give one movement and one 409.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createAgencyCredit } from "@/app/api/agencycredit/route";
import { GET as getAgencyCredit, POST as updateAgencyCredit } from "@/app/api/agencycredit/[id]/route";
import { DELETE as deleteAgencyCredit } from "@/app/api/agencycredit/[id]/route";
import { POST as correctAgencyCredit } from "@/app/api/agencycredit/[id]/correct/route";
import { POST as createCustomerCredit } from "@/app/api/customercredit/route";
import { POST as correctCustomerCredit } from "@/app/api/customercredit/[id]/correct/route";
import { GET as agencyBalances } from "@/app/api/agencies/credits/route";
import { db, transaction } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { SYSTEM_ACTOR } from "@/lib/domain/booking/access";
import { appendCredit, creditBalance } from "@/lib/domain/crm/credit-ledger";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string, staff: string, reader: string, staffId: number;
let today: string;

beforeAll(async () => {
  today = await operatorToday();
  await db().currency.create({ data: { code: "EUR", name: "Euro", symbol: "€" } });
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  const s = await seedUser(db(), {
    scopes: ["agencies.read", "agencies.update", "customers.read", "customers.update"],
  });
  staffId = s.id;
  staff = await tokenFor(s.id);
  reader = await tokenFor((await seedUser(db(), { scopes: ["agencies.read"] })).id);
});

const grant = (agencyId: number, amount: string, token = staff) =>
  call(createAgencyCredit, {
    method: "POST",
    token,
    body: { agencyId, amount, currency: "EUR", date: today, reason: "Season prepayment" },
  });

const correct = (id: number, reason: string | undefined, token = staff) =>
  call(correctAgencyCredit, { method: "POST", token, params: { id: String(id) }, body: reason ? { reason } : {} });

const balance = (agencyId: number) => creditBalance(db(), { agencyId }, "EUR").then((b) => b.toFixed(2));

describe("the credit ledger", () => {
  it("a grant is a movement with its kind, who made it and an audit row; only staff with the scope grant", async () => {
    const agencyId = (await seedAgency(db())).id;
    const made = await grant(agencyId, "150.00");
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ agencyId, kind: "grant", currency: "EUR", date: today, createdById: staffId });
    expect(Number(made.body.amount)).toBe(150);
    const trail = await db().auditEvent.findFirst({
      where: { action: "credit.grant", entityId: String(made.body.id) },
    });
    expect(trail?.userId).toBe(staffId);
    expect((await grant(agencyId, "10.00", reader)).status).toBe(403);
    expect(await balance(agencyId)).toBe("150.00");
  });

  it("a movement is never changed or deleted: 403 for admin too, and the database refuses it as well", async () => {
    const agencyId = (await seedAgency(db())).id;
    const made = await grant(agencyId, "80.00");
    const id = String(made.body.id);
    const upd = await call(updateAgencyCredit, {
      method: "POST",
      token: admin,
      params: { id },
      body: { amount: "800" },
    });
    const del = await call(deleteAgencyCredit, { method: "DELETE", token: admin, params: { id } });
    expect([upd.status, del.status]).toEqual([403, 403]);
    await expect(db().agencyCredit.update({ where: { id: Number(id) }, data: { amount: "800" } })).rejects.toThrow();
    await expect(db().agencyCredit.delete({ where: { id: Number(id) } })).rejects.toThrow();
    expect((await call(getAgencyCredit, { token: admin, params: { id } })).body).toMatchObject({ id: Number(id) });
    expect(await balance(agencyId)).toBe("80.00");
  });

  it("a correction takes a grant back once, with its reason; a correction or a booking's movement is not corrected", async () => {
    const agencyId = (await seedAgency(db())).id;
    const made = await grant(agencyId, "120.00");
    const missing = await correct(made.body.id, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { path: string }) => f.path)).toEqual(["reason"]);

    const fixed = await correct(made.body.id, "typed for the wrong agency");
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.body).toMatchObject({
      kind: "correction",
      correctsId: made.body.id,
      reason: "typed for the wrong agency",
    });
    expect(Number(fixed.body.amount)).toBe(-120);
    expect(await balance(agencyId)).toBe("0.00");

    expect((await correct(made.body.id, "again")).status).toBe(409);
    expect((await correct(fixed.body.id, "undo the undo")).status).toBe(409);
    const spent = await transaction((tx) =>
      appendCredit(tx, { agencyId }, { amount: "50", currency: "EUR", date: today, kind: "grant" }, SYSTEM_ACTOR),
    );
    const paid = await transaction((tx) =>
      appendCredit(tx, { agencyId }, { amount: "-20", currency: "EUR", date: today, kind: "payment" }, SYSTEM_ACTOR),
    );
    const res = await correct(paid.id, "not here");
    expect(res.status).toBe(409);
    expect(res.body.details.reason).toBe("bookingMovement");
    // the grant of 50 is partly spent: taking it all back would leave the agency owing 20
    const overdrawn = await correct(spent.id, "wrong");
    expect(overdrawn.status).toBe(409);
    expect(overdrawn.body.details).toMatchObject({ reason: "exceeded", balance: "30.00" });
    expect(await balance(agencyId)).toBe("30.00");
  });

  it("two spends of the last 100 at once: one movement, one 409", async () => {
    const agencyId = (await seedAgency(db())).id;
    await grant(agencyId, "100.00");
    const spend = () =>
      transaction((tx) =>
        appendCredit(tx, { agencyId }, { amount: "-100", currency: "EUR", date: today, kind: "payment" }, SYSTEM_ACTOR),
      ).then(
        () => 200,
        (e: { status?: number }) => e.status,
      );
    expect((await Promise.all([spend(), spend()])).sort()).toEqual([200, 409]);
    expect(await balance(agencyId)).toBe("0.00");
  });

  it("balances are the sum of the movements per currency, and a customer's credit is a ledger too", async () => {
    const agencyId = (await seedAgency(db(), { name: "Sum Travel" })).id;
    await grant(agencyId, "100.00");
    await grant(agencyId, "-30.00");
    const rows = (await call(agencyBalances, { token: staff })).body as { agencyId: number; balance: string }[];
    expect(Number(rows.find((r) => r.agencyId === agencyId)?.balance)).toBe(70);

    const customerId = (await seedCustomer(db())).id;
    const given = await call(createCustomerCredit, {
      method: "POST",
      token: staff,
      body: { customerId, amount: "25.00", date: today, reason: "Voucher" },
    });
    expect(given.status, given.text).toBe(201);
    expect(given.body.kind).toBe("grant");
    const back = await call(correctCustomerCredit, {
      method: "POST",
      token: staff,
      params: { id: String(given.body.id) },
      body: { reason: "issued twice" },
    });
    expect(back.status, back.text).toBe(201);
    expect(await creditBalance(db(), { customerId }, "EUR").then((b) => b.toFixed(2))).toBe("0.00");
    await expect(db().customerCredit.update({ where: { id: given.body.id }, data: { reason: "x" } })).rejects.toThrow();
  });
});
