// Hardening against the built server (issue 13): a client cannot choose its own address by
// sending X-Forwarded-For, and pages and API answers carry the security headers (a page's scripts
// carry the CSP nonce, or the page would not hydrate).
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, hydrated } from "./helpers";

test("a login sent with a made-up X-Forwarded-For is recorded with the connection's address", async ({ request }) => {
  const res = await request.post("/api/auth/token", {
    data: { email: "admin@demo.test", password: DEMO_PASSWORD },
    headers: { "x-forwarded-for": "203.0.113.99", "x-real-ip": "203.0.113.98" },
  });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  const logins = await request.get("/api/users/logins", { headers: { authorization: `Bearer ${token}` } });
  expect(logins.status()).toBe(200);
  const text = await logins.text();
  expect(text).not.toContain("203.0.113.99");
  expect(text).not.toContain("203.0.113.98");
  expect(text).toMatch(/127\.0\.0\.1|::1/);
});

test("pages carry a CSP with a nonce that Next's scripts use, and cannot be framed", async ({ page }) => {
  const res = await page.goto("/login");
  const headers = res!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toContain("camera=()");
  await hydrated(page);
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const n of scripts) expect(n).toBe(nonce);
});

test("API answers carry the security headers", async ({ request }) => {
  const res = await request.get("/api/settings/lang");
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
});

test("an API path that names no endpoint answers the JSON 404 of the error contract, whatever the method", async ({
  request,
}) => {
  for (const [method, path] of [
    ["POST", "/api/bookings/1/noSuchAction"],
    ["GET", "/api/bookings/1/cancell/extra"],
    ["DELETE", "/api/customers/1/no/such/path"],
  ] as const) {
    const res = await request.fetch(path, { method, headers: { "accept-language": "en" } });
    expect(res.status(), `${method} ${path}`).toBe(404);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await res.json()).toMatchObject({ statusCode: 404, method, path, message: "Not found." });
  }
  // the endpoints beside them still answer: an action without a session is refused, not unknown
  expect((await request.post("/api/bookings/1/cancell", { data: {} })).status()).toBe(401);
});
