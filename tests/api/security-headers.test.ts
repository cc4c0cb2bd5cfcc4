// Security headers (issue 13, item 7) on API answers (the route wrapper) and on pages (middleware):
// a CSP with a fresh nonce per page that Next receives too, frame-ancestors 'none' except for the
// widget's configured origins, nosniff, Referrer-Policy, Permissions-Policy, HSTS over HTTPS.
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as lang } from "@/app/api/settings/lang/route";
import { GET as getOne } from "@/app/api/[resource]/[id]/route";
import { GET as mediaData } from "@/app/api/media/[id]/data/route";
import { db } from "@/lib/core/db";
import { database, useDatabase, type Database } from "@/lib/db";
import { resetEnvCache } from "@/lib/core/env";
import { middleware } from "@/middleware";
import { seedResort, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

/** The database with its widget table failing: the middleware's widget lookups must survive it. */
function failingWidgets(d: Database): Database {
  const fail = () => Promise.reject(new Error("no database"));
  const widget = new Proxy({}, { get: () => fail });
  const prisma = new Proxy(d.prisma, {
    get: (real, prop) => {
      if (prop === "widget") return widget;
      const v = Reflect.get(real, prop) as unknown;
      return typeof v === "function" ? v.bind(real) : v;
    },
  });
  return { ...d, prisma };
}

let admin: string;
beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
});
afterEach(() => {
  delete process.env.NEXTAUTH_URL;
  resetEnvCache();
});

const common = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

describe("API answers", () => {
  it("carry a CSP that allows nothing, nosniff, a referrer and a permissions policy; HSTS only over HTTPS", async () => {
    for (const res of [
      await call(lang),
      await call(getOne, { token: admin, params: { resource: "customers", id: "999" } }),
    ]) {
      for (const [k, v] of Object.entries(common)) expect(res.headers.get(k), k).toBe(v);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    const proxied = await call(lang, { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    process.env.NEXTAUTH_URL = "https://booking.example.test";
    resetEnvCache();
    expect((await call(lang)).headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("a media file keeps its own sandbox policy", async () => {
    const m = await db().media.create({
      data: { name: "note.txt", mimeType: "text/plain", size: 2, data: new Uint8Array([104, 105]) },
    });
    const res = await call(mediaData, { params: { id: String(m.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("say how long the app and the database worked on them and how many statements it sent (Server-Timing), an error too", async () => {
    const timing = /^app;dur=(\d+\.\d), db;dur=(\d+\.\d);desc="(\d+) statements?(?:, (\d+) transactions?)?"$/;
    const ok = await call(lang);
    expect(ok.headers.get("server-timing")).toMatch(timing);
    const refused = await call(mediaData, { params: { id: "999999" } });
    expect(refused.status).toBe(404);
    const [, app, dbMs, statements] = timing.exec(refused.headers.get("server-timing") ?? "")!;
    // looking the file up is at least one statement, and the database's share is part of the app's
    expect(Number(statements)).toBeGreaterThanOrEqual(1);
    expect(Number(dbMs)).toBeLessThanOrEqual(Number(app));
  });
});

const page = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(new URL(path, "http://localhost"), { headers }));
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("pages", () => {
  it("get a CSP with a fresh nonce, handed to Next on the request, and cannot be framed", async () => {
    const a = await page("/login");
    const b = await page("/login");
    const csp = a.headers.get("content-security-policy");
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonceOf(b.headers.get("content-security-policy"))).not.toBe(nonce);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    // what Next reads to put the nonce on its scripts
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    for (const [k, v] of Object.entries(common)) expect(a.headers.get(k), k).toBe(v);
  });

  it("mark the public guest form pages, which offer only gfLangs; a client cannot mark another page", async () => {
    const marked = "x-middleware-request-x-harbour-guest-form";
    expect((await page("/guestform/1/abc")).headers.get(marked)).toBe("1");
    expect((await page("/guestform-m/1/abc")).headers.get(marked)).toBe("1");
    const spoofed = await page("/login", { "x-harbour-guest-form": "1" });
    expect(spoofed.headers.get(marked)).toBeNull();
    expect(spoofed.headers.get("x-middleware-override-headers")).not.toContain("x-harbour-guest-form");
  });

  it("a redirect of the guard carries them too", async () => {
    const res = await page("/customer/list");
    expect(res.status).toBe(307);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("the widget may be framed by its configured origins and this site only ('none' when there is no such widget)", async () => {
    const none = await page("/widget/booking");
    expect(none.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(none.headers.get("x-frame-options")).toBeNull();
    const { resort } = await seedResort(db());
    await db().widget.create({
      data: {
        slug: "booking",
        name: "Booking",
        offer: "resort",
        resortId: resort.id,
        // a stored entry that is no origin is dropped when the header is written
        allowedOrigins: ["https://www.coral-bay.example", "javascript:alert(1)", "https://*.partner.example"],
      },
    });
    const some = await page("/widget/booking");
    expect(some.headers.get("content-security-policy")).toMatch(
      /frame-ancestors 'self' https:\/\/www\.coral-bay\.example https:\/\/\*\.partner\.example$/,
    );
    // another slug is not that widget
    expect((await page("/widget/other")).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // every other page still cannot be framed
    expect((await page("/login")).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // a failing lookup frames the widget nowhere, and the page still answers
    const working = database();
    useDatabase(failingWidgets(working));
    try {
      const failed = await page("/widget/booking");
      expect(failed.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect((await page("/book/online")).headers.get("x-frame-options")).toBe("DENY");
    } finally {
      useDatabase(working);
    }
  });

  it("HSTS when a trusted proxy says HTTPS", async () => {
    expect((await page("/login")).headers.get("strict-transport-security")).toBeNull();
    expect((await page("/login", { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toMatch(
      /^max-age=/,
    );
  });
});
