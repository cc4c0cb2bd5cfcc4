// Application-level endpoints: bootstrap, clearCache, notifications, the jump logins.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as bootstrap } from "@/app/api/bootstrap/route";
import { POST as clearCache } from "@/app/clearCache/route";
import { GET as notifications } from "@/app/api/events/notifications/route";
import { POST as readNotifications } from "@/app/api/events/notifications/read/route";
import { GET as jumpto } from "@/app/jumpto/[token]/route";
import { GET as jumpGet, POST as jumpPost } from "@/app/api/cauth/jump/[system]/route";
import { GET as self } from "@/app/api/users/self/route";
import { decode } from "next-auth/jwt";
import { db } from "@/lib/core/db";
import { createUserToken } from "@/lib/auth/user-tokens";
import { resolveToken } from "@/lib/auth/session";
import { seedResort, seedUser, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedRate, tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let adminToken: string;
let staffToken: string;
let staffId: number;

beforeAll(async () => {
  adminToken = await tokenWith(["admin"]);
  const staff = await seedUser(db(), { email: "staff.app@example.test", scopes: ["bookings.read"] });
  staffId = staff.id;
  staffToken = await tokenFor(staff.id);
  await db().setting.create({ data: { group: "features", key: "ota", value: true } });
  await db().setting.create({
    data: {
      group: "systems",
      key: "crm",
      value: { name: "Partner CRM", url: "https://crm.example.test/sso", secret: "s3cret-for-crm" },
    },
  });
  await seedCurrencies("EUR", "USD");
  await seedRate("EUR", "USD", "1.05", "2026-01-01");
  await seedRate("EUR", "USD", "1.08450000", "2026-10-01");
  await seedResort(db(), { name: "Allowed Resort", code: "AR" });
  await seedResort(db(), { name: "Other Resort", code: "OR" });
  await seedVessel(db(), { name: "Some Vessel", code: "SV" });
});

describe("GET /api/bootstrap", () => {
  it("answers a guest with every field the client starts with", async () => {
    const res = await call(bootstrap, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(200);
    for (const field of [
      "messages",
      "lang",
      "countries",
      "settingTypes",
      "systems",
      "currency",
      "onlineCurrency",
      "onsiteCurrency",
      "assets",
      "allowCustomerBooking",
      "allowAgencyBooking",
      "exchangeRates",
      "supportedCurrencies",
      "maxGuestFormFileSizeinKb",
      "displayCurrencies",
      "version",
      "langs",
      "gfLangs",
      "invoiceLangs",
      "features",
      "maps",
      "userTypes",
      "notifications",
      "actionStates",
      "logoUrl",
      "calculationTypes",
      "priceTypes",
      "timezone",
      "viewConfig",
    ])
      expect(res.body, field).toHaveProperty(field);
    expect(res.body.user).toMatchObject({ userType: "guest", permissions: { scope: ["guest"] } });
    expect(res.body).toMatchObject({
      lang: "en",
      currency: "EUR",
      timezone: "Europe/Berlin",
      maxGuestFormFileSizeinKb: 256,
      langs: ["de", "en"],
    });
    expect(res.body.messages.notices.FORBIDDEN).toBe("You are not allowed to open this page.");
    expect(res.body.features).toMatchObject({ vessel: true, ota: true, connect: false });
    expect(res.body.exchangeRates).toEqual([{ from: "EUR", to: "USD", rate: "1.0845", validFrom: "2026-10-01" }]);
    expect(res.body.systems).toEqual([{ key: "crm", name: "Partner CRM" }]);
    expect(JSON.stringify(res.body.systems)).not.toContain("s3cret");
    // how big the database is, is the operator's business
    expect(res.body).not.toHaveProperty("diskSize");
    expect(res.body).not.toHaveProperty("totalSize");
    expect(res.body.actionStates.states).toContain("confirmed");
    expect(res.body.userTypes).toEqual(["System", "API", "customer", "agency", "employee", "Default", "Inactive"]);
  });

  it("gives a user their own data and only their allowed assets", async () => {
    const allowed = await db().resort.findFirstOrThrow({ where: { code: "AR" } });
    const u = await seedUser(db(), { scopes: ["bookings.read"] });
    await db().user.update({ where: { id: u.id }, data: { allowedResortIds: [allowed.id] } });
    await db().notification.create({ data: { userId: u.id, title: "New booking", text: "B-1 arrived" } });
    const res = await call(bootstrap, { token: await tokenFor(u.id), headers: { "accept-language": "de" } });
    expect(res.body.user).toMatchObject({ id: u.id, notifications: { unread: 1 } });
    expect(res.body.notifications).toEqual([expect.objectContaining({ title: "New booking" })]);
    expect(res.body.assets.map((a: { name: string }) => a.name)).toEqual(["Allowed Resort", "Some Vessel"]);
    expect(res.body.lang).toBe("de");
    expect(res.body).not.toHaveProperty("diskSize");
    expect(res.body).not.toHaveProperty("totalSize");
  });

  it("tells the database's size only to those who read the settings", async () => {
    const settings = await tokenWith(["settings.read"]);
    for (const token of [adminToken, settings]) {
      const res = await call(bootstrap, { token });
      expect(res.status).toBe(200);
      expect(res.body.diskSize).toBeGreaterThan(0);
      expect(res.body.totalSize).toEqual(expect.any(Number));
    }
  });
});

describe("POST /clearCache", () => {
  it("is for admins and raises the data version", async () => {
    expect((await call(clearCache, { method: "POST" })).status).toBe(401);
    expect((await call(clearCache, { method: "POST", token: staffToken })).status).toBe(403);
    const first = await call(clearCache, { method: "POST", token: adminToken });
    const second = await call(clearCache, { method: "POST", token: adminToken });
    expect(first.body.cleared).toBe(true);
    expect(second.body.dataVersion).toBe(first.body.dataVersion + 1);
  });
});

describe("GET /api/events/notifications", () => {
  it("lists the user's own notifications, newest first, with the unread count", async () => {
    await db().notification.createMany({
      data: [
        { userId: staffId, title: "first" },
        { userId: staffId, title: "second", readAt: new Date() },
        { userId: null, title: "for nobody" },
      ],
    });
    const res = await call(notifications, { token: staffToken });
    expect(res.body.unread).toBe(1);
    expect(res.body.items.map((n: { title: string }) => n.title)).toEqual(["second", "first"]);
  });

  it("streams server-sent events when asked to", async () => {
    const ctrl = new AbortController();
    const { NextRequest } = await import("next/server");
    const req = new NextRequest("http://localhost/api/events/notifications", {
      headers: { authorization: `Bearer ${staffToken}`, accept: "text/event-stream" },
      signal: ctrl.signal,
    });
    const res = await notifications(req, { params: Promise.resolve({}) });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/^event: notifications\ndata: \{"unread":1,/);
    ctrl.abort();
    await reader.cancel();
  });
});

describe("POST /api/events/notifications/read", () => {
  const readState = async (ids: number[]) =>
    (await db().notification.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map((n) => n.readAt);

  it("marks the named ones of the caller's own read, never another user's, and again changes nothing", async () => {
    const other = await seedUser(db(), { scopes: ["bookings.update"] });
    const mine = await db().notification.createManyAndReturn({
      data: [1, 2, 3].map((i) => ({ userId: staffId, title: `mine ${i}` })),
    });
    const theirs = await db().notification.create({ data: { userId: other.id, title: "theirs" } });
    const unreadBefore = await db().notification.count({ where: { userId: staffId, readAt: null } });

    const ids = [mine[0].id, theirs.id];
    const first = await call(readNotifications, { method: "POST", token: staffToken, body: { ids } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ unread: unreadBefore - 1 });
    const [readAt, , , theirsAfter] = await readState([...mine.map((n) => n.id), theirs.id]);
    expect(readAt).toBeInstanceOf(Date);
    expect(theirsAfter).toBeNull();
    expect(await readState([mine[1].id, mine[2].id])).toEqual([null, null]);

    // the same request again: the same answer, the first read time kept
    const again = await call(readNotifications, { method: "POST", token: staffToken, body: { ids } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await readState([mine[0].id])).toEqual([readAt]);
    // the other user's notification is still theirs to read
    expect(
      (await call(notifications, { token: await tokenFor(other.id) })).body.items.map(
        (n: { readAt: unknown }) => n.readAt,
      ),
    ).toEqual([null]);
  });

  it("marks all of the caller's own without ids (or without a body), and only theirs", async () => {
    const other = await seedUser(db(), { scopes: ["bookings.update"] });
    const theirs = await db().notification.create({ data: { userId: other.id, title: "theirs" } });
    await db().notification.create({ data: { userId: staffId, title: "one more" } });
    const all = await call(readNotifications, { method: "POST", token: staffToken, body: {} });
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({ unread: 0 });
    expect(await db().notification.count({ where: { userId: staffId, readAt: null } })).toBe(0);
    expect(await readState([theirs.id])).toEqual([null]);
    const empty = await call(readNotifications, { method: "POST", token: staffToken });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual({ unread: 0 });
    const list = await call(notifications, { token: staffToken });
    expect(list.body.unread).toBe(0);
  });

  it("answers 400 naming the field for bad ids, and marks nothing", async () => {
    const note = await db().notification.create({ data: { userId: staffId, title: "still unread" } });
    for (const body of [
      { ids: ["x"] },
      { ids: [0] },
      { ids: [-3] },
      { ids: [1.5] },
      { ids: note.id },
      { ids: [note.id, 2 ** 31] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      // a misspelt field must not read as "all"
      { id: [note.id] },
    ]) {
      const res = await call(readNotifications, {
        method: "POST",
        token: staffToken,
        body,
        headers: { "accept-language": "en" },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path.split(".")[0])).toContain("id" in body ? "" : "ids");
    }
    expect(await readState([note.id])).toEqual([null]);
  });

  it("is for logged-in users", async () => {
    expect((await call(readNotifications, { method: "POST", body: {} })).status).toBe(401);
  });
});

describe("jump logins", () => {
  it("/jumpto/{token} logs the browser in and follows a safe target only", async () => {
    const { token } = await createUserToken(staffId, "jump");
    const res = await call(jumpto, { path: `/jumpto/${token}`, params: { token }, query: { target: "/booking/list" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/booking/list");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^next-auth\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax/);
    // the cookie carries a live session of that user
    const jwt = await decode({ token: cookie.split(";")[0].split("=")[1], secret: process.env.NEXTAUTH_SECRET! });
    expect((await resolveToken(jwt!.sessionToken as string)).user?.id).toBe(staffId);

    // used once; a second use goes to the login
    const again = await call(jumpto, { params: { token }, query: { target: "/booking/list" } });
    expect(again.headers.get("location")).toBe("/login?notice=UNAUTHORIZED");

    const { token: t2 } = await createUserToken(staffId, "jump");
    const evil = await call(jumpto, { params: { token: t2 }, query: { target: "//evil.example/steal" } });
    expect(evil.headers.get("location")).toBe("/");
  });

  it("/api/cauth/jump/{system} hands a token to the system, which checks it with its secret", async () => {
    const mine = await call(jumpGet, { token: staffToken, params: { system: "crm" } });
    expect(mine.status).toBe(200);
    expect(mine.body.url).toMatch(/^https:\/\/crm\.example\.test\/sso\?token=/);
    const wrong = await call(jumpPost, {
      method: "POST",
      params: { system: "crm" },
      body: { token: mine.body.token },
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
    const checked = await call(jumpPost, {
      method: "POST",
      params: { system: "crm" },
      body: { token: mine.body.token },
      headers: { authorization: "Bearer s3cret-for-crm" },
    });
    expect(checked.body.user).toMatchObject({ id: staffId, email: "staff.app@example.test" });
    expect((await call(jumpGet, { token: staffToken, params: { system: "nope" } })).status).toBe(404);
  });

  it("an external system can send a user here with a jump link", async () => {
    const link = await call(jumpPost, {
      method: "POST",
      params: { system: "crm" },
      body: { email: "staff.app@example.test", target: "/booking/list" },
      headers: { authorization: "Bearer s3cret-for-crm", host: "app.example.test" },
    });
    const url = new URL(link.body.url);
    expect(url.pathname).toMatch(/^\/jumpto\/.{51,}/);
    expect(url.searchParams.get("target")).toBe("/booking/list");
  });
});

describe("GET /api/users/self", () => {
  it("answers the logged-in user, never the password hash", async () => {
    const res = await call(self, { token: staffToken });
    expect(res.body).toMatchObject({ id: staffId, email: "staff.app@example.test", role: "internal" });
    expect(res.text).not.toContain("$2");
  });
});

describe("jump token purposes", () => {
  it("a token handed to an external system never logs a browser in here", async () => {
    const mine = await call(jumpGet, { token: staffToken, params: { system: "crm" } });
    const res = await call(jumpto, { params: { token: mine.body.token } });
    expect(res.headers.get("location")).toBe("/login?notice=UNAUTHORIZED");
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
