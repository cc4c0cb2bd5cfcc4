// Data that reads like a product, for the administrator: no list of the demo is empty, a detail
// page formats dates and countries in the user's language and links e-mail and phone, the map
// picker says when it cannot load and keeps latitude and longitude editable, and the app has icons.
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

test.use({ as: "admin@demo.test" });

const LISTS = [
  "/credits",
  "/ccredits",
  "/tax",
  "/users",
  "/userroles",
  "/agency/list",
  "/agency/group",
  "/customer/list",
  "/customer/group",
  "/customerdatagroup",
  "/commission",
  "/terms",
  "/geo/destination",
  "/geo/port",
  "/geo/airport",
  "/geo/airline",
];

test("no list of the demo is empty; the media library has images", async ({ page }) => {
  // the lists render their first page on the server: their HTML says whether it is empty, without
  // a browser page load each (every page also runs in the browser in pages.spec.ts)
  const empty: string[] = [];
  for (const path of LISTS) {
    const res = await page.request.get(path, { headers: { connection: "close" } });
    const html = await res.text();
    if (res.status() !== 200 || !/<h1[\s>]/.test(html)) empty.push(`${path} (HTTP ${res.status()}, no heading)`);
    else if (html.includes('data-testid="table-empty"') || !/<tbody[^>]*><tr/.test(html)) empty.push(path);
  }
  expect(empty).toEqual([]);
  await page.goto("/media/list");
  await expect(page.getByTestId("media-grid").locator("img").first()).toBeVisible();
});

test.describe("in German", () => {
  test.use({ lang: "de" });

  test("a customer's page formats dates and countries and links e-mail and phone", async ({ page }) => {
    await page.goto("/customer/view/1");
    const main = page.locator("main");
    await expect(main).toContainText("Deutschland");
    await expect(main).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  });

  test("the country list speaks German and finds Deutschland", async ({ page }) => {
    await page.goto("/geo/country?search=Deutschland");
    await expect(page.getByTestId("table-country").locator("tbody")).toContainText("Deutschland");
    await page.goto("/customer/create");
    await expect(page.locator("#field-country option", { hasText: "Deutschland" })).toHaveCount(1);
  });

  test("seeded labels read in German", async ({ page }) => {
    await page.goto("/userroles");
    await expect(page.locator("main tbody")).toContainText("Reservierung");
    await page.goto("/customer/group");
    await expect(page.locator("main tbody")).toContainText("Stammgäste");
  });

  test("the map picker says it cannot load and keeps latitude and longitude editable", async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto("/geo/port");
    await hydrated(page);
    await page.getByTestId("table-port").getByTestId("row-open").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("map-offline")).toBeVisible();
    const latitude = dialog.getByLabel("Breitengrad");
    await latitude.fill("-8.5");
    await expect(latitude).toHaveValue("-8.5");
    await expect(dialog.getByLabel("Längengrad")).toBeEditable();
    // the tile credit stays readable
    await expect(dialog.locator(".leaflet-control-attribution a")).toBeVisible();
  });
});

test("permissions are chosen by area from the scope list; the logins tab reads", async ({ page }) => {
  await page.goto("/users/create");
  const picker = page.getByTestId("scope-picker");
  expect(await picker.locator("fieldset[data-area]").count()).toBeGreaterThan(1);
  await expect(picker.getByRole("checkbox").first()).toBeVisible();
  await page.goto("/users/1?tab=logins");
  await expect(page.getByTestId("login-address").first()).not.toBeEmpty();
  await expect(page.getByTestId("login-state").first()).not.toBeEmpty();
});

test("the app has a favicon, app icons and a manifest", async ({ request }) => {
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
