// The booking widget (issue 12, item 5): the administrator finds the widgets, the embed snippet and
// the live preview; a page served from another origin (a tiny HTTP server started here) shows the
// widgets through that snippet, the frames take their content's height, and a guest picks a
// departure and a cabin, or dates and a room, inside the frame, books it there and pays offline.
// A stay booked through a widget keeps the widget's colour, language and resort to the end, with the
// app reached under another name than localhost (its addresses follow the request's Host).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE, hydrated, login, SAME_ORIGIN, setLanguage } from "./helpers";

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

  test("a resort stay through the widget embedded on another origin keeps the widget's colours to the end", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const demo = await demoWidgets(page);
    const stamp = Date.now().toString(36);
    const made = await page.request.post("/api/widgets", {
      headers: SAME_ORIGIN,
      data: {
        name: "Amber stays",
        slug: `amber-${stamp}`,
        offer: "resort",
        resortId: demo["coral-bay"].resortId,
        language: "de",
        primaryColor: "#b45309",
        allowedOrigins: [origin],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const widget = (await made.json()) as Widget;
    const amber = "rgb(180, 83, 9)";

    // the administrator reaches the app as 127.0.0.1, not localhost: the snippet names that address
    const appPort = new URL(test.info().project.use.baseURL!).port;
    const app = `http://127.0.0.1:${appPort}`;
    const admin = await browser.newContext({ baseURL: app, storageState: { cookies: [], origins: [] } });
    const adminPage = await admin.newPage();
    await login(adminPage, "admin@demo.test");
    await expect(adminPage).not.toHaveURL(/\/login/);
    html = await snippetOf(adminPage, widget.id);
    expect(html).toContain(`src="${app}/widget/${widget.slug}"`);
    await admin.close();

    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: "en-GB" });
    const site = await guest.newPage();
    await site.goto(origin);
    const frameEl = site.locator(`iframe#harbour-widget-${widget.slug}`);
    const frame = site.frameLocator(`iframe#harbour-widget-${widget.slug}`);
    const frameUrl = async () => new URL((await (await frameEl.elementHandle())!.contentFrame())!.url());
    /** The widget's look in the frame, whatever step it shows: its name, its colour, no language switch. */
    const inWidgetLook = async (button: ReturnType<typeof frame.locator>) => {
      await expect(frame.getByTestId("widget-frame-name")).toHaveText("Amber stays");
      await expect(button).toHaveCSS("background-color", amber);
      await expect(frame.getByTestId("language-switch")).toHaveCount(0);
      expect((await frameUrl()).origin).toBe(app);
      expect((await frameUrl()).searchParams.get("widget")).toBe(widget.slug);
    };
    /** The frame is as tall as its content says (the snippet sets it from the page's report). */
    const heightFollows = () =>
      expect
        .poll(async () => {
          const content = await frame
            .locator("#harbour-widget")
            .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
          const height = await frameEl.evaluate((f: HTMLIFrameElement) => parseInt(f.style.height, 10));
          return height === content && height > 0;
        })
        .toBe(true);

    // the widget's dates and guests, in its language (German), then a room type
    const from = new Date(Date.now() + 97 * 86400_000);
    const to = new Date(from.getTime() + 2 * 86400_000);
    await frame.getByLabel("Anreise").fill(iso(from));
    await frame.getByLabel("Abreise").fill(iso(to));
    await frame.getByLabel("Gäste").fill("1");
    await frame.getByRole("button", { name: "Suchen" }).click();
    await frame.getByTestId("widget-offers").getByRole("link").first().click();

    // the booking form: still the widget's resort, colour and language, and the frame grows with it
    await expect(frame.getByTestId("hold-countdown")).toContainText("Für Sie reserviert");
    await inWidgetLook(frame.getByTestId("book-submit"));
    expect((await frameUrl()).pathname).toBe("/book/resort");
    await expect(frame.locator('select[name="resort"]')).toHaveCount(0);
    await heightFollows();
    const formHeight = await frameEl.evaluate((f: HTMLIFrameElement) => parseInt(f.style.height, 10));
    expect(formHeight).toBeGreaterThan(480);

    await frame.locator('input[name="guest-0-firstName"]').fill("Bernstein");
    await frame.locator('input[name="guest-0-lastName"]').fill("Rahmen");
    await frame.locator('input[name="email"]').fill(`amber-${stamp}@example.com`);
    await frame.locator('input[name="provider"][value="offline"]').check();
    await frame.getByTestId("book-submit").click();

    // the offline payment's page: in the frame, on the app's own address, in the widget's look
    await expect(frame.getByTestId("payment-title")).toHaveText("Vielen Dank für Ihre Buchung");
    expect((await frameUrl()).pathname).toBe("/payment/success");
    await expect(frame.getByTestId("payment-offline")).toBeVisible();
    await expect(frame.getByTestId("widget-frame-name")).toHaveText("Amber stays");
    await expect(frame.locator("#harbour-widget")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // the widget's colour to the end: the band under its name on the last page
    await expect(frame.getByTestId("widget-frame-name").locator("..")).toHaveCSS("border-bottom-color", amber);
    expect((await frameUrl()).origin).toBe(app);
    expect((await frameUrl()).searchParams.get("widget")).toBe(widget.slug);
    await expect(frame.getByTestId("language-switch")).toHaveCount(0);
    // a shorter page: the frame shrinks to it
    await heightFollows();

    // the widget's resort only, whatever the address asks for
    const booking = (await frameUrl()).toString();
    const elsewhere = new URL(`${app}/book/resort`);
    elsewhere.search = new URLSearchParams({
      resort: "999999",
      from: iso(from),
      to: iso(to),
      guests: "1",
      widget: widget.slug,
    }).toString();
    await (await frameEl.elementHandle())!.contentFrame().then((f) => f!.goto(elsewhere.toString()));
    await expect(frame.getByTestId("room-offers")).toBeVisible();
    await inWidgetLook(frame.getByTestId("room-offers").getByRole("link").first());
    expect(booking).toContain("booking=");
    // all of it inside the frame: the partner's page never left
    expect(site.url()).toBe(`${origin}/`);
    await guest.close();
  });
});
