// The booking widget (issue 12, item 5): the administrator finds the widgets, the embed snippet and
// the live preview; a page served from another origin (a tiny HTTP server started here) shows the
// widgets through that snippet, the frames take their content's height, and a guest picks a
// departure and a cabin, or dates and a room, inside the frame, books it there and pays offline.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

type Widget = { id: number; slug: string; resortId: number | null; vesselId: number | null };

async function demoWidgets(page: Page): Promise<Record<string, Widget>> {
  const res = await page.request.get("/api/widgets?size=100");
  expect(res.status()).toBe(200);
  const rows = (await res.json()).data as Widget[];
  return Object.fromEntries(rows.map((w) => [w.slug, w]));
}

async function snippetOf(page: Page, id: number): Promise<string> {
  await page.goto(`/widget-admin/${id}`);
  await hydrated(page);
  return page.getByTestId("widget-snippet").inputValue();
}

test("the administrator sees the widgets, the embed snippet and a live preview", async ({ page, context }) => {
  await setLanguage(context, "en");
  await page.goto("/widget-admin/list");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Booking widgets" })).toBeVisible();
  await expect(page.getByRole("link", { name: "MV Blue Horizon: Abfahrten" })).toBeVisible();
  await page.getByRole("link", { name: "Coral Bay: book your stay" }).click();
  await expect(page).toHaveURL(/\/widget-admin\/\d+$/);
  await hydrated(page);
  const snippet = await page.getByTestId("widget-snippet").inputValue();
  expect(snippet).toMatch(/<iframe id="harbour-widget-coral-bay" src="http:\/\/localhost:\d+\/widget\/coral-bay"/);
  expect(snippet).toContain("harbour-widget-height");
  // the preview is the widget itself, framed by this site
  const preview = page.frameLocator('[data-testid="widget-preview"]');
  await expect(preview.getByRole("heading", { name: "Coral Bay: book your stay" })).toBeVisible();
  await expect(preview.getByTestId("widget-search")).toBeVisible();
});

test.describe("embedded in another web site", () => {
  let server: Server;
  let origin = "";
  let html = "";

  test.beforeAll(async () => {
    server = createServer((_, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="en"><head><title>Partner site</title></head><body>
<h1>Our partner's site</h1>${html}</body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("the widgets show in frames there; a guest books a trip and a stay inside them", async ({ page, browser }) => {
    const demo = await demoWidgets(page);
    const stamp = Date.now().toString(36);
    const make = async (body: Record<string, unknown>) => {
      const res = await page.request.post("/api/widgets", { data: body, headers: SAME_ORIGIN });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Widget;
    };
    const vessel = await make({
      name: "Trips",
      slug: `trips-${stamp}`,
      offer: "vessel",
      vesselId: demo["blue-horizon"].vesselId,
      language: "de",
      primaryColor: "#b45309",
      allowedOrigins: [origin],
    });
    const resort = await make({
      name: "Stays",
      slug: `stays-${stamp}`,
      offer: "resort",
      resortId: demo["coral-bay"].resortId,
      language: "en",
      allowedOrigins: [origin],
    });
    html = (await snippetOf(page, vessel.id)) + "\n" + (await snippetOf(page, resort.id));

    // the widget page names the partner as a frame ancestor; an unknown widget is not found
    const answer = await page.request.get(`/widget/${vessel.slug}`);
    const headers = answer.headers();
    expect(headers["content-security-policy"]).toContain(`frame-ancestors 'self' ${origin}`);
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["cache-control"]).toBe("private, no-store");
    // server-built HTML: no framework script, only the height report with this answer's nonce
    const scripts = (await answer.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([expect.stringMatching(/^<script nonce="[^"]+">$/)]);
    const nonce = /nonce="([^"]+)"/.exec(scripts.join(""))?.[1];
    expect(headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    const unknown = await page.request.get("/widget/no-such-widget");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('data-testid="not-found"');

    // a guest (no session) on the partner's site
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: "en-GB" });
    const site = await guest.newPage();
    await site.goto(origin);
    const tripsFrame = site.locator(`iframe#harbour-widget-${vessel.slug}`);
    const trips = site.frameLocator(`iframe#harbour-widget-${vessel.slug}`);
    const stays = site.frameLocator(`iframe#harbour-widget-${resort.slug}`);
    // each in its own language
    await expect(trips.getByRole("heading", { name: "Trips" })).toBeVisible();
    await expect(trips.getByTestId("widget-departures").getByRole("link").first()).toContainText("Auswählen");
    await expect(stays.getByRole("button", { name: "Search" })).toBeVisible();
    // the frame takes the height its content reports
    await expect.poll(() => tripsFrame.evaluate((f: HTMLIFrameElement) => f.style.height)).not.toBe("480px");

    // a departure, then a cabin: the booking flow, inside the frame
    await trips.getByTestId("widget-departures").getByRole("link").first().click();
    const cabins = trips.getByTestId("cabin-offers");
    await expect(cabins).toBeVisible();
    // the frame is of another origin than the partner's page: its address comes from the browser
    const frameUrl = async () => new URL((await (await tripsFrame.elementHandle())!.contentFrame())!.url());
    expect((await frameUrl()).pathname).toBe("/book/online");
    expect((await frameUrl()).searchParams.get("vessel")).toBe(String(vessel.vesselId));
    await cabins.getByRole("link").first().click();
    await expect(trips.getByTestId("hold-countdown")).toBeVisible();
    // ... and booked and confirmed there, paying offline
    await trips.locator('input[name="guest-0-firstName"]').fill("Jana");
    await trips.locator('input[name="guest-0-lastName"]').fill("Rahmen");
    await trips.locator('input[name="email"]').fill(`frame-${stamp}@example.com`);
    await trips.locator('input[name="provider"][value="offline"]').check();
    await trips.getByTestId("book-submit").click();
    await expect(trips.getByTestId("payment-title")).toHaveText(
      /Vielen Dank für Ihre Buchung|Thank you for your booking/,
    );
    expect((await frameUrl()).pathname).toBe("/payment/success");
    await expect(trips.getByTestId("payment-booking-no")).not.toHaveText("-");

    // dates and guests, then a room type
    const from = new Date(Date.now() + 95 * 86400_000);
    const to = new Date(from.getTime() + 2 * 86400_000);
    await stays.getByLabel("Arrival").fill(iso(from));
    await stays.getByLabel("Departure").fill(iso(to));
    await stays.getByLabel("Guests").fill("2");
    await stays.getByRole("button", { name: "Search" }).click();
    const offers = stays.getByTestId("widget-offers");
    await expect(offers).toBeVisible();
    await offers.getByRole("link").first().click();
    await expect(stays.getByTestId("hold-countdown")).toBeVisible();
    await stays.locator('input[name="guest-0-firstName"]').fill("Tom");
    await stays.locator('input[name="guest-0-lastName"]').fill("Frame");
    await stays.locator('input[name="guest-1-firstName"]').fill("Tina");
    await stays.locator('input[name="guest-1-lastName"]').fill("Frame");
    await stays.locator('input[name="email"]').fill(`stay-${stamp}@example.com`);
    await stays.locator('input[name="provider"][value="offline"]').check();
    await stays.getByTestId("book-submit").click();
    await expect(stays.getByTestId("payment-title")).toHaveText("Thank you for your booking");
    await expect(stays.getByTestId("payment-booking-no")).not.toHaveText("-");
    // all of it inside the frames: the partner's page never left
    expect(site.url()).toBe(`${origin}/`);
    await guest.close();
  });
});
