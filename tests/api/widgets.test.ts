// Booking widgets (issue 12, item 5): /api/widgets validates slug, origins, colour and the asset
// it sells (400 naming the field), refuses a taken slug (409) and callers without the scopes
// (403/401); /widget/{slug} may be framed by its widget's origins (and this site) only, every
// other page by nobody; an unknown or inactive widget is not found.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { db } from "@/lib/core/db";
import { publicWidget } from "@/lib/domain/widget/public-widget";
import { middleware } from "@/middleware";
import { seedResort, seedUser, seedVessel } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

const params = { resource: "widgets" };
let admin: string;
let reader: string;
let nobody: string;
let resortId: number;
let vesselId: number;

beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  reader = await tokenFor((await seedUser(db(), { scopes: ["widget.read"] })).id);
  nobody = await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id);
  resortId = (await seedResort(db())).resort.id;
  vesselId = (await seedVessel(db())).vessel.id;
});

const post = (body: unknown, token = admin) =>
  call(create, { method: "POST", token, params, body, headers: { "accept-language": "en" } });
const change = (id: number, body: unknown, token = admin) =>
  call(update, {
    method: "POST",
    token,
    params: { ...params, id: String(id) },
    body,
    headers: { "accept-language": "de" },
  });
const fieldsOf = (body: { fields?: { path: string; message: string }[] }) => (body.fields ?? []).map((f) => f.path);
const resortWidget = (extra: Record<string, unknown> = {}) => ({
  name: "Coral Bay",
  slug: "coral-bay",
  offer: "resort",
  resortId,
  allowedOrigins: ["https://www.coral-bay.example"],
  ...extra,
});

