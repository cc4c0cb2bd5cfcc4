// Writes through the resource engine are atomic: prepare, the write and afterWrite commit
// together or not at all, and the hooks work on the write's transaction.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HEAD as check } from "@/app/api/auth/token/route";
import { principalOf } from "@/lib/auth/principal";
import { sessionUserSelect, toSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/core/db";
import { dataVersion } from "@/lib/domain/settings/data-version";
import { createResource, updateResource } from "@/lib/resources/engine";
import { defineResource } from "@/lib/resources/types";
import { seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";
import { apiCreate, apiUpdate } from "../helpers/resource-calls";

let admin: string;

beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
});

describe("the resource engine writes atomically", () => {
  it("keeps a user's sessions when an update with a new password is refused for a taken e-mail", async () => {
    await seedUser(db(), { email: "taken@example.test" });
    const user = await seedUser(db(), { email: "owner@example.test" });
    const session = await tokenFor(user.id);
    const res = await apiUpdate(admin, "users", user.id, { email: "taken@example.test", password: "a-new-secret-1" });
    expect(res.status).toBe(409);
    // the refused update changed nothing: the user is still logged in and keeps the old address
    expect((await call(check, { method: "HEAD", token: session })).status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe("owner@example.test");
    // the same update without the conflict ends the sessions
    const ok = await apiUpdate(admin, "users", user.id, { password: "a-new-secret-1" });
    expect(ok.status).toBe(200);
    expect((await call(check, { method: "HEAD", token: session })).status).toBe(401);
  });

  it("runs prepare, the write and afterWrite in one transaction: a failing afterWrite undoes all of it", async () => {
    const adminRow = await db().user.findFirstOrThrow({
      where: { scopes: { has: "admin" } },
      select: sessionUserSelect,
    });
    const principal = principalOf(toSessionUser(adminRow), null);
    const def = defineResource({
      name: "probe",
      model: "bookingSource",
      access: { read: ["admin"], create: ["admin"], update: ["admin"], delete: ["admin"] },
      create: z.object({ name: z.string() }),
      sort: { id: "id" },
      csv: [],
      // prepare writes on the write's transaction (an audit-like side row) ...
      prepare: async (data, { tx }) => {
        await tx.bookingCategory.create({ data: { name: `made by prepare ${data.name}` } });
        return data;
      },
      // ... and afterWrite fails after seeing the new row in that same transaction
      afterWrite: async (row, { tx }) => {
        expect(await tx.bookingSource.findUnique({ where: { id: row.id } })).not.toBeNull();
        if (String(row.name).startsWith("fail")) throw new Error("afterWrite failed");
      },
    });
    await expect(createResource(def, principal, { name: "fail-1" }, {})).rejects.toThrow("afterWrite failed");
    expect(await db().bookingSource.count({ where: { name: "fail-1" } })).toBe(0);
    expect(await db().bookingCategory.count({ where: { name: "made by prepare fail-1" } })).toBe(0);

    const ok = await createResource(def, principal, { name: "ok-1" }, {});
    expect(await db().bookingCategory.count({ where: { name: "made by prepare ok-1" } })).toBe(1);
    await expect(updateResource(def, principal, ok.id, { name: "fail-2" }, {})).rejects.toThrow("afterWrite failed");
    expect((await db().bookingSource.findUniqueOrThrow({ where: { id: ok.id } })).name).toBe("ok-1");
  });

  it("raises the data version in the write's transaction: if that fails, the currency is not saved", async () => {
    const before = await dataVersion();
    const created = await apiCreate(admin, "currency", { code: "CHF", name: "Franc", symbol: "Fr" });
    expect(created.status).toBe(201);
    // awaited before the answer: a client reloading its cache now sees the new version
    expect(await dataVersion()).toBe(before + 1);

    // a data version that cannot be raised (a broken value) makes the whole write fail
    await db().setting.update({
      where: { group_key: { group: "system", key: "dataVersion" } },
      data: { value: "broken" },
    });
    const refused = await apiCreate(admin, "currency", { code: "NOK", name: "Krone", symbol: "kr" });
    // refused (the database's refusal of the broken value answers 400 since the hardening), nothing kept
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await db().currency.findUnique({ where: { code: "NOK" } })).toBeNull();
  });
});
