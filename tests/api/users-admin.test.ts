// Users and roles: the endpoints of the users screens, roles granting their scopes.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as roles } from "@/app/api/users/roles/route";
import { GET as userTypes } from "@/app/api/users/types/route";
import { GET as logins } from "@/app/api/users/logins/route";
import { GET as getLink, POST as setLink, DELETE as delLink } from "@/app/api/users/[id]/link/[system]/route";
import { GET as groups } from "@/app/api/userrole/groups/route";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { POST as update } from "@/app/api/[resource]/[id]/route";
import { HEAD as check } from "@/app/api/auth/token/route";
import { POST as self } from "@/app/api/users/self/route";
import { POST as selfPassword } from "@/app/api/users/self/password/route";
import { db } from "@/lib/core/db";
import { seedCustomer, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string, adminId: number, reader: string;

beforeAll(async () => {
  const a = await seedUser(db(), { scopes: ["admin"] });
  adminId = a.id;
  admin = await tokenFor(a.id);
  reader = await tokenFor((await seedUser(db(), { scopes: ["users.read"] })).id);
  await db().userRole.createMany({
    data: [
      { name: "Front desk", group: "office", scopes: ["customers.read"] },
      { name: "Crew", group: "boat", scopes: [] },
    ],
  });
});

describe("users endpoints", () => {
  it("lists roles, role groups and user types", async () => {
    expect((await call(roles, { token: reader })).body.map((r: { name: string }) => r.name)).toEqual([
      "Crew",
      "Front desk",
    ]);
    expect((await call(groups, { token: reader })).body).toEqual(["boat", "office"]);
    expect((await call(userTypes, { token: reader })).body).toContain("Inactive");
  });

  it("lists logins with who, when and whether they are active", async () => {
    const res = await call(logins, { token: reader, query: { userId: adminId } });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data[0]).toMatchObject({ kind: "api", active: true, user: { id: adminId } });
    expect((await call(logins, { token: await tokenFor((await seedUser(db())).id) })).status).toBe(403);
  });

  it("links a user to an account in an external system", async () => {
    const u = await seedUser(db());
    const params = { id: String(u.id), system: "xero" };
    expect((await call(getLink, { token: admin, params })).status).toBe(404);
    expect(
      (await call(setLink, { method: "POST", token: admin, params, body: { externalId: "X-42" } })).body,
    ).toMatchObject({ system: "xero", externalId: "X-42" });
    expect((await call(getLink, { token: reader, params })).body.externalId).toBe("X-42");
    expect((await call(setLink, { method: "POST", token: reader, params, body: { externalId: "hack" } })).status).toBe(
      403,
    );
    expect((await call(delLink, { method: "DELETE", token: admin, params })).status).toBe(204);
  });

  it("a role grants its scopes to its users", async () => {
    const role = await db().userRole.findFirstOrThrow({ where: { name: "Front desk" } });
    const u = await seedUser(db(), { scopes: [] });
    const token = await tokenFor(u.id);
    await seedCustomer(db());
    expect((await call(list, { token, params: { resource: "customers" } })).status).toBe(403);
    await db().user.update({ where: { id: u.id }, data: { roleId: role.id } });
    expect((await call(list, { token, params: { resource: "customers" } })).status).toBe(200);
  });

  it("deactivating a user logs them out; an admin cannot lock themselves out", async () => {
    const u = await seedUser(db());
    const token = await tokenFor(u.id);
    await call(update, {
      method: "POST",
      token: admin,
      params: { resource: "users", id: String(u.id) },
      body: { userType: "Inactive" },
    });
    expect((await call(check, { method: "HEAD", token })).status).toBe(401);
    const own = await call(update, {
      method: "POST",
      token: admin,
      params: { resource: "users", id: String(adminId) },
      body: { scopes: ["bookings.read"] },
      headers: { "accept-language": "en" },
    });
    expect(own.status).toBe(400);
    expect(own.body.fields[0].path).toBe("scopes");
  });

  it("an edit with an empty password keeps the old one", async () => {
    const u = await seedUser(db(), { email: "keep.pw@example.test", password: "original1" });
    const before = (await db().user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash;
    expect(
      (
        await call(update, {
          method: "POST",
          token: admin,
          params: { resource: "users", id: String(u.id) },
          body: { name: "Renamed", password: "" },
        })
      ).status,
    ).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash).toBe(before);
  });
});

