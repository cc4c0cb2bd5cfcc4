// Password reset, registration and verification, the operator's password change; mail goes
// through a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as resetChange, PUT as resetRequest } from "@/app/api/auth/password/reset/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login, HEAD as check } from "@/app/api/auth/token/route";
import { POST as verify } from "@/app/api/users/[id]/verify/route";
import { POST as setPassword } from "@/app/api/users/[id]/password/route";
import { db } from "@/lib/core/db";
import { seedUser } from "@/prisma/seed/factories";
import { resetEnvCache } from "@/lib/core/env";
import { call, tokenFor } from "../helpers/http";
import { startSmtp } from "../helpers/smtp";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.NEXTAUTH_URL = "https://booking.example.test";
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.NEXTAUTH_URL;
  resetEnvCache();
  await smtp.stop();
});

const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1];

describe("password reset", () => {
  it("request mails a one-time link; save changes the password, ends sessions and returns the user", async () => {
    const user = await seedUser(db(), {
      email: "forgetful@example.test",
      name: "Fiona Forgetful",
      settings: { language: "en" },
    });
    const oldSession = await tokenFor(user.id);

    // a forged Host must not end up in the mailed link
    const req = await call(resetRequest, {
      method: "PUT",
      body: { email: "Forgetful@example.test", ts: "fp" },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(req.status).toBe(200);
    const mail = smtp.last()!;
    expect(mail.to).toEqual(["forgetful@example.test"]);
    expect(mail.subject).toContain("Your new password");
    const link = new URL(linkIn(mail.text));
    expect(link.origin).toBe("https://booking.example.test");
    expect(link.pathname).toBe("/password/reset");
    const token = link.searchParams.get("token")!;
    expect(link.searchParams.get("email")).toBe("forgetful@example.test");

    const done = await call(resetChange, {
      method: "POST",
      body: { email: "forgetful@example.test", token, password: "new-secret" },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: "forgetful@example.test", userType: "employee" });
    expect((await call(check, { method: "HEAD", token: oldSession })).status).toBe(401);
    expect(
      (await call(login, { method: "POST", body: { email: "forgetful@example.test", password: "new-secret" } })).status,
    ).toBe(200);

    // the token works once
    const again = await call(resetChange, {
      method: "POST",
      body: { email: "forgetful@example.test", token, password: "other-secret" },
      headers: { "accept-language": "en" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/could not be changed/);
  });

  it("answers the same for unknown addresses and sends nothing", async () => {
    const before = smtp.mails.length;
    const res = await call(resetRequest, { method: "PUT", body: { email: "nobody@example.test" } });
    expect(res.status).toBe(200);
    expect(smtp.mails.length).toBe(before);
  });

  it("the club variant links to the club screen", async () => {
    await seedUser(db(), { email: "member@example.test", isCRMUser: true, userType: "customer" });
    await call(resetRequest, { method: "PUT", body: { email: "member@example.test", isCRMUser: true } });
    expect(new URL(linkIn(smtp.last()!.text)).pathname).toBe("/club/password/reset");
  });

  it("validates with the spec's messages", async () => {
    const res = await call(resetChange, {
      method: "POST",
      body: { email: "", token: "", password: "abcd" },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(400);
    const messages = Object.fromEntries(
      res.body.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(messages).toEqual({
      token: "Token is required",
      email: "E-Mail is required",
      password: "Password must be longer than 4 characters",
    });
  });
});

describe("registration and verification", () => {
  it("registers a customer who can log in only after confirming the address", async () => {
    const res = await call(register, {
      method: "POST",
      body: {
        userType: "customer",
        firstName: "Nina",
        lastName: "Neu",
        email: "nina@example.test",
        password: "secret1",
        isCRMUser: true,
      },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(201);
    const user = await db().user.findUniqueOrThrow({
      where: { email: "nina@example.test" },
      include: { customer: true },
    });
    expect(user).toMatchObject({ userType: "customer", scopes: ["customers.self"], isCRMUser: true, verifiedAt: null });
    expect(user.customer).toMatchObject({ fullName: "Nina Neu", email: "nina@example.test" });
    expect(
      (
        await call(login, {
          method: "POST",
          body: { email: "nina@example.test", password: "secret1" },
          headers: { "x-forwarded-for": "10.1.0.1" },
        })
      ).status,
    ).toBe(401);

    const link = new URL(linkIn(smtp.last()!.text));
    expect(link.pathname).toBe(`/club/user/${user.id}/verify`);
    const bad = await call(verify, {
      method: "POST",
      params: { id: String(user.id) },
      body: { token: "x".repeat(64) },
    });
    expect(bad.status).toBe(400);
    const ok = await call(verify, {
      method: "POST",
      params: { id: String(user.id) },
      body: { token: link.searchParams.get("token") },
    });
    expect(ok.body).toEqual({ verified: true });
    expect(
      (
        await call(login, {
          method: "POST",
          body: { email: "nina@example.test", password: "secret1", isCRMUser: true },
          headers: { "x-forwarded-for": "10.1.0.1" },
        })
      ).status,
    ).toBe(200);
  });

  it("registers an agency as inactive, with agencies.self: it logs in once the operator activates it", async () => {
    const res = await call(register, {
      method: "POST",
      body: {
        userType: "agency",
        company: "Blue Fin Travel",
        name: "Ben Fin",
        email: "ben@bluefin.example",
        password: "secret1",
      },
    });
    expect(res.status).toBe(201);
    const user = await db().user.findUniqueOrThrow({
      where: { email: "ben@bluefin.example" },
      include: { agency: true },
    });
    expect(user).toMatchObject({ userType: "agency", scopes: ["agencies.self"] });
    expect(user.agency).toMatchObject({ name: "Blue Fin Travel", isActive: false });
    await db().user.update({ where: { id: user.id }, data: { verifiedAt: new Date() } });
    const pending = await call(login, {
      method: "POST",
      body: { email: "ben@bluefin.example", password: "secret1" },
      headers: { "x-forwarded-for": "10.1.0.2", "accept-language": "en" },
    });
    expect(pending.status).toBe(401);
    expect(pending.body.description).toBe("ACCOUNT_INACTIVE");
    await db().agency.update({ where: { id: user.agencyId! }, data: { isActive: true } });
    const ok = await call(login, {
      method: "POST",
      body: { email: "ben@bluefin.example", password: "secret1" },
      headers: { "x-forwarded-for": "10.1.0.2" },
    });
    expect(ok.status).toBe(200);
    // switched off again: the session ends
    await db().agency.update({ where: { id: user.agencyId! }, data: { isActive: false } });
    expect((await call(check, { method: "HEAD", token: ok.body.token })).status).toBe(401);
  });

  it("answers a taken address exactly like a new one and mails its owner instead (in the owner's language)", async () => {
    const owner = await seedUser(db(), {
      email: "taken@example.test",
      name: "Tina Taken",
      settings: { language: "de" },
    });
    const users = await db().user.count();
    const customers = await db().customer.count();
    const fresh = await call(register, {
      method: "POST",
      body: { userType: "customer", firstName: "F", lastName: "New", email: "fresh@example.test", password: "secret1" },
      headers: { "accept-language": "en" },
    });
    const taken = await call(register, {
      method: "POST",
      body: { userType: "customer", firstName: "A", lastName: "B", email: "Taken@example.test", password: "secret1" },
      headers: { "accept-language": "en" },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body).toEqual({ ...fresh.body, email: "taken@example.test" });
    expect(taken.headers.get("content-type")).toBe(fresh.headers.get("content-type"));
    // the owner hears of it, in German as the owner set; no account, customer or password changed
    const mail = smtp.mails.findLast((m) => m.to.includes("taken@example.test"))!;
    expect(mail.subject).toMatch(/^Jemand wollte sich bei/);
    expect(mail.text).toContain("Tina Taken");
    expect(mail.text).toContain("https://booking.example.test/password/reset");
    expect(await db().user.count()).toBe(users + 1);
    expect(await db().customer.count()).toBe(customers + 1);
    const ownerNow = await db().user.findUniqueOrThrow({ where: { id: owner.id } });
    expect(ownerNow.passwordHash).toBe(owner.passwordHash);
    // an agency registration with the owner's address answers alike too
    const agency = await call(register, {
      method: "POST",
      body: { userType: "agency", company: "X", name: "Y", email: "taken@example.test", password: "secret1" },
    });
    expect(agency.status).toBe(201);
    expect(agency.body).toEqual({ email: "taken@example.test", userType: "agency", verified: false });
    expect(await db().agency.count({ where: { email: "taken@example.test" } })).toBe(0);
  });

  it("refuses an unknown type with 400, changing nothing", async () => {
    const users = await db().user.count();
    const odd = await call(register, {
      method: "POST",
      body: { userType: "admin", email: "x@example.test", password: "secret1" },
    });
    expect(odd.status).toBe(400);
    expect(await db().user.count()).toBe(users);
  });
});

describe("POST /api/users/{id}/password", () => {
  it("lets an operator with users.update set a password; sessions end unless keepStatus", async () => {
    const operator = await seedUser(db(), { scopes: ["users.update"] });
    const target = await seedUser(db(), { email: "target@example.test" });
    const session = await tokenFor(target.id);
    const opToken = await tokenFor(operator.id);

    const kept = await call(setPassword, {
      method: "POST",
      token: opToken,
      params: { id: String(target.id) },
      body: { email: "target@example.test", password: "changed1", keepStatus: true },
    });
    expect(kept.body).toEqual({ id: target.id, passwordChanged: true, sessionsEnded: false });
    expect((await call(check, { method: "HEAD", token: session })).status).toBe(200);

    const ended = await call(setPassword, {
      method: "POST",
      token: opToken,
      params: { id: String(target.id) },
      body: { email: "target@example.test", password: "changed2" },
    });
    expect(ended.body.sessionsEnded).toBe(true);
    expect((await call(check, { method: "HEAD", token: session })).status).toBe(401);
  });

  it("needs a login (401), the scope (403 FORBIDDEN_RESSOURCE), and the user's own e-mail (400)", async () => {
    const target = await seedUser(db(), { email: "target2@example.test" });
    const params = { id: String(target.id) };
    const body = { email: "target2@example.test", password: "changed1" };
    expect((await call(setPassword, { method: "POST", params, body })).status).toBe(401);
    const plain = await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id);
    const forbidden = await call(setPassword, { method: "POST", token: plain, params, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.description).toBe("FORBIDDEN_RESSOURCE");
    const admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
    expect(
      (
        await call(setPassword, {
          method: "POST",
          token: admin,
          params,
          body: { ...body, email: "other@example.test" },
        })
      ).status,
    ).toBe(400);
    expect((await call(setPassword, { method: "POST", token: admin, params: { id: "999999" }, body })).status).toBe(
      404,
    );
  });
});
