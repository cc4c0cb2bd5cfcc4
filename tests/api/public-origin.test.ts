// Every absolute URL the app makes names the site the request came to when NEXTAUTH_URL is unset
// (README: "Unset: taken from the request's Host header"), and NEXTAUTH_URL when it is set; never
// the local server (http://localhost:PORT) for a request sent to another host. Covers the ICS
// feed's address, the online booking's confirmation mail (queued inside its transaction), the
// checkout's return pages (in the widget's frame mode when the guest books in a widget), the
// password reset mail and the page guard's redirects.
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as feedAddress } from "@/app/api/tours/ics/token/route";
import { POST as renewFeed } from "@/app/api/tours/ics/route";
import { POST as create } from "@/app/api/book/booking/create/route";
import { POST as checkout } from "@/app/api/book/[id]/checkout/route";
import { PUT as resetRequest } from "@/app/api/auth/password/reset/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { resetEnvCache } from "@/lib/core/env";
import { operatorToday } from "@/lib/core/operator";
import { middleware } from "@/middleware";
import { seedUser } from "@/prisma/seed/factories";
import { seedDoubleRooms, seedPrice, seedOnlineBooking } from "../helpers/factories";
import { call } from "../helpers/http";

const AT = { host: "booking.example.com" };
let admin: string;
let today: string;
let resortId: number;
let roomTypeId: number;
let nextStay = 0;

beforeAll(async () => {
  admin = await seedOnlineBooking();
  today = await operatorToday();
  ({ resortId, roomTypeId } = await seedDoubleRooms(8, { roomName: (i) => `${1 + i}` }));
  await seedPrice(admin, { resortId, roomTypeId, value: "100" });
});

afterEach(() => {
  delete process.env.NEXTAUTH_URL;
  resetEnvCache();
});

const lastMail = async () =>
  (await db().outboxMessage.findFirst({ where: { topic: "mail" }, orderBy: { id: "desc" } }))?.payload as {
    to: string | string[];
    text: string;
  };

/** A guest books a stay online (paying offline), sent to `headers`' host. */
async function book(headers: Record<string, string>) {
  const from = addCalendarDays(today, 20 + 3 * nextStay++);
  const res = await call(create, {
    method: "POST",
    headers: { "accept-language": "en", ...headers },
    body: {
      type: "resort",
      resortId,
      dateFrom: from,
      dateTo: addCalendarDays(from, 2),
      rooms: [{ roomTypeId, guests: [{ firstName: "Anna", lastName: "Muster" }] }],
      contact: { firstName: "Anna", lastName: "Muster", email: "anna@example.com" },
      provider: "offline",
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; token: string; payment: { checkout: string } };
}

const pay = (b: { id: number; token: string }, headers: Record<string, string>, body: object = {}) =>
  call(checkout, {
    method: "POST",
    params: { id: String(b.id) },
    query: { token: b.token },
    headers,
    body: { provider: "offline", ...body },
  });

describe("without NEXTAUTH_URL: the request's own origin", () => {
  it("the ICS feed's address, on asking and on renewing", async () => {
    const asked = await call(feedAddress, { token: admin, headers: AT });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.url).toMatch(/^http:\/\/booking\.example\.com\/api\/tours\/ics\?token=/);
    const renewed = await call(renewFeed, { method: "POST", token: admin, headers: AT });
    expect(renewed.status, renewed.text).toBe(200);
    expect(JSON.stringify(renewed.body)).toContain("http://booking.example.com/api/tours/ics?token=");
    // another host, another address: nothing of the first request stays behind
    const other = await call(feedAddress, { token: admin, headers: { host: "calendar.example.org:8443" } });
    expect(other.body.url).toMatch(/^http:\/\/calendar\.example\.org:8443\/api\/tours\/ics\?token=/);
  });

  it("the confirmation mail queued inside the booking's transaction links to that site", async () => {
    const b = await book(AT);
    const mail = await lastMail();
    expect(mail.text).toContain(`http://booking.example.com/payment/success?booking=${b.id}`);
    expect(mail.text).not.toContain("localhost");
  });

  it("the checkout's return pages, in the widget's frame mode when the guest books in one", async () => {
    const b = await book(AT);
    const plain = await pay(b, AT);
    expect(plain.status, plain.text).toBe(200);
    const url = new URL(plain.body.url);
    expect(url.origin).toBe("http://booking.example.com");
    expect(url.pathname).toBe("/payment/success");
    expect(url.searchParams.get("booking")).toBe(String(b.id));
    expect(url.searchParams.get("token")).toBe(b.token);
    expect(url.searchParams.has("widget")).toBe(false);

    const framed = await pay(b, AT, { widget: "coral-bay" });
    expect(framed.status, framed.text).toBe(200);
    expect(new URL(framed.body.url).searchParams.get("widget")).toBe("coral-bay");
    // a widget is named by its slug, nothing else goes into the address
    const bad = await pay(b, { ...AT, "accept-language": "en" }, { widget: "x&token=evil" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path)).toEqual(["widget"]);
  });

  it("a proxy's X-Forwarded-Host and -Proto name the site (the server keeps them only from TRUSTED_PROXIES)", async () => {
    // no server installed the header rewrite here (see tests/unit/request-origin.test.ts for it)
    const b = await book({ host: "app:3000", "x-forwarded-host": "booking.example.com", "x-forwarded-proto": "https" });
    expect((await lastMail()).text).toContain(`https://booking.example.com/payment/success?booking=${b.id}`);
  });

  it("the password reset mail", async () => {
    await seedUser(db(), { email: "forgetful@example.com", settings: { language: "en" } });
    const res = await call(resetRequest, {
      method: "PUT",
      body: { email: "forgetful@example.com", ts: "fp" },
      headers: AT,
    });
    expect(res.status, res.text).toBe(200);
    const mail = await lastMail();
    expect(mail.to).toContain("forgetful@example.com");
    expect(mail.text).toContain("http://booking.example.com/password/reset?token=");
  });

  it("the page guard's redirect to the login", async () => {
    const res = await middleware(new NextRequest(new URL("http://localhost/customer/list"), { headers: AT }));
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe("http://booking.example.com");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/customer/list");
  });
});

describe("with NEXTAUTH_URL: the configured public URL, whatever the Host", () => {
  it("names the configured site in the feed, the mail, the return pages and the redirect", async () => {
    process.env.NEXTAUTH_URL = "https://book.operator.example/";
    resetEnvCache();
    const feed = await call(feedAddress, { token: admin, headers: { host: "evil.example" } });
    expect(feed.body.url).toMatch(/^https:\/\/book\.operator\.example\/api\/tours\/ics\?token=/);
    const b = await book({ host: "evil.example" });
    expect((await lastMail()).text).toContain(`https://book.operator.example/payment/success?booking=${b.id}`);
    const paid = await pay(b, { host: "evil.example" });
    expect(new URL(paid.body.url).origin).toBe("https://book.operator.example");
    const res = await middleware(
      new NextRequest(new URL("http://localhost/customer/list"), { headers: { host: "evil.example" } }),
    );
    expect(new URL(res.headers.get("location")!).origin).toBe("https://book.operator.example");
  });
});
