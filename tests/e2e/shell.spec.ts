// The shell around every page: the service worker, the last visited routes, the not-found page.
import { expect, test } from "@playwright/test";
import { hydrated, login, setLanguage } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

test("the service worker is registered at /hlm-sw.js with root scope", async ({ page, request }) => {
  const sw = await request.get("/hlm-sw.js");
  expect(sw.headers()["content-type"]).toContain("javascript");
  await page.goto("/login");
  await hydrated(page);
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(new URL(reg.scope).pathname).toBe("/");
  expect(new URL(reg.script!).pathname).toBe("/hlm-sw.js");
});

test("the last visited routes are remembered, newest first, without login paths", async ({ page, context }) => {
  await setLanguage(context, "en");
  // a login of its own: the login pages must stay out of the list
  await login(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page); // the home page records itself once it runs
  await page.goto("/customer/list?sort=email");
  await hydrated(page);
  await page.getByRole("link", { name: "Agencies", exact: true }).click();
  await expect(page).toHaveURL(/\/agency\/list$/);
  const stored = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem("sta.lastRoutes") ?? "[]") as { path: string; query: string }[],
    );
  // the list is written right after the new page renders
  await expect
    .poll(async () => (await stored()).map((r) => `${r.path}?${r.query}`).slice(0, 3))
    .toEqual(["/agency/list?", "/customer/list?sort=email", "/?"]);
  expect((await stored()).some((r) => r.path === "/login")).toBe(false);
});

test("unknown paths show the not-found page, for guests and users", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toContainText("Page not found");
});
