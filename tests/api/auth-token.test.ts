// The token API (spec part 1, section 7): login, refresh, check, logout; throttling; the error contract.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE, HEAD, POST, PUT } from "@/app/api/auth/token/route";
import { GET as bootstrap } from "@/app/api/bootstrap/route";
import { db } from "@/lib/core/db";
import { hashToken } from "@/lib/auth/tokens";
import { countLoginAttempt, THROTTLE } from "@/lib/auth/throttle";
import { seedUser } from "@/prisma/seed/factories";
import { call } from "../helpers/http";

let staffEmail: string;

beforeAll(async () => {
  const u = await seedUser(db(), {
    email: "staff.token@example.test",
    name: "Stella Staff",
    scopes: ["bookings.read"],
  });
  staffEmail = u.email;
});

const login = (body: object, headers: Record<string, string> = {}) => call(POST, { method: "POST", body, headers });

describe("POST /api/auth/token", () => {
  it("answers {token, expiresIn, user, version} for the right password", async () => {
    const res = await login({
      email: "Staff.Token@example.test",
      password: "demo1234",
      ts: "fp1-abc",
      isCRMUser: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.token.length).toBeGreaterThan(50);
    expect(res.body.expiresIn).toBeGreaterThan(3600);
    expect(res.body.user).toMatchObject({
      email: staffEmail,
      name: "Stella Staff",
      userType: "employee",
      permissions: { scope: ["bookings.read"] },
    });
    expect(res.body.user.settings).toEqual({
      showCustomersInBookingList: true,
      showInvertedCurrencyExchange: false,
      defaultDashboardDays: 30,
      language: "de",
    });
    expect(res.body.user).not.toHaveProperty("passwordHash");
    expect(res.body.version).toHaveProperty("version");
    // only the hash is stored
    const row = await db().authSession.findUniqueOrThrow({ where: { tokenHash: hashToken(res.body.token) } });
    expect(row.fingerprint).toBe("fp1-abc");
  });

  it("refuses a wrong password with 401, in the caller's language", async () => {
    const en = await login({ email: staffEmail, password: "nope" }, { "accept-language": "en" });
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({
      statusCode: 401,
      error: "Unauthorized",
      description: "INVALID_CREDENTIALS",
      message: "E-mail or password is wrong.",
      method: "POST",
    });
    const de = await login({ email: staffEmail, password: "nope" }, { "accept-language": "de-DE,de;q=0.9" });
    expect(de.body.message).toBe("E-Mail oder Passwort ist falsch.");
  });

  it("answers 400 with the failing fields for bad input", async () => {
    const res = await login({ email: "not-an-email" }, { "accept-language": "en" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("ValidationError");
    expect(res.body.fields).toEqual([
      expect.objectContaining({ path: "email", message: "E-mail must be valid" }),
      expect.objectContaining({ path: "password", message: "Password is required" }),
    ]);
  });

  it("a club login needs a club (CRM) account", async () => {
    const res = await login({ email: staffEmail, password: "demo1234", isCRMUser: true });
    expect(res.status).toBe(401);
  });

  it("throttles failed logins per account and address: the right password is refused there while blocked", async () => {
    const u = await seedUser(db(), { email: "victim@example.test" });
    for (let i = 0; i < THROTTLE.accountAddress; i++)
      expect((await login({ email: u.email, password: "guess" + i })).status).toBe(401);
    const blocked = await login({ email: u.email, password: "demo1234" }, { "accept-language": "en" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.description).toBe("RATE_LIMITED");
    expect(blocked.body.message).toBe("Too many failed attempts. Please wait 15 minutes.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // another account from another address is not affected
    expect((await login({ email: staffEmail, password: "demo1234" }, { "x-forwarded-for": "10.0.0.9" })).status).toBe(
      200,
    );
  });

  it("throttles failed logins per address across accounts", async () => {
    const address = { "x-forwarded-for": "203.0.113.7" };
    // all but the last attempt counted as the login counts them before any password is checked
    // (a hundred checked passwords would cost the suite half a minute); the last one is a real login
    for (let i = 0; i < THROTTLE.address - 1; i++) await countLoginAttempt(`nobody${i}@example.test`, "203.0.113.7");
    expect((await login({ email: "nobody-last@example.test", password: "x" }, address)).status).toBe(401);
    expect((await login({ email: staffEmail, password: "demo1234" }, address)).status).toBe(429);
  });
});

describe("PUT, HEAD and DELETE /api/auth/token", () => {
  it("refresh extends the session, check answers 200, logout revokes it", async () => {
    const { token } = (await login({ email: staffEmail, password: "demo1234" }, { "x-forwarded-for": "10.0.0.2" }))
      .body;
    const before = await db().authSession.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    await db().authSession.update({ where: { id: before.id }, data: { expiresAt: new Date(Date.now() + 600_000) } });

    const refreshed = await call(PUT, { method: "PUT", token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).toBe(token);
    expect(refreshed.body.expiresIn).toBeGreaterThan(3600);

    expect((await call(HEAD, { method: "HEAD", token })).status).toBe(200);
    expect((await call(DELETE, { method: "DELETE", token })).status).toBe(204);
    expect((await call(HEAD, { method: "HEAD", token })).status).toBe(401);
    expect((await call(PUT, { method: "PUT", token })).status).toBe(401);
  });

  it("an expired token answers 401 with description UNAUTHORIZED (TokenExpiredError)", async () => {
    const { token } = (await login({ email: staffEmail, password: "demo1234" }, { "x-forwarded-for": "10.0.0.3" }))
      .body;
    await db().authSession.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call(PUT, { method: "PUT", token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: "TokenExpiredError", description: "UNAUTHORIZED" });
    // bootstrap tells the client too, so it logs in again
    expect((await call(bootstrap, { token })).body.error).toBe("TokenExpiredError");
  });

  it("a guest gets 401 UNAUTHORIZED", async () => {
    const res = await call(HEAD, { method: "HEAD" });
    expect(res.status).toBe(401);
    const put = await call(PUT, { method: "PUT" });
    expect(put.body).toMatchObject({ statusCode: 401, description: "UNAUTHORIZED" });
  });
});

describe("throttling under load", () => {
  it("parallel guesses from one address cannot slip past the limit", async () => {
    const u = await seedUser(db(), { email: "parallel@example.test" });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ email: u.email, password: `guess${i}` }, { "x-forwarded-for": "10.9.0.1" }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(THROTTLE.accountAddress);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - THROTTLE.accountAddress);
  });
});