describe("the own profile", () => {
  it("saves name and settings (the language too) and changes the password with the current one", async () => {
    const u = await seedUser(db(), { password: "first-pass" });
    const token = await tokenFor(u.id);
    const other = await tokenFor(u.id);
    const res = await call(self, {
      method: "POST",
      token,
      body: { name: "New Name", settings: { language: "en", defaultDashboardDays: 14 } },
    });
    expect(res.body).toMatchObject({
      name: "New Name",
      settings: { language: "en", defaultDashboardDays: 14, showCustomersInBookingList: true },
    });
    const wrong = await call(selfPassword, {
      method: "POST",
      token,
      body: { currentPassword: "nope", password: "second-pass" },
      headers: { "accept-language": "en" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields[0]).toMatchObject({ path: "currentPassword", message: "The current password is wrong" });
    expect(
      (
        await call(selfPassword, {
          method: "POST",
          token,
          body: { currentPassword: "first-pass", password: "second-pass" },
        })
      ).status,
    ).toBe(204);
    // other sessions end, this one stays
    expect((await call(check, { method: "HEAD", token: other })).status).toBe(401);
    expect((await call(check, { method: "HEAD", token })).status).toBe(200);
  });
});

describe("granting rights", () => {
  it("a user manager without admin cannot make anyone admin, nor grant rights they lack, nor touch admins", async () => {
    const manager = await seedUser(db(), { scopes: ["users.read", "users.create", "users.update", "bookings.read"] });
    const token = await tokenFor(manager.id);
    const params = { resource: "users", id: String(manager.id) };
    const self = await call(update, {
      method: "POST",
      token,
      params,
      body: { scopes: ["admin"] },
      headers: { "accept-language": "en" },
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("You can only give rights you hold yourself: admin");
    const other = await seedUser(db(), { scopes: [] });
    /** the manager changes a user: the answer's status */
    const changeUser = async (id: number, body: object) =>
      (await call(update, { method: "POST", token, params: { resource: "users", id: String(id) }, body })).status;
    expect(await changeUser(other.id, { scopes: ["banks.read"] })).toBe(403);
    expect(await changeUser(other.id, { scopes: ["bookings.read"] })).toBe(200);
    const adminRole = await db().userRole.create({ data: { name: "Boss", scopes: ["admin"] } });
    expect(await changeUser(other.id, { roleId: adminRole.id })).toBe(403);
    expect(await changeUser(adminId, { password: "takeover1" })).toBe(403);
    expect(
      (
        await call(create, {
          method: "POST",
          token,
          params: { resource: "userrole" },
          body: { name: "Sneaky", scopes: ["admin"] },
        })
      ).status,
    ).toBe(403);
    const setPassword = (await import("@/app/api/users/[id]/password/route")).POST;
    const admin = await db().user.findUniqueOrThrow({ where: { id: adminId } });
    expect(
      (
        await call(setPassword, {
          method: "POST",
          token,
          params: { id: String(adminId) },
          body: { email: admin.email, password: "takeover1" },
        })
      ).status,
    ).toBe(403);
  });

  it("a password set by an operator ends the user's sessions", async () => {
    const u = await seedUser(db());
    const session = await tokenFor(u.id);
    await call(update, {
      method: "POST",
      token: admin,
      params: { resource: "users", id: String(u.id) },
      body: { password: "brand-new-1" },
    });
    expect((await call(check, { method: "HEAD", token: session })).status).toBe(401);
  });
});