describe("/api/widgets", () => {
  it("creates, lists, reads and updates a widget, with its defaults and normalised origins", async () => {
    const made = await post(
      resortWidget({ allowedOrigins: ["HTTPS://WWW.Coral-Bay.example/", "http://localhost:8080"] }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      slug: "coral-bay",
      offer: "resort",
      resortId,
      vesselId: null,
      primaryColor: "#0e7490",
      language: "de",
      isActive: true,
      allowedOrigins: ["https://www.coral-bay.example", "http://localhost:8080"],
    });
    const listed = await call(list, { token: reader, params });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((w: { slug: string }) => w.slug)).toContain("coral-bay");
    expect((await call(get, { token: admin, params: { ...params, id: String(made.body.id) } })).body.name).toBe(
      "Coral Bay",
    );

    // switching what it sells takes the other asset and lets go of the first
    const switched = await change(made.body.id, { offer: "vessel", vesselId, language: "en", primaryColor: "#1D4ED8" });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body).toMatchObject({
      offer: "vessel",
      vesselId,
      resortId: null,
      language: "en",
      primaryColor: "#1D4ED8",
    });
  });

  it("refuses bad input with 400 naming the field, in the caller's language, and changes nothing", async () => {
    const before = (await call(list, { token: admin, params })).body.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: "Coral Bay!" }, "slug"],
      [{ slug: "-coral" }, "slug"],
      [{ slug: "a--b" }, "slug"],
      [{ slug: "x".repeat(65) }, "slug"],
      [{ allowedOrigins: ["ftp://shop.example"] }, "allowedOrigins"],
      [{ allowedOrigins: ["https://shop.example/booking"] }, "allowedOrigins"],
      [{ allowedOrigins: ["https://*.shop.example"] }, "allowedOrigins"],
      [{ allowedOrigins: ["https://user@shop.example"] }, "allowedOrigins"],
      [{ allowedOrigins: ["javascript:alert(1)"] }, "allowedOrigins"],
      [{ allowedOrigins: "https://shop.example" }, "allowedOrigins"],
      [{ primaryColor: "red" }, "primaryColor"],
      [{ primaryColor: "#12345" }, "primaryColor"],
      [{ language: "fr" }, "language"],
      [{ offer: "castle" }, "offer"],
      [{ resortId: undefined }, "resortId"],
      [{ resortId: 999999 }, "resortId"],
      [{ offer: "vessel", resortId: undefined }, "vesselId"],
      [{ name: "" }, "name"],
    ];
    for (const [bad, field] of cases) {
      const res = await post(resortWidget({ slug: "bad-input", ...bad }));
      expect(res.status, `${JSON.stringify(bad)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error).toBe("ValidationError");
      expect(fieldsOf(res.body), JSON.stringify(bad)).toContain(field);
    }
    const origin = await post(
      resortWidget({ slug: "bad-input", allowedOrigins: ["https://ok.example", "shop.example"] }),
    );
    expect(origin.body.fields[0].message).toContain("shop.example");
    expect((await call(list, { token: admin, params })).body.total).toBe(before);

    // an update is checked the same way, in German here
    const w = await post(resortWidget({ slug: "update-me" }));
    for (const [bad, field] of [
      [{ slug: "Update Me" }, "slug"],
      [{ allowedOrigins: ["https://shop.example:99999999"] }, "allowedOrigins"],
      [{ primaryColor: "blue" }, "primaryColor"],
    ] as const) {
      const res = await change(w.body.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    }
    const colour = await change(w.body.id, { primaryColor: "blue" });
    expect(colour.body.fields[0].message).toMatch(/Farbe/);
    expect((await call(get, { token: admin, params: { ...params, id: String(w.body.id) } })).body.slug).toBe(
      "update-me",
    );
  });

  it("refuses a slug another widget has with 409 naming it, on create and on update", async () => {
    const first = await post(resortWidget({ slug: "taken" }));
    expect(first.status).toBe(201);
    const again = await post(resortWidget({ slug: "Taken" }));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("taken");
    expect(fieldsOf(again.body)).toContain("slug");
    const other = await post(resortWidget({ slug: "not-taken" }));
    const moved = await change(other.body.id, { slug: "taken" });
    expect(moved.status).toBe(409);
    // keeping its own slug is no conflict
    expect((await change(first.body.id, { slug: "taken", name: "Renamed" })).status).toBe(200);
  });

  it("needs widget.read to list, widget.create to create, widget.update to change; guests are asked to log in", async () => {
    expect((await call(list, { token: nobody, params })).status).toBe(403);
    expect((await call(list, { params })).status).toBe(401);
    const denied = await post(resortWidget({ slug: "denied" }), reader);
    expect(denied.status).toBe(403);
    expect(denied.body.fields).toBeUndefined();
    expect((await post({}, nobody)).status).toBe(403);
    const w = await post(resortWidget({ slug: "scoped" }));
    expect((await change(w.body.id, { name: "x" }, reader)).status).toBe(403);
    expect(
      (await call(remove, { method: "DELETE", token: reader, params: { ...params, id: String(w.body.id) } })).status,
    ).toBe(403);
    expect(
      (await call(remove, { method: "DELETE", token: admin, params: { ...params, id: String(w.body.id) } })).status,
    ).toBe(204);
  });
});

const page = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(new URL(path, "http://localhost"), { headers }));
const cspOf = async (path: string, headers?: Record<string, string>) =>
  (await page(path, headers)).headers.get("content-security-policy") ?? "";

describe("/widget/{slug} in a frame", () => {
  beforeAll(async () => {
    expect(
      (
        await post({
          name: "Trips",
          slug: "trips",
          offer: "vessel",
          vesselId,
          language: "en",
          allowedOrigins: ["https://divers.example", "http://localhost:8080"],
        })
      ).status,
    ).toBe(201);
    expect(
      (await post(resortWidget({ slug: "switched-off", isActive: false, allowedOrigins: ["https://off.example"] })))
        .status,
    ).toBe(201);
  });

  it("may be framed by this site and the widget's own origins, with no X-Frame-Options", async () => {
    const res = await page("/widget/trips");
    expect(res.headers.get("content-security-policy")).toMatch(
      /frame-ancestors 'self' https:\/\/divers\.example http:\/\/localhost:8080$/,
    );
    expect(res.headers.get("x-frame-options")).toBeNull();
    // another widget's origins are not this one's
    expect(await cspOf("/widget/trips")).not.toContain("coral-bay");
  });

  it("an unknown or inactive widget, and every other page, cannot be framed", async () => {
    for (const path of ["/widget/nope", "/widget/switched-off", "/widget/%E0%A4%A"])
      expect(await cspOf(path), path).toContain("frame-ancestors 'none'");
    for (const path of ["/login", "/", "/widget-admin/list", "/customer/list", "/book"]) {
      const res = await page(path);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("the booking pages a widget leads into may be framed by the active widgets' origins only", async () => {
    const csp = await cspOf("/book/online");
    expect(csp).toMatch(/frame-ancestors 'self' /);
    expect(csp).toContain("https://divers.example");
    expect(csp).not.toContain("https://off.example");
    expect((await page("/book/resort")).headers.get("x-frame-options")).toBeNull();
  });

  it("a booking page in a widget's frame (?widget=) may be framed by that widget's origins only, in its language", async () => {
    const res = await page("/book/online?vessel=1&widget=trips", { "accept-language": "de" });
    expect(res.headers.get("content-security-policy")).toMatch(
      /frame-ancestors 'self' https:\/\/divers\.example http:\/\/localhost:8080$/,
    );
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("x-middleware-request-accept-language")).toBe("en");
    // the page learns its widget from the middleware alone
    expect(res.headers.get("x-middleware-request-x-harbour-widget")).toBe("trips");
    for (const path of ["/payment/success?booking=1&widget=trips", "/book/resort-v2?widget=trips"])
      expect((await page(path)).headers.get("x-middleware-request-x-harbour-widget"), path).toBe("trips");
    // an inactive or unknown widget frames nothing of its own; a client cannot name one by header
    for (const path of ["/book/online?widget=switched-off", "/book/online?widget=nope", "/book/online"]) {
      const other = await page(path, { "x-harbour-widget": "trips" });
      expect(other.headers.get("x-middleware-request-x-harbour-widget"), path).toBeNull();
      expect(other.headers.get("content-security-policy"), path).not.toContain("https://off.example");
    }
    // another page with ?widget= is no booking page: nobody frames it
    expect(await cspOf("/customer/list?widget=trips")).toContain("frame-ancestors 'none'");
  });

  it("speaks the widget's language unless the guest chose one", async () => {
    const res = await page("/widget/trips", { "accept-language": "de-DE,de;q=0.9" });
    expect(res.headers.get("x-middleware-request-accept-language")).toBe("en");
    const chosen = await page("/widget/trips", { "accept-language": "de", cookie: "NEXT_LOCALE=de" });
    // the cookie is the guest's choice: the request keeps what the browser sent
    expect(chosen.headers.get("x-middleware-request-accept-language")).toBe("de");
    expect(chosen.headers.get("x-middleware-request-cookie")).toContain("NEXT_LOCALE=de");
  });

  it("the public lookup finds an active widget and nothing else (the page answers 404)", async () => {
    await expect(publicWidget("trips")).resolves.toMatchObject({
      offer: "vessel",
      language: "en",
      asset: { id: vesselId },
    });
    for (const slug of ["nope", "switched-off", "../etc", ""])
      await expect(publicWidget(slug), slug).rejects.toMatchObject({ code: "NOT_FOUND" });
    // a widget whose vessel is no longer active sells nothing
    await db().vessel.update({ where: { id: vesselId }, data: { isActive: false } });
    await expect(publicWidget("trips")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await db().vessel.update({ where: { id: vesselId }, data: { isActive: true } });
  });
});
