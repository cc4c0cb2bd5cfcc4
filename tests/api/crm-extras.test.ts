// Credits and their balances, data-group field moves.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as agencyCredits } from "@/app/api/agencies/credits/route";
import { GET as customerCredits } from "@/app/api/customers/credits/route";
import { GET as contacts } from "@/app/api/agencies/contacts/route";
import { POST as moveField } from "@/app/api/customerdatagroup/move/[from]/[to]/[field]/route";
import { db } from "@/lib/core/db";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;
beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
});

describe("credits", () => {
  it("sums credits per agency and currency exactly; an agency sees only its own", async () => {
    const a = await seedAgency(db(), { name: "Alpha" });
    const b = await seedAgency(db(), { name: "Beta" });
    const date = new Date("2026-11-01");
    await db().agencyCredit.createMany({
      data: [
        { agencyId: a.id, amount: "0.10", currency: "EUR", date },
        { agencyId: a.id, amount: "0.20", currency: "EUR", date },
        { agencyId: a.id, amount: "-50", currency: "USD", date },
        { agencyId: b.id, amount: "99.99", currency: "EUR", date },
      ],
    });
    expect((await call(agencyCredits, { token: admin })).body).toEqual([
      { agencyId: a.id, agency: "Alpha", currency: "EUR", balance: "0.3" },
      { agencyId: a.id, agency: "Alpha", currency: "USD", balance: "-50" },
      { agencyId: b.id, agency: "Beta", currency: "EUR", balance: "99.99" },
    ]);
    const agencyUser = await tokenFor(
      (await seedUser(db(), { userType: "agency", scopes: ["agencies.self"], agencyId: b.id })).id,
    );
    expect((await call(agencyCredits, { token: agencyUser })).body).toEqual([
      { agencyId: b.id, agency: "Beta", currency: "EUR", balance: "99.99" },
    ]);
    await db().agencyContact.create({ data: { agencyId: a.id, name: "Foreign contact" } });
    await db().agencyContact.create({ data: { agencyId: b.id, name: "Own contact" } });
    expect((await call(contacts, { token: agencyUser })).body.data.map((c: { name: string }) => c.name)).toEqual([
      "Own contact",
    ]);
  });

  it("sums a customer's credits; a customer sees only their own", async () => {
    const c = await seedCustomer(db(), { firstName: "Cred", lastName: "It" });
    await db().customerCredit.create({
      data: { customerId: c.id, amount: "25.50", currency: "EUR", date: new Date("2026-11-01") },
    });
    const me = await tokenFor(
      (await seedUser(db(), { userType: "customer", scopes: ["customers.self"], customerId: c.id })).id,
    );
    expect((await call(customerCredits, { token: me })).body).toEqual([
      { customerId: c.id, customer: "Cred It", currency: "EUR", balance: "25.5" },
    ]);
  });
});

describe("customer data groups", () => {
  it("moves a field from one group to another, refusing a duplicate key", async () => {
    const field = { key: "cert", label: "Certificate", type: "text", options: [] };
    const from = await db().customerDataGroup.create({ data: { name: "Diving", fields: [field] } });
    const to = await db().customerDataGroup.create({ data: { name: "Other", fields: [] } });
    const move = (name: string) =>
      call(moveField, {
        method: "POST",
        token: admin,
        params: { from: String(from.id), to: String(to.id), field: name },
      });
    const res = await move("cert");
    expect(res.body.fields).toEqual([field]);
    expect((await db().customerDataGroup.findUniqueOrThrow({ where: { id: from.id } })).fields).toEqual([]);
    await db().customerDataGroup.update({ where: { id: from.id }, data: { fields: [field] } });
    expect((await move("cert")).status).toBe(409);
    expect((await move("none")).status).toBe(404);
  });
});
